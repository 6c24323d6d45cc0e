// Stage 5: the SEARCH matches once typographic punctuation and escaped quotes are normalised on both
// sides (models "fix" quotes and dashes, or escape quotes as if writing a string literal).
import { withoutPadding } from "./blank-lines.js";
import { indentedKeyStage } from "./indentation.js";
import { NONE, type Located, type StageInput } from "./located.js";

const REPLACEMENTS: ReadonlyArray<[RegExp, string]> = [
  [/[\u2018\u2019\u201A\u201B\u2032]/g, "'"],
  [/[\u201C\u201D\u201E\u201F\u2033]/g, '"'],
  [/[\u2010\u2011\u2012\u2013\u2014\u2015\u2212]/g, "-"],
  [/[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g, " "],
  [/[\u200B\u2060\uFEFF]/g, ""],
  [/\u2026/g, "..."],
  [/\\(["'])/g, "$1"],
];

// Checked first so the common all-ASCII line skips every regular expression.
const NEEDS_WORK =
  /[\u2018-\u201F\u2032\u2033\u2010-\u2015\u2212\u00A0\u2000-\u200B\u202F\u205F\u3000\u2060\uFEFF\u2026\\]/;

/** Typographic quotes, dashes, odd spaces and ellipses become ASCII; `\"` and `\'` lose the `\`. */
export function normalizePunctuation(line: string): string {
  if (!NEEDS_WORK.test(line)) return line;
  let out = line;
  for (const [pattern, to] of REPLACEMENTS) out = out.replace(pattern, to);
  return out;
}

const ESCAPED_QUOTE = /\\(["'])/;

/** When SEARCH escaped quotes that the file does not, REPLACE almost surely did the same. */
function unescapeIfNeeded(located: Located, input: StageInput): Located {
  if (located.kind !== "unique" || !ESCAPED_QUOTE.test(input.search)) return located;
  const { start, end } = located.match;
  const original = input.view.lines.slice(start, end).join("\n");
  if (ESCAPED_QUOTE.test(original)) return located;
  const pieces = located.match.pieces.map((piece) => ({
    ...piece,
    text: piece.text.replace(/\\(["'])/g, (_all, quote: string) => quote),
  }));
  return { kind: "unique", match: { ...located.match, pieces } };
}

export function unicodeStage(input: StageInput): Located {
  // A file with nothing to normalise has the indentation stage's keys: reuse them.
  const clean = !NEEDS_WORK.test(input.view.content);
  const options = { name: clean ? "indent" : "unicode", normalize: normalizePunctuation };
  let located = indentedKeyStage(input, options);
  if (located.kind === "none") {
    const trimmed = withoutPadding(input);
    if (!trimmed) return NONE;
    located = indentedKeyStage(trimmed, options);
    return unescapeIfNeeded(located, trimmed);
  }
  return unescapeIfNeeded(located, input);
}
