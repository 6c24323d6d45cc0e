// How REPLACE lines that start inside a multi-line string are written when a block is re-indented.
// A docstring sits shifted in the file like the code around it, so its new lines take the shift too;
// SQL or a heredoc body kept at column 0 is content, so its new lines are written as given. Pure.
import type { LineTransform } from "./indent-delta.js";
import { isBlank, leadingWhitespace } from "./lines.js";

const asWritten: LineTransform = (line) => line;

/**
 * `pairs` are the (SEARCH line, file line) pairs that start inside a string. They take the block's
 * `adjust` when every one of them sits in the file where `adjust` puts it (or there are none to
 * tell: a string REPLACE adds follows the block); otherwise string lines are written as given.
 */
export function stringTransform(
  pairs: ReadonlyArray<readonly [string, string]>,
  adjust: LineTransform,
): LineTransform {
  const voting = pairs.filter(([search, file]) => !isBlank(search) && !isBlank(file));
  const shifted = voting.every(
    ([search, file]) => leadingWhitespace(adjust(search)) === leadingWhitespace(file),
  );
  return shifted ? adjust : asWritten;
}
