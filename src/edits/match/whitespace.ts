// Stage 2: the SEARCH matches once trailing whitespace is ignored on both sides. The REPLACE is
// inserted as written.
import { findKeyMatches } from "./key-match.js";
import { splitLines } from "./lines.js";
import { NONE, select, singlePiece, type Located, type StageInput } from "./located.js";

const trimEnd = (line: string): string => line.trimEnd();

export function trailingWhitespaceStage({ view, search, replace, region }: StageInput): Located {
  const searchKeys = splitLines(search).map(trimEnd);
  const starts = findKeyMatches(view.keys("trim-end", trimEnd), searchKeys, region.from);
  if (starts.length === 0) return NONE;
  const m = searchKeys.length;
  const matches = starts.map((s) => singlePiece(s, s + m, replace));
  return select(matches, region, view.lineCount);
}
