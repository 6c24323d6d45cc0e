// Reads one SEARCH/REPLACE block from reply lines, starting at its SEARCH marker.
// Pure; knows nothing of paths or fences: fence lines inside a block are content.
import { joinLines } from "../shared/text-lines.js";
import { isDividerMarker, isReplaceMarker, isSearchMarker } from "./markers.js";

export type BlockRead =
  | { ok: true; search: string; replace: string; next: number }
  | {
      ok: false;
      code: "malformed" | "unterminated";
      detail: string;
      /** Index of the first line after the damaged block, where parsing resumes. */
      next: number;
    };

/**
 * `lines[start]` is a SEARCH marker. The SEARCH section runs to the divider, the REPLACE section to the
 * REPLACE marker. A divider inside the REPLACE section is content (files do contain `=======` lines),
 * except one directly before the REPLACE marker.
 * A new SEARCH marker before the block is complete means the model dropped a marker: the block is
 * malformed and parsing resumes at that marker.
 */
export function readSearchReplaceBlock(lines: readonly string[], start: number): BlockRead {
  const search: string[] = [];
  let i = start + 1;
  for (; i < lines.length && !isDividerMarker(lines[i] ?? ""); i++) {
    const line = lines[i] ?? "";
    if (isSearchMarker(line)) return broken("malformed", `no ======= line before the next SEARCH marker`, i);
    if (isReplaceMarker(line))
      return broken("malformed", `a REPLACE marker came before the ======= line`, i + 1);
    search.push(line);
  }
  if (i >= lines.length) return broken("unterminated", "the reply ended before the ======= line", i);
  const replace: string[] = [];
  for (i += 1; i < lines.length && !isReplaceMarker(lines[i] ?? ""); i++) {
    const line = lines[i] ?? "";
    if (isSearchMarker(line))
      return broken("malformed", "no >>>>>>> REPLACE line before the next SEARCH marker", i);
    // A second divider right before the REPLACE marker is the model closing twice, not a line of text
    // (Aider ends the block there, Roo rejects it; written into the file it breaks the code).
    if (isDividerMarker(line) && isReplaceMarker(lines[i + 1] ?? "")) continue;
    replace.push(line);
  }
  if (i >= lines.length) return broken("unterminated", "the reply ended before the >>>>>>> REPLACE line", i);
  return { ok: true, search: joinLines(search), replace: joinLines(replace), next: i + 1 };
}

function broken(code: "malformed" | "unterminated", detail: string, next: number): BlockRead {
  return { ok: false, code, detail, next };
}
