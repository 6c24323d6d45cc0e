// A three-way merge of one line at word level, for a line the file and REPLACE both changed from
// SEARCH: SEARCH `item["prise"]`, file `item["price"]`, REPLACE `item["price"] * qty` agree on `price`
// and REPLACE only adds, so the merge is clean. Words come from the `diff` package's tokenizer
// (diffWordsWithSpace); any word both sides change differently is a conflict. Pure; one line at a time.
import { diffWordsWithSpace } from "diff";
import { leadingWhitespace } from "./lines.js";

/** Base characters [start, end) became `text`. */
interface WordEdit {
  start: number;
  end: number;
  text: string;
}

function wordEdits(base: string, other: string): { edits: WordEdit[]; kept: number } {
  const edits: WordEdit[] = [];
  let pos = 0;
  let kept = 0;
  let current: WordEdit | undefined;
  for (const change of diffWordsWithSpace(base, other)) {
    if (!change.added && !change.removed) {
      if (current) edits.push(current);
      current = undefined;
      pos += change.value.length;
      kept += change.value.replace(/\s/g, "").length;
      continue;
    }
    current ??= { start: pos, end: pos, text: "" };
    if (change.removed) {
      pos += change.value.length;
      current.end = pos;
    } else current.text += change.value;
  }
  if (current) edits.push(current);
  return { edits, kept };
}

/** Different edits that overlap or touch: `'Hello'` → `'Hello,'` beside `Hello` → `Hi,` would write `Hi,,`. */
function clash(a: WordEdit, b: WordEdit): boolean {
  if (a.start === b.start && a.end === b.end && a.text === b.text) return false;
  return a.start <= b.end && b.start <= a.end;
}

const visible = (text: string): number => text.replace(/\s/g, "").length;

/**
 * The file's line is SEARCH's with a few words changed (a typo, a renamed name): at least two thirds
 * of each side's non-blank characters are words they share. An unrelated line never merges.
 */
function closeVariant(base: string, ours: string, kept: number): boolean {
  return kept > 0 && kept * 3 >= visible(base) * 2 && kept * 3 >= visible(ours) * 2;
}

/**
 * The line with both changes, or undefined when a word is changed on both sides differently or the
 * file's line is not a close variant of SEARCH's. Indentation is REPLACE's (the stage re-indents it).
 */
export function mergeWords(base: string, ours: string, theirs: string): string | undefined {
  const indent = leadingWhitespace(theirs);
  const [b, o, t] = [base, ours, theirs].map((line) =>
    line.slice(leadingWhitespace(line).length).trimEnd(),
  ) as [string, string, string];
  const fromOurs = wordEdits(b, o);
  if (!closeVariant(b, o, fromOurs.kept)) return undefined;
  const fromTheirs = wordEdits(b, t);
  for (const x of fromOurs.edits) for (const y of fromTheirs.edits) if (clash(x, y)) return undefined;
  const all = [...fromOurs.edits, ...fromTheirs.edits].sort((x, y) => x.start - y.start || x.end - y.end);
  let out = "";
  let pos = 0;
  let last: WordEdit | undefined;
  for (const edit of all) {
    // The same change on both sides is written once.
    if (last && last.start === edit.start && last.end === edit.end && last.text === edit.text) continue;
    out += b.slice(pos, edit.start) + edit.text;
    pos = edit.end;
    last = edit;
  }
  return indent + out + b.slice(pos);
}
