// Runs right after the exact stage, before any tolerant one: REPLACE is in the file verbatim (once)
// while SEARCH is not, so the block was applied before. A tolerant stage could otherwise match SEARCH
// against the first lines of that text and write REPLACE a second time. The match changes nothing.
import { exactStage } from "./exact.js";
import { isBlank, splitLines } from "./lines.js";
import { NONE, type Located, type StageInput } from "./located.js";

/** Every line of `part` appears in `whole`, in order: REPLACE only removes lines from SEARCH. */
function onlyRemoves(part: readonly string[], whole: readonly string[]): boolean {
  let j = 0;
  for (const line of whole) if (j < part.length && part[j] === line) j++;
  return j === part.length;
}

export function appliedBeforeStage(input: StageInput): Located {
  const replaceLines = splitLines(input.replace);
  // What a deletion leaves is in the file whether or not it was applied: the later stages decide.
  if (replaceLines.every(isBlank) || onlyRemoves(replaceLines, splitLines(input.search))) return NONE;
  const { replace } = input;
  const present = exactStage({ ...input, search: replace });
  if (present.kind !== "unique") return NONE;
  const { start, end } = present.match;
  return { kind: "unique", match: { start, end, pieces: [] } };
}
