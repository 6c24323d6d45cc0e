// The three marker lines of a SEARCH/REPLACE block, as models actually write them.
// Pure line tests: 5–9 marker characters, an optional stray `>`/`<` after the word, any surrounding spaces.

const SEARCH_MARKER = /^<{5,9}\s*SEARCH\s*>?$/i;
const DIVIDER_MARKER = /^={5,9}$/;
const REPLACE_MARKER = /^>{5,9}\s*REPLACE\s*[<>]?$/i;

export const CANONICAL_MARKERS = {
  search: "<<<<<<< SEARCH",
  divider: "=======",
  replace: ">>>>>>> REPLACE",
} as const;

export function isSearchMarker(line: string): boolean {
  return SEARCH_MARKER.test(line.trim());
}

export function isDividerMarker(line: string): boolean {
  return DIVIDER_MARKER.test(line.trim());
}

export function isReplaceMarker(line: string): boolean {
  return REPLACE_MARKER.test(line.trim());
}

/** Whether a text line would be read as any marker (such a line cannot be carried inside a block). */
export function isMarkerLine(line: string): boolean {
  return isSearchMarker(line) || isDividerMarker(line) || isReplaceMarker(line);
}

// A head a model meant as SEARCH: a run of `<`, then one word, then an optional `>`.
const HEAD_LIKE = /^(<{3,})\s*([A-Za-z]+)\s*>?$/;

/** A head that is almost the SEARCH marker: the line, and the marker (`run`: it has the wrong count of `<`). */
export interface NearMarker {
  line: string;
  marker: string;
  run?: { char: string; count: number };
}

/**
 * Why a line that is not a SEARCH marker still looks like one a model meant (`<<<<<<< SEARH`,
 * `<<<<<<<<<< SEARCH`), or undefined. Git conflict heads (`<<<<<<< HEAD`) are not mistaken for it.
 */
export function nearSearchMarker(line: string): NearMarker | undefined {
  const text = line.trim();
  const head = HEAD_LIKE.exec(text);
  if (!head || isSearchMarker(text)) return undefined;
  const run = (head[1] ?? "").length;
  const word = (head[2] ?? "").toUpperCase();
  if (word === "SEARCH") {
    return { line: text, marker: CANONICAL_MARKERS.search, run: { char: "<", count: run } };
  }
  if (run >= 5 && run <= 9 && closeTo(word, "SEARCH")) {
    return { line: text, marker: CANONICAL_MARKERS.search };
  }
  return undefined;
}

/** Whether `word` is one slip (a letter dropped, added, changed or swapped) away from `target`. */
function closeTo(word: string, target: string): boolean {
  if (Math.abs(word.length - target.length) > 1) return false;
  let i = 0;
  while (i < word.length && word[i] === target[i]) i++;
  const rest = (a: number, b: number) => word.slice(a) === target.slice(b);
  const swapped = word[i] === target[i + 1] && word[i + 1] === target[i] && rest(i + 2, i + 2);
  return rest(i + 1, i + 1) || rest(i, i + 1) || rest(i + 1, i) || swapped;
}
