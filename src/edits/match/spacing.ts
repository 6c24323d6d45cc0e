// Stage 6: SEARCH differs from the file only in whitespace: runs of spaces inside a line, tabs for
// spaces, trailing blanks, indentation that is not off uniformly (a file mixing tabs and spaces).
// Lines REPLACE leaves alone keep the file's bytes; the lines it writes follow the file's indentation.
import { findKeyMatches } from "./key-match.js";
import { splitLines } from "./lines.js";
import { NONE, select, type Located, type Match, type StageInput } from "./located.js";
import { mergeMatch } from "./merge-match.js";
import { respace } from "./respace.js";

/** A line with its whitespace runs collapsed to one space and its ends trimmed. */
export function collapseSpaces(line: string): string {
  const trimmed = line.trim();
  // Most lines have nothing to collapse: skip the regular expression for them (a 20k-line file).
  return trimmed.includes("  ") || trimmed.includes("\t") ? trimmed.replace(/\s+/g, " ") : trimmed;
}

const asGiven = (line: string): string => line;

const UNCLEAR_BASE =
  "the lines SEARCH and REPLACE share sit at different depths relative to the file, so the depth of the lines REPLACE writes is unclear";

export function spacingStage({ view, search, replace, region }: StageInput): Located {
  const searchLines = splitLines(search);
  const keys = searchLines.map(collapseSpaces);
  if (keys.every((key) => key === "")) return NONE;
  const starts = findKeyMatches(view.keys("spacing", collapseSpaces), keys, region.from);
  const replaceLines = splitLines(replace);
  const same = (a: string, b: string): boolean => collapseSpaces(a) === collapseSpaces(b);
  const matches: Match[] = [];
  let unclear: Located = NONE;
  for (const s of starts) {
    const end = s + keys.length;
    const written = respace(searchLines, view.lines.slice(s, end), replaceLines);
    if (!written) {
      unclear = { kind: "conflict", detail: UNCLEAR_BASE, start: s, end };
      continue;
    }
    const window = { start: s, end, search: searchLines, replace: written };
    const located = mergeMatch(view, window, { same, adjust: asGiven, adjustString: asGiven });
    if (located.kind === "unique") matches.push(located.match);
  }
  // Found, but with no clear base for REPLACE: a later, looser stage must not guess one either.
  return matches.length === 0 ? unclear : select(matches, region, view.lineCount);
}
