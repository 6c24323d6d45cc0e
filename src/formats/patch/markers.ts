// The V4A patch markers and how one `@@` line reads as an anchor; shared by the patch parser and renderer.
// Pure data and string tests; markers are matched on trimmed lines (models pad them with spaces).

export const BEGIN_PATCH = /^\*\*\*\s*Begin Patch\s*$/;
export const END_PATCH = /^\*\*\*\s*End Patch\s*$/;
export const FILE_OP = /^\*\*\*\s*(Add|Delete|Update) File:\s*(.*)$/;
export const MOVE_TO = /^\*\*\*\s*Move to:\s*(.*)$/;
export const END_OF_FILE = /^\*\*\*\s*End of File\s*$/;

/** Whether a trimmed line is one of the markers above (so content must never trim to one). */
export function isPatchMarker(trimmed: string): boolean {
  return [BEGIN_PATCH, END_PATCH, FILE_OP, MOVE_TO, END_OF_FILE].some((marker) => marker.test(trimmed));
}

// Models carry udiff habits into V4A: `@@ -3,4 +3,5 @@ def f():` or `@@ ... @@`.
const UDIFF_RANGES = /^\s*-\d+(?:,\d+)?\s+\+\d+(?:,\d+)?\s*@@/;

/** The anchor an `@@` line carries ("" for a bare `@@`): one separating space dropped, indentation kept. */
export function anchorOf(line: string): string {
  let rest = line.slice(2);
  const ranges = UDIFF_RANGES.exec(rest);
  if (ranges !== null) rest = rest.slice(ranges[0].length);
  if (rest.startsWith(" ")) rest = rest.slice(1);
  rest = rest.trimEnd();
  return rest === "..." || rest === "... @@" || rest === "@@" ? "" : rest;
}
