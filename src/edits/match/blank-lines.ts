// Stage 4: the SEARCH's leading and trailing blank lines are dropped (models pad blocks with them);
// the same number of padding lines is dropped from REPLACE so none are added to the file.
import { exactStage } from "./exact.js";
import { indentationStage } from "./indentation.js";
import { isBlank, joinLines, splitLines } from "./lines.js";
import { NONE, type Located, type Stage, type StageInput } from "./located.js";
import { trailingWhitespaceStage } from "./whitespace.js";

const INNER_STAGES: readonly Stage[] = [exactStage, trailingWhitespaceStage, indentationStage];

/** Blank lines at the start of `lines`, at most `limit`. */
function leadingBlanks(lines: readonly string[], limit: number): number {
  let count = 0;
  while (count < Math.min(limit, lines.length) && isBlank(lines[count] as string)) count++;
  return count;
}

/** Blank lines at the end of `lines`, at most `limit`. */
function trailingBlanks(lines: readonly string[], limit: number): number {
  let count = 0;
  while (count < Math.min(limit, lines.length) && isBlank(lines[lines.length - 1 - count] as string)) {
    count++;
  }
  return count;
}

/** The input without SEARCH's blank padding, or undefined when there is none to drop. */
export function withoutPadding(input: StageInput): StageInput | undefined {
  const search = splitLines(input.search);
  const replace = splitLines(input.replace);
  const lead = leadingBlanks(search, search.length);
  if (lead === search.length) return undefined;
  const trail = trailingBlanks(search, search.length);
  if (lead === 0 && trail === 0) return undefined;
  // REPLACE loses at most as much padding as SEARCH had, counted from each end.
  const replaceLead = leadingBlanks(replace, lead);
  const kept = replace.slice(replaceLead);
  const replaceTrail = trailingBlanks(kept, trail);
  return {
    ...input,
    search: joinLines(search.slice(lead, search.length - trail)),
    replace: joinLines(kept.slice(0, kept.length - replaceTrail)),
  };
}

export function blankLinesStage(input: StageInput): Located {
  const trimmed = withoutPadding(input);
  if (!trimmed) return NONE;
  for (const stage of INNER_STAGES) {
    const located = stage(trimmed);
    if (located.kind !== "none") return located;
  }
  return NONE;
}
