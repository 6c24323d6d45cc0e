// Locates V4A `@@` anchor lines in order: each is sought below the previous one, exactly first and
// then ignoring surrounding whitespace. The first hit wins here; anchors exist to disambiguate.
import type { FileView } from "./lines.js";

export type AnchorResult =
  { ok: true; from: number; lastLine?: number } | { ok: false; anchor: string; index: number };

function findFrom(lines: readonly string[], wanted: string, from: number): number {
  const exact = lines.indexOf(wanted, from);
  if (exact !== -1) return exact;
  const trimmed = wanted.trim();
  for (let i = from; i < lines.length; i++) if ((lines[i] as string).trim() === trimmed) return i;
  return -1;
}

/** `from`: the first line below the last anchor; `lastLine`: that anchor's 0-based line. */
export function locateAnchors(view: FileView, anchors: readonly string[]): AnchorResult {
  let from = 0;
  let lastLine: number | undefined;
  for (const [index, anchor] of anchors.entries()) {
    const at = findFrom(view.lines, anchor, from);
    if (at === -1) return { ok: false, anchor, index };
    lastLine = at;
    from = at + 1;
  }
  return lastLine === undefined ? { ok: true, from } : { ok: true, from, lastLine };
}
