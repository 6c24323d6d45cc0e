// Writes REPLACE lines in a file's own indentation when SEARCH differs from the file only in
// whitespace. The REPLACE is anchored on the lines it shares verbatim with SEARCH: each anchor's
// offset to the file (file column − SEARCH column) is the shift of the REPLACE. Uniform offsets
// shift every written line by that one amount; when they disagree (a SEARCH whose first line lost
// its indentation and a REPLACE copying both), a written line takes the offset its nearest anchors
// agree on. Without anchors each written line takes the offset of the file line it stands for, and
// those must agree. Otherwise the block is refused (undefined): the REPLACE's base is unclear.
// Each written line keeps the style (tabs or spaces) of the file line it stands for. Pure; lines
// inside strings stay as given.
import { isBlank, leadingWhitespace } from "./lines.js";
import { stringInterior } from "./string-interior.js";
import { alignedPairs } from "./three-way.js";

const TAB_UNITS = [4, 2, 8] as const;

/** The column an indentation reaches, a tab moving to the next multiple of `unit`. */
export function indentWidth(line: string, unit: number): number {
  let column = 0;
  for (const char of leadingWhitespace(line))
    column = char === "\t" ? (Math.floor(column / unit) + 1) * unit : column + 1;
  return column;
}

/** The tab width under which SEARCH and file indentation differ most uniformly. */
function tabUnit(search: readonly string[], file: readonly string[]): number {
  let best: { unit: number; spread: number } = { unit: 4, spread: Infinity };
  for (const unit of TAB_UNITS) {
    const deltas = new Set<number>();
    search.forEach((line, i) => {
      const other = file[i] ?? "";
      if (!isBlank(line) && !isBlank(other)) deltas.add(indentWidth(other, unit) - indentWidth(line, unit));
    });
    if (deltas.size < best.spread) best = { unit, spread: deltas.size };
  }
  return best.unit;
}

/** The nearest line at or around `at` that is non-blank in both SEARCH and the file. */
function pairedLine(search: readonly string[], file: readonly string[], at: number): number | undefined {
  const usable = (j: number): boolean => !isBlank(search[j] ?? "") && !isBlank(file[j] ?? "");
  for (let d = 0; d < search.length + 1; d++) {
    if (usable(at - d)) return at - d;
    if (usable(at + d)) return at + d;
  }
  return undefined;
}

interface Style {
  unit: number;
  /** The block's files lines are mostly tab-indented: used where the paired line has no indentation. */
  tabs: boolean;
}

function restyle(line: string, column: number, fileLine: string, style: Style): string {
  const { unit } = style;
  const fileIndent = leadingWhitespace(fileLine);
  const tabs = fileIndent === "" ? style.tabs : fileIndent.includes("\t");
  const at = Math.max(0, column);
  const indent = tabs ? "\t".repeat(Math.floor(at / unit)) + " ".repeat(at % unit) : " ".repeat(at);
  return indent + line.slice(leadingWhitespace(line).length);
}

function blockStyle(search: readonly string[], file: readonly string[]): Style {
  const indented = file.filter((line) => leadingWhitespace(line) !== "" && !isBlank(line));
  const tabbed = indented.filter((line) => line.startsWith("\t")).length;
  return { unit: tabUnit(search, file), tabs: tabbed * 2 > indented.length };
}

/** An anchor: REPLACE line `at` is SEARCH line `line` verbatim, whose file line sits `offset` columns off. */
interface Anchor {
  at: number;
  offset: number;
}

/** The one offset every anchor has, or undefined when they disagree (or there are none). */
function uniformShift(anchors: readonly Anchor[]): number | undefined {
  const first = anchors[0];
  return first && anchors.every((a) => a.offset === first.offset) ? first.offset : undefined;
}

/** The shift for REPLACE line `k` from disagreeing anchors: what its nearest above and below agree on. */
function anchoredShift(k: number, anchors: readonly Anchor[]): number | undefined {
  const above = anchors.findLast((a) => a.at < k);
  const below = anchors.find((a) => a.at > k);
  if (above && below && above.offset !== below.offset) return undefined;
  return (above ?? below)?.offset;
}

/**
 * REPLACE with every line SEARCH does not have verbatim re-indented to the file (see above), or
 * undefined when the lines it writes have no clear base.
 */
export function respace(
  search: readonly string[],
  file: readonly string[],
  replace: readonly string[],
): string[] | undefined {
  const style = blockStyle(search, file);
  const { unit } = style;
  const inside = stringInterior(replace);
  const searchInside = stringInterior(search);
  const pairs = alignedPairs(search, replace, (a, b) => a === b) ?? [];
  const anchors: Anchor[] = [];
  for (const [i, k] of pairs) {
    const line = search[i] as string;
    const fileLine = file[i] ?? "";
    if (searchInside[i] || inside[k] || isBlank(line) || isBlank(fileLine)) continue;
    anchors.push({ at: k, offset: indentWidth(fileLine, unit) - indentWidth(line, unit) });
  }
  const uniform = uniformShift(anchors);
  const out = [...replace];
  // Without an anchor, each written line is shifted as the file line it stands for: one offset for all.
  const shifts = new Set<number>();
  let b = 0;
  let r = 0;
  for (const [pb, pr] of [...pairs, [search.length, replace.length] as const]) {
    for (let k = r; k < pr; k++) {
      const line = replace[k] as string;
      if (inside[k] || isBlank(line)) continue;
      // A rewritten line stands for the SEARCH line it replaces; an added one for the line above it.
      const j = pairedLine(search, file, pb > b ? Math.min(b + k - r, pb - 1) : b - 1);
      const fileLine = j === undefined ? "" : (file[j] as string);
      const own = j === undefined ? 0 : indentWidth(fileLine, unit) - indentWidth(search[j] as string, unit);
      const shift = anchors.length === 0 ? own : (uniform ?? anchoredShift(k, anchors));
      if (shift === undefined) return undefined;
      shifts.add(shift);
      if (anchors.length === 0 && shifts.size > 1) return undefined;
      out[k] = restyle(line, indentWidth(line, unit) + shift, fileLine, style);
    }
    b = pb + 1;
    r = pr + 1;
  }
  return out;
}
