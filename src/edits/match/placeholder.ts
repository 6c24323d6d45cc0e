// Detects omission placeholders a model writes instead of code ("# ... rest of the code ...") in
// REPLACE lines that SEARCH does not contain. Only whole-line comments count, so spread `...args`,
// a Python `...` body and real comments kept from SEARCH are never flagged.
import type { IssueReason, PlaceholderLook } from "../issue-reason.js";

// A line that is only a comment: #, //, --, ;, /* */, <!-- -->, JSX {/* */}. Group 1: its text.
const COMMENT_LINE = /^\s*\{?\s*(?:\/\/+|#+|--|;+|\/\*+|<!--|\*)\s*(.*?)\s*(?:\*+\/|-->)?\s*\}?\s*$/;
const ELLIPSIS = /\.\.\.|\u2026/;
const ONLY_ELLIPSIS = /^(?:\.\.\.|\u2026)+$/;
const OMISSION_WORDS =
  /\b(?:code|rest|existing|remaining|unchanged|same|previous|other|omitted|implementation|methods?|functions?|lines?|content|logic|body|before|elsewhere|here)\b/i;
const ONLY_UNCHANGED = /^\(?\s*(?:unchanged|no changes?|omitted|same as before|as before)\s*\)?\.?$/i;
// "rest of file unchanged", "existing code here", "other methods remain the same" — the whole text.
// The status word is required so a Markdown heading like "# Rest of the API" is not flagged.
const OMISSION_PHRASE =
  /^(?:keep |the )?(?:rest of (?:the )?\w+|(?:existing|remaining|previous|other) \w+(?: \w+)?) (?:is |are )?(?:unchanged|omitted|here|goes here|remains?(?: the same| unchanged)?|stays?(?: the same)?|as (?:before|is))$/i;
const EXISTING_CODE = /^(?:keep )?(?:the )?existing code$/i;

/** A REPLACE line that stands for left-out code: `line` is 1-based within REPLACE. */
export type Placeholder = Extract<IssueReason, { kind: "placeholder" }>;

/** How `line` reads as an omission placeholder, or undefined when it is ordinary text. */
export function placeholderReason(line: string): PlaceholderLook | undefined {
  const comment = COMMENT_LINE.exec(line);
  if (!comment) return undefined;
  const text = (comment[1] ?? "").trim();
  if (ONLY_ELLIPSIS.test(text)) return "ellipsis-only";
  if (ELLIPSIS.test(text) && OMISSION_WORDS.test(text)) return "ellipsis-about-omission";
  const bare = text.replace(/[.\u2026]+$/, "");
  if (ONLY_UNCHANGED.test(text) || OMISSION_PHRASE.test(bare) || EXISTING_CODE.test(bare)) {
    return "says-left-out";
  }
  return undefined;
}

// Prose files (Markdown, plain text) legitimately show `// ... implementation ...` in examples.
const PROSE_FILE = /\.(?:md|markdown|mdx|txt|text|rst|adoc|asciidoc|org)$/i;

export interface PlaceholderContext {
  /** The file's current text: a placeholder-looking line the file already holds is not an omission. */
  content?: string;
  /** The file's path: prose files are never checked. */
  path?: string;
}

/** The first REPLACE line that is a placeholder neither SEARCH nor the file already contains. */
export function findPlaceholder(
  search: string,
  replace: string,
  context: PlaceholderContext = {},
): Placeholder | undefined {
  if (context.path !== undefined && PROSE_FILE.test(context.path)) return undefined;
  const inSearch = new Set(search.split("\n").map((line) => line.trim()));
  let inFile: Set<string> | undefined;
  const lines = replace.split("\n");
  for (const [index, line] of lines.entries()) {
    if (inSearch.has(line.trim())) continue;
    const looks = placeholderReason(line);
    if (!looks) continue;
    // Built only once a candidate turns up: most REPLACE texts have none.
    inFile ??= new Set((context.content ?? "").split("\n").map((text) => text.trim()));
    if (inFile.has(line.trim())) continue;
    return { kind: "placeholder", line: index + 1, text: line.trim(), looks };
  }
  return undefined;
}
