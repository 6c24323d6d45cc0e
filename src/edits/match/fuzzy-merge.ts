// The fuzzy stage's window as a three-way merge: SEARCH is aligned to the file around the window by
// a line diff, the block's indentation offset is read from the aligned lines, and only differences the
// cascade normalises (that offset, trailing spaces, Unicode punctuation, escapes) count as equal.
import { firstLineDelta, indentTransform, reindentLine, type LineTransform } from "./indent-delta.js";
import { isBlank, splitLines } from "./lines.js";
import type { Located, StageInput } from "./located.js";
import { mergeMatch } from "./merge-match.js";
import { stringInterior } from "./string-interior.js";
import { stringTransform } from "./string-shift.js";
import { alignedPairs } from "./three-way.js";
import { normalizePunctuation } from "./unicode.js";

// The window grows by this many lines each side (plus a share of SEARCH) so lines SEARCH lacks fit.
const MARGIN = 2;
const MAX_MARGIN = 50;

const content = (line: string): string => normalizePunctuation(line).trim();

/** The indentation offset the aligned code line pairs agree on (else the first pair's), and the
 *  transform for lines inside a multi-line string (string-shift.ts). */
function transformsFor(search: readonly string[], file: readonly string[]): [LineTransform, LineTransform] {
  const interior = stringInterior(search);
  const aligned = alignedPairs(search, file, (a, b) => content(a) === content(b)) ?? [];
  const pairs = aligned.filter(([b]) => !interior[b]);
  const searchSide = pairs.map(([b]) => search[b] as string);
  const fileSide = pairs.map(([, o]) => file[o] as string);
  const uniform = indentTransform(fileSide, searchSide);
  const delta = firstLineDelta(
    fileSide.length > 0 ? fileSide : file,
    searchSide.length > 0 ? searchSide : search,
  );
  const adjust = uniform ?? ((line: string) => reindentLine(line, delta));
  const strings = aligned
    .filter(([b]) => interior[b])
    .map(([b, o]) => [search[b], file[o]] as [string, string]);
  return [adjust, stringTransform(strings, adjust)];
}

export function fuzzyMerge(input: StageInput, found: { start: number; end: number }): Located {
  const { view, region } = input;
  const search = splitLines(input.search);
  const margin = Math.min(MAX_MARGIN, MARGIN + Math.ceil(search.length / 4));
  const start = Math.max(region.from, found.start - margin);
  const end = Math.min(view.lineCount, found.end + margin);
  const [adjust, adjustString] = transformsFor(search, view.lines.slice(start, end));
  // Inside a multi-line string the indentation is content: such lines are compared as the string's
  // transform writes them.
  const interior = stringInterior(search);
  const literal = new Set(search.filter((_, i) => interior[i]));
  const exact = (line: string): string => normalizePunctuation(line).trimEnd();
  const same = (a: string, b: string): boolean =>
    isBlank(a) ? isBlank(b) : exact(literal.has(a) ? adjustString(a) : adjust(a)) === exact(b);
  const slack = [found.start - start, end - found.end] as const;
  const window = { start, end, search, replace: splitLines(input.replace), slack };
  return mergeMatch(view, window, { same, adjust, adjustString });
}
