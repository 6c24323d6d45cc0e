// Stage 2: a SEARCH copied from a numbered listing (`12 | code`, `12: code`, as reflections and
// tools show lines) matches exactly once every line's number prefix is dropped. Pure.
import { exactStage } from "./exact.js";
import { joinLines, splitLines } from "./lines.js";
import { NONE, type Located, type StageInput } from "./located.js";

// The number, its separator, then (first variant) the one space a listing puts before the code.
const PREFIXES: readonly RegExp[] = [/^\s*\d+ ?(?:\||:) /, /^\s*\d+ ?(?:\||:)/];

/** The lines without their prefixes, or undefined unless every non-empty line has one. */
function strip(lines: readonly string[], prefix: RegExp, required: boolean): string[] | undefined {
  const out: string[] = [];
  for (const line of lines) {
    const found = prefix.exec(line);
    if (!found && required && line !== "") return undefined;
    out.push(found ? line.slice(found[0].length) : line);
  }
  return out;
}

export function lineNumbersStage(input: StageInput): Located {
  const searchLines = splitLines(input.search);
  if (searchLines.every((line) => line === "")) return NONE;
  for (const prefix of PREFIXES) {
    const search = strip(searchLines, prefix, true);
    if (!search) continue;
    // REPLACE lines carry the prefix where the model kept it; new lines often lack it.
    const replace = strip(splitLines(input.replace), prefix, false) ?? [];
    const located = exactStage({ ...input, search: joinLines(search), replace: joinLines(replace) });
    if (located.kind !== "none") return located;
  }
  return NONE;
}
