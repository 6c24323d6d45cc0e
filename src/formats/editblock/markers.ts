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
