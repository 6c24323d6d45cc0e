// Reads one SEARCH/REPLACE block from reply lines, starting at its SEARCH marker.
// Pure; knows nothing of paths or fences: fence lines inside a block are content.
import type { ParseReason } from "../../edits/issue-reason.js";
import { joinLines } from "../../edits/match/lines.js";
import { CANONICAL_MARKERS, isDividerMarker, isReplaceMarker, isSearchMarker } from "./markers.js";

const DIVIDER = CANONICAL_MARKERS.divider;
const REPLACE = CANONICAL_MARKERS.replace;
const NEXT = "the next SEARCH marker";

export type BlockRead =
  | { ok: true; search: string; replace: string; next: number }
  | {
      ok: false;
      code: "malformed" | "unterminated";
      reason: ParseReason;
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
    if (isSearchMarker(line))
      return broken("malformed", { kind: "missing-marker", expected: DIVIDER, before: NEXT }, i);
    if (isReplaceMarker(line))
      return broken(
        "malformed",
        { kind: "marker-early", found: "a REPLACE marker", expected: DIVIDER },
        i + 1,
      );
    search.push(line);
  }
  if (i >= lines.length) return broken("unterminated", { kind: "reply-ended", expected: DIVIDER }, i);
  const replace: string[] = [];
  for (i += 1; i < lines.length && !isReplaceMarker(lines[i] ?? ""); i++) {
    const line = lines[i] ?? "";
    if (isSearchMarker(line))
      return broken("malformed", { kind: "missing-marker", expected: REPLACE, before: NEXT }, i);
    // A second divider right before the REPLACE marker is the model closing twice, not a line of text
    // (Aider ends the block there, Roo rejects it; written into the file it breaks the code).
    if (isDividerMarker(line) && isReplaceMarker(lines[i + 1] ?? "")) continue;
    replace.push(line);
  }
  if (i >= lines.length) return broken("unterminated", { kind: "reply-ended", expected: REPLACE }, i);
  return { ok: true, search: joinLines(search), replace: joinLines(replace), next: i + 1 };
}

function broken(code: "malformed" | "unterminated", reason: ParseReason, next: number): BlockRead {
  return { ok: false, code, reason, next };
}
