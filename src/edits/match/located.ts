// What a cascade stage finds, and the one rule that picks among candidates: unique, or nearest below
// the anchors, optionally pinned to the end of the file. Never first-match-wins.
import type { MergeConflict } from "../issue-reason.js";
import type { FileView } from "./lines.js";

/** One region of original lines (0-based, `end` exclusive) and the text that replaces it. */
export interface Piece {
  start: number;
  end: number;
  text: string;
}

export interface Match {
  start: number;
  end: number;
  pieces: Piece[];
  similarity?: number;
}

export type Located =
  | { kind: "none" }
  | { kind: "unique"; match: Match }
  | { kind: "ambiguous"; candidates: number[] }
  /** Found at lines [start, end), but the file differs from SEARCH where REPLACE changes it. */
  | { kind: "conflict"; conflict: MergeConflict; start: number; end: number };

/** Where a SEARCH may land: from line `from` on; `nearest` after anchors; `atEnd` for EOF. */
export interface Region {
  from: number;
  nearest: boolean;
  atEnd: boolean;
}

/** The input every stage receives; `search`/`replace` are whole-line texts. */
export interface StageInput {
  view: FileView;
  search: string;
  replace: string;
  region: Region;
}

export type Stage = (input: StageInput) => Located;

export const NONE: Located = { kind: "none" };

export function singlePiece(start: number, end: number, text: string): Match {
  return { start, end, pieces: [{ start, end, text }] };
}

/** Applies the region's rules to a stage's raw candidates. */
export function select(matches: readonly Match[], region: Region, lineCount: number): Located {
  const fits = matches.filter((m) => m.start >= region.from && (!region.atEnd || m.end === lineCount));
  if (fits.length === 0) return NONE;
  if (region.nearest) {
    const nearest = fits.reduce((best, m) => (m.start < best.start ? m : best));
    return { kind: "unique", match: nearest };
  }
  if (fits.length === 1) return { kind: "unique", match: fits[0] as Match };
  const candidates = [...new Set(fits.map((m) => m.start + 1))].sort((a, b) => a - b);
  return { kind: "ambiguous", candidates };
}

/** The file text with every piece's original lines replaced, pieces in ascending order. */
export function applyPieces(view: FileView, pieces: readonly Piece[]): string {
  const { content, offsets } = view;
  let out = "";
  let pos = 0;
  for (const piece of pieces) {
    out += content.slice(pos, offsets[piece.start]) + piece.text;
    pos = offsets[piece.end] as number;
  }
  return out + content.slice(pos);
}
