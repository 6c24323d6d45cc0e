// Stage 10, the last resort: a SEARCH that splits one file line over several (or joins several) is
// compared with all whitespace and line breaks removed. Only a unique run of whole file lines is
// taken; REPLACE replaces it as written, re-indented by the first line's offset. Pure.
import { firstLineDelta, reindentLine } from "./indent-delta.js";
import { joinLines, splitLines, type FileView } from "./lines.js";
import { collapseSpaces } from "./spacing.js";
import { NONE, select, singlePiece, type Located, type Match, type StageInput } from "./located.js";

const squeeze = (line: string): string => line.replace(/\s+/g, "");

/** The file's lines without whitespace, from the spacing stage's cached keys (one space per run). */
const squeezedLines = (view: FileView): string[] =>
  view.memo("squeezed-lines", () =>
    view.keys("spacing", collapseSpaces).map((key) => (key.includes(" ") ? key.replaceAll(" ", "") : key)),
  );

/** The file's lines squeezed and concatenated, with where each line starts in that text. */
interface Joined {
  text: string;
  /** starts[i]: offset of line i in `text`; starts[lineCount] = text.length. */
  starts: number[];
  /** The first line starting at each offset that begins a non-blank line. */
  lineAt: Map<number, number>;
  /** The last line ending at each offset that ends a non-blank line. */
  lineEndingAt: Map<number, number>;
}

function joined(view: FileView): Joined {
  return view.memo("joined-lines", () => {
    const keys = squeezedLines(view);
    const starts: number[] = [];
    const lineAt = new Map<number, number>();
    const lineEndingAt = new Map<number, number>();
    let text = "";
    keys.forEach((key, i) => {
      starts.push(text.length);
      if (key === "") return;
      if (!lineAt.has(text.length)) lineAt.set(text.length, i);
      text += key;
      lineEndingAt.set(text.length, i);
    });
    starts.push(text.length);
    return { text, starts, lineAt, lineEndingAt };
  });
}

/** Whether some file line, squeezed, begins `target` (a match starts with a whole line): a cheap
 *  test that rules out almost every SEARCH before the per-line work. */
function someLineStarts(view: FileView, target: string): boolean {
  for (const key of view.keys("spacing", collapseSpaces)) {
    if (key === "" || key[0] !== target[0]) continue;
    if (target.startsWith(key.includes(" ") ? key.replaceAll(" ", "") : key)) return true;
  }
  return false;
}

export function joinedLinesStage({ view, search, replace, region }: StageInput): Located {
  const searchLines = splitLines(search);
  const target = searchLines.map(squeeze).join("");
  if (target === "") return NONE;
  // One pass over the whole text rules out almost every SEARCH before any per-line work.
  if (!someLineStarts(view, target)) return NONE;
  const { text, lineAt, lineEndingAt } = joined(view);
  const matches: Match[] = [];
  for (let at = text.indexOf(target); at !== -1; at = text.indexOf(target, at + 1)) {
    const first = lineAt.get(at);
    const last = lineEndingAt.get(at + target.length);
    if (first === undefined || last === undefined) continue;
    const delta = firstLineDelta(view.lines.slice(first, last + 1), searchLines);
    const written = joinLines(splitLines(replace).map((line) => reindentLine(line, delta)));
    matches.push(singlePiece(first, last + 1, written));
  }
  return matches.length === 0 ? NONE : select(matches, region, view.lineCount);
}
