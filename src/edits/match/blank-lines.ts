// Stage 4: the SEARCH's leading and trailing blank lines are dropped (models pad blocks with them);
// the same number of padding lines is dropped from REPLACE so none are added to the file.
import { exactStage } from "./exact.js";
import { indentationStage } from "./indentation.js";
import { isBlank, joinLines, splitLines } from "./lines.js";
import { NONE, type Located, type Stage, type StageInput } from "./located.js";
import { trailingWhitespaceStage } from "./whitespace.js";

const INNER_STAGES: readonly Stage[] = [exactStage, trailingWhitespaceStage, indentationStage];

function padding(lines: readonly string[]): { lead: number; trail: number } {
  let lead = 0;
  while (lead < lines.length && isBlank(lines[lead] as string)) lead++;
  let trail = 0;
  while (trail < lines.length - lead && isBlank(lines[lines.length - 1 - trail] as string)) trail++;
  return { lead, trail };
}

/** The input without SEARCH's blank padding, or undefined when there is none to drop. */
export function withoutPadding(input: StageInput): StageInput | undefined {
  const search = splitLines(input.search);
  const replace = splitLines(input.replace);
  const pad = padding(search);
  if ((pad.lead === 0 && pad.trail === 0) || pad.lead === search.length) return undefined;
  const replacePad = padding(replace);
  const lead = Math.min(pad.lead, replacePad.lead);
  const trail = Math.min(pad.trail, replacePad.trail, replace.length - lead);
  return {
    ...input,
    search: joinLines(search.slice(pad.lead, search.length - pad.trail)),
    replace: joinLines(replace.slice(lead, replace.length - trail)),
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
