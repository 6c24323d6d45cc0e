// Stage 6: SEARCH differs from the file only in whitespace: runs of spaces inside a line, tabs for
// spaces, trailing blanks, indentation that is not off uniformly (a file mixing tabs and spaces).
// Lines REPLACE leaves alone keep the file's bytes; the lines it writes follow the file's indentation,
// unless REPLACE changes nothing but whitespace: then it is written as given.
import { findKeyMatches } from "./key-match.js";
import { splitLines } from "./lines.js";
import { NONE, select, singlePiece, type Located, type Match, type StageInput } from "./located.js";
import { mergeMatch } from "./merge-match.js";
import { respace } from "./respace.js";

/** A line with its whitespace runs collapsed to one space and its ends trimmed. */
export function collapseSpaces(line: string): string {
  const trimmed = line.trim();
  // Most lines have nothing to collapse: skip the regular expression for them (a 20k-line file).
  return trimmed.includes("  ") || trimmed.includes("\t") ? trimmed.replace(/\s+/g, " ") : trimmed;
}

const asGiven = (line: string): string => line;

/**
 * SEARCH and REPLACE are the same lines up to whitespace (tabs rewritten as spaces to fix a TabError):
 * the whitespace is the change, so the matched lines are replaced by REPLACE as given.
 */
export function onlyWhitespaceChanged(search: readonly string[], replace: readonly string[]): boolean {
  if (search.length !== replace.length) return false;
  return search.every((line, i) => collapseSpaces(line) === collapseSpaces(replace[i] as string));
}

export function spacingStage({ view, search, replace, region }: StageInput): Located {
  const searchLines = splitLines(search);
  const keys = searchLines.map(collapseSpaces);
  if (keys.every((key) => key === "")) return NONE;
  const starts = findKeyMatches(view.keys("spacing", collapseSpaces), keys, region.from);
  const replaceLines = splitLines(replace);
  const same = (a: string, b: string): boolean => collapseSpaces(a) === collapseSpaces(b);
  if (onlyWhitespaceChanged(searchLines, replaceLines)) {
    const asWritten = starts.map((s) => singlePiece(s, s + keys.length, replace));
    return asWritten.length === 0 ? NONE : select(asWritten, region, view.lineCount);
  }
  const matches: Match[] = [];
  let unclear: Located = NONE;
  for (const s of starts) {
    const end = s + keys.length;
    const written = respace(searchLines, view.lines.slice(s, end), replaceLines);
    if (!written) {
      unclear = { kind: "conflict", conflict: { why: "depth-unclear" }, start: s, end };
      continue;
    }
    const window = { start: s, end, search: searchLines, replace: written };
    const located = mergeMatch(view, window, { same, adjust: asGiven, adjustString: asGiven });
    if (located.kind === "unique") matches.push(located.match);
  }
  // Found, but with no clear base for REPLACE: a later, looser stage must not guess one either.
  return matches.length === 0 ? unclear : select(matches, region, view.lineCount);
}
