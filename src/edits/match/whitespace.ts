// Stage 3: the SEARCH matches once trailing whitespace is ignored on both sides. Lines REPLACE does
// not change keep the file's own trailing whitespace; changed lines are written as the model wrote them.
import { findKeyMatches } from "./key-match.js";
import { splitLines } from "./lines.js";
import { NONE, select, type Located, type Match, type StageInput } from "./located.js";
import { mergeMatch } from "./merge-match.js";

const trimEnd = (line: string): string => line.trimEnd();
const RULES = { same: (a: string, b: string) => a.trimEnd() === b.trimEnd(), adjust: (line: string) => line };

export function trailingWhitespaceStage({ view, search, replace, region }: StageInput): Located {
  const searchLines = splitLines(search);
  const searchKeys = searchLines.map(trimEnd);
  const starts = findKeyMatches(view.keys("trim-end", trimEnd), searchKeys, region.from);
  if (starts.length === 0) return NONE;
  const m = searchKeys.length;
  const replaceLines = splitLines(replace);
  const matches: Match[] = [];
  for (const s of starts) {
    const located = mergeMatch(
      view,
      { start: s, end: s + m, search: searchLines, replace: replaceLines },
      RULES,
    );
    if (located.kind === "unique") matches.push(located.match);
  }
  return select(matches, region, view.lineCount);
}
