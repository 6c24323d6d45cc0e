// Writes REPLACE lines in a file's own indentation when SEARCH differs from the file only in
// whitespace: each changed line takes the indentation of the file line it stands for, shifted as
// REPLACE shifted it, in that line's style (tabs or spaces). Pure; lines inside strings stay as given.
import { isBlank, leadingWhitespace } from "./lines.js";
import { stringInterior } from "./string-interior.js";
import { alignedPairs } from "./three-way.js";

const TAB_UNITS = [4, 2, 8] as const;

/** The column an indentation reaches, a tab moving to the next multiple of `unit`. */
function width(line: string, unit: number): number {
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
      if (!isBlank(line) && !isBlank(other)) deltas.add(width(other, unit) - width(line, unit));
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

function restyle(line: string, searchLine: string, fileLine: string, style: Style): string {
  const { unit } = style;
  const column = Math.max(0, width(line, unit) - width(searchLine, unit) + width(fileLine, unit));
  const fileIndent = leadingWhitespace(fileLine);
  const tabs = fileIndent === "" ? style.tabs : fileIndent.includes("\t");
  const indent = tabs
    ? "\t".repeat(Math.floor(column / unit)) + " ".repeat(column % unit)
    : " ".repeat(column);
  return indent + line.slice(leadingWhitespace(line).length);
}

function blockStyle(search: readonly string[], file: readonly string[]): Style {
  const indented = file.filter((line) => leadingWhitespace(line) !== "" && !isBlank(line));
  const tabbed = indented.filter((line) => line.startsWith("\t")).length;
  return { unit: tabUnit(search, file), tabs: tabbed * 2 > indented.length };
}

/** REPLACE with every line SEARCH does not have verbatim re-indented to the file (see above). */
export function respace(
  search: readonly string[],
  file: readonly string[],
  replace: readonly string[],
): string[] {
  const style = blockStyle(search, file);
  const inside = stringInterior(replace);
  const pairs = alignedPairs(search, replace, (a, b) => a === b) ?? [];
  const out = [...replace];
  let b = 0;
  let r = 0;
  for (const [pb, pr] of [...pairs, [search.length, replace.length] as const]) {
    for (let k = r; k < pr; k++) {
      const line = replace[k] as string;
      if (inside[k] || isBlank(line)) continue;
      // A rewritten line stands for the SEARCH line it replaces; an added one for the line above it.
      const j = pairedLine(search, file, pb > b ? Math.min(b + k - r, pb - 1) : b - 1);
      if (j !== undefined) out[k] = restyle(line, search[j] as string, file[j] as string, style);
    }
    b = pb + 1;
    r = pr + 1;
  }
  return out;
}
