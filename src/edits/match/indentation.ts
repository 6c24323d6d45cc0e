// Stage 4: the SEARCH matches once leading and trailing whitespace are ignored, and every line is
// off by the same indentation; the lines REPLACE changes or adds are re-indented by that offset (inside
// a string too when its lines sit shifted: string-shift.ts), the others keep the file's whitespace.
// A REPLACE that only turns the block's tabs into spaces (or back) is written as given. Reused, with a
// punctuation normaliser, by the Unicode stage.
import { indentTransform, uniformDelta } from "./indent-delta.js";
import { findKeyMatches } from "./key-match.js";
import { leadingWhitespace, splitLines } from "./lines.js";
import { NONE, select, singlePiece, type Located, type Match, type StageInput } from "./located.js";
import { mergeMatch } from "./merge-match.js";
import { onlyWhitespaceChanged } from "./spacing.js";
import { stringInterior } from "./string-interior.js";
import { stringTransform } from "./string-shift.js";

export interface KeyedStageOptions {
  /** Name under which the file's keys are cached. */
  name: string;
  /** Maps a raw line to the text compared; indentation is stripped after it. */
  normalize: (line: string) => string;
  /** A REPLACE that only rewrites whitespace, over file lines in the other of tabs and spaces, is
   *  written as given (the whitespace is the change) instead of being converted back. */
  whitespaceFixes?: boolean;
}

const identity = (line: string): string => line;

export function indentationStage(input: StageInput): Located {
  return indentedKeyStage(input, { name: "indent", normalize: identity, whitespaceFixes: true });
}

/** Matches on normalised, fully trimmed lines whose indentation differs uniformly. */
export function indentedKeyStage(input: StageInput, options: KeyedStageOptions): Located {
  const { view, region } = input;
  const toKey = (line: string): string => {
    const text = options.normalize(line);
    return text.slice(leadingWhitespace(text).length).trimEnd();
  };
  const rawSearch = splitLines(input.search);
  const searchLines = rawSearch.map(options.normalize);
  const searchKeys = searchLines.map(toKey);
  const starts = findKeyMatches(view.keys(options.name, toKey), searchKeys, region.from);
  const replaceLines = splitLines(input.replace);
  const interior = stringInterior(rawSearch);
  const same = (a: string, b: string): boolean => toKey(a) === toKey(b);
  const whitespaceFix = options.whitespaceFixes === true && onlyWhitespaceChanged(rawSearch, replaceLines);
  const matches: Match[] = [];
  for (const s of starts) {
    const fileLines = view.lines.slice(s, s + searchKeys.length).map(options.normalize);
    // Indentation inside a multi-line string is content: those lines do not vote on the offset.
    const code = (_line: string, i: number): boolean => !interior[i];
    const adjust = indentTransform(fileLines.filter(code), searchLines.filter(code));
    if (!adjust) continue;
    // Tabs against spaces, and REPLACE only rewrites whitespace: that is the change, written as given.
    if (whitespaceFix && !uniformDelta(fileLines.filter(code), searchLines.filter(code))) {
      matches.push(singlePiece(s, s + searchKeys.length, input.replace));
      continue;
    }
    const strings = searchLines.flatMap((line, i) =>
      interior[i] ? [[line, fileLines[i] ?? ""] as const] : [],
    );
    const adjustString = stringTransform(strings, adjust);
    const window = { start: s, end: s + searchKeys.length, search: rawSearch, replace: replaceLines };
    const located = mergeMatch(view, window, { same, adjust, adjustString });
    if (located.kind === "unique") matches.push(located.match);
  }
  return matches.length === 0 ? NONE : select(matches, region, view.lineCount);
}
