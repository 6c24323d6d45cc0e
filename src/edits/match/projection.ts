// The non-blank lines of a file and of a SEARCH, as fuzzy keys: the similarity searches compare these
// so a blank line dropped or added by the model does not shift every later line.
import { splitLines, type FileView } from "./lines.js";
import { fuzzyKey } from "./similarity.js";

/** The file's non-blank keys and the 0-based line each came from. */
export interface Projection {
  keys: string[];
  lines: number[];
}

/** The file's lines as keys (fuzzy by default; `name` is what the view remembers them by), without the
 *  lines whose key is empty (the blank ones). */
export function projectNonBlank(view: FileView, name = "fuzzy", toKey = fuzzyKey): Projection {
  return view.memo(`non-blank-${name}`, () => {
    const keys: string[] = [];
    const lines: number[] = [];
    view.keys(name, toKey).forEach((key, line) => {
      if (key === "") return;
      keys.push(key);
      lines.push(line);
    });
    return { keys, lines };
  });
}

export function searchFuzzyKeys(search: string): string[] {
  return splitLines(search)
    .map(fuzzyKey)
    .filter((key) => key !== "");
}
