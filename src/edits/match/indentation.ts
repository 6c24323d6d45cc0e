// Stage 3: the SEARCH matches once leading and trailing whitespace are ignored, and every line is
// off by the same indentation; REPLACE is re-indented by that offset. Reused, with a punctuation
// normaliser, by the Unicode stage.
import { firstLineDelta, matchIndentation, reindent } from "./indent-delta.js";
import { findKeyMatches } from "./key-match.js";
import { joinLines, leadingWhitespace, splitLines } from "./lines.js";
import { NONE, select, singlePiece, type Located, type Match, type StageInput } from "./located.js";

export interface KeyedStageOptions {
  /** Name under which the file's keys are cached. */
  name: string;
  /** Maps a raw line to the text compared; indentation is stripped after it. */
  normalize: (line: string) => string;
}

const identity = (line: string): string => line;

export function indentationStage(input: StageInput): Located {
  return indentedKeyStage(input, { name: "indent", normalize: identity });
}

/** Matches on normalised, fully trimmed lines whose indentation differs uniformly. */
export function indentedKeyStage(input: StageInput, options: KeyedStageOptions): Located {
  const { view, region } = input;
  const toKey = (line: string): string => {
    const text = options.normalize(line);
    return text.slice(leadingWhitespace(text).length).trimEnd();
  };
  const searchLines = splitLines(input.search).map(options.normalize);
  const searchKeys = searchLines.map(toKey);
  const starts = findKeyMatches(view.keys(options.name, toKey), searchKeys, region.from);
  const replaceLines = splitLines(input.replace);
  const matches: Match[] = [];
  for (const s of starts) {
    const fileLines = view.lines.slice(s, s + searchKeys.length).map(options.normalize);
    const replaced = matchIndentation(fileLines, searchLines, replaceLines);
    if (!replaced) continue;
    matches.push(singlePiece(s, s + searchKeys.length, joinLines(replaced)));
  }
  return matches.length === 0 ? NONE : select(matches, region, view.lineCount);
}

/** REPLACE re-indented like the matched window's first non-blank line: for fuzzy matches. */
export function reindentLike(fileLines: readonly string[], search: string, replace: string): string {
  const delta = firstLineDelta(fileLines, splitLines(search));
  return joinLines(reindent(splitLines(replace), delta));
}
