// Stage 6: `...` lines in SEARCH (and at the same places in REPLACE) elide unchanged code; the pieces
// between them are located in order, each uniquely, and replaced piecewise.
import { blankLinesStage } from "./blank-lines.js";
import { exactStage } from "./exact.js";
import { indentationStage } from "./indentation.js";
import { isBlank, joinLines, splitLines } from "./lines.js";
import { NONE, type Located, type Piece, type Stage, type StageInput } from "./located.js";
import { unicodeStage } from "./unicode.js";
import { trailingWhitespaceStage } from "./whitespace.js";

const PIECE_STAGES: readonly Stage[] = [
  exactStage,
  trailingWhitespaceStage,
  indentationStage,
  blankLinesStage,
  unicodeStage,
];

const isElision = (line: string): boolean => line.trim() === "...";

function splitOnElisions(text: string): string[][] {
  const pieces: string[][] = [[]];
  for (const line of splitLines(text)) {
    if (isElision(line)) pieces.push([]);
    else (pieces[pieces.length - 1] as string[]).push(line);
  }
  return pieces;
}

function locatePiece(input: StageInput): Located {
  for (const stage of PIECE_STAGES) {
    const located = stage(input);
    if (located.kind !== "none") return located;
  }
  return NONE;
}

export function elisionStage(input: StageInput): Located {
  const searchPieces = splitOnElisions(input.search);
  const replacePieces = splitOnElisions(input.replace);
  if (searchPieces.length < 2 || searchPieces.length !== replacePieces.length) return NONE;
  return locatePieces(input, searchPieces, replacePieces);
}

/** Locates SEARCH pieces in order, each uniquely below the one before, and replaces each by its
 *  REPLACE piece. Also used for hunks that skip file lines (skipped-lines.ts). */
export function locatePieces(
  input: StageInput,
  searchPieces: readonly string[][],
  replacePieces: readonly string[][],
): Located {
  const lastReal = searchPieces.findLastIndex((lines) => !lines.every(isBlank));
  const pieces: Piece[] = [];
  let from = input.region.from;
  for (let k = 0; k < searchPieces.length; k++) {
    const search = searchPieces[k] as string[];
    const replace = replacePieces[k] ?? [];
    if (search.every(isBlank)) {
      // Text added next to an elision has no place to go: refuse rather than guess.
      if (!replace.every(isBlank)) return NONE;
      continue;
    }
    const region = { ...input.region, from, atEnd: input.region.atEnd && k === lastReal };
    const piece = { ...input, region, search: joinLines(search), replace: joinLines(replace) };
    const located = locatePiece(piece);
    if (located.kind !== "unique") return located;
    pieces.push(...located.match.pieces);
    from = located.match.end;
  }
  const first = pieces[0];
  const last = pieces[pieces.length - 1];
  if (!first || !last) return NONE;
  return { kind: "unique", match: { start: first.start, end: last.end, pieces } };
}
