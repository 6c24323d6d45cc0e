// Writes an edited file whose lines end in a mix of CRLF and LF so that every line the edit did not
// touch keeps its own ending; only new lines take the file's usual one. Pure. The line diff is
// bounded (jsdiff's maxEditLength, then the common head and tail), like every diff kerf computes.
import { diffArrays } from "diff";

const WORK = 40_000_000;

/** `raw` is the original text (BOM removed, endings as they were); `text` the edited LF text. */
export function withOriginalEndings(raw: string, text: string, usual: "\n" | "\r\n"): string {
  const old = raw.match(/[^\n]*\n|[^\n]+$/g) ?? [];
  const oldLines = old.map((line) => line.replace(/\r?\n$/, ""));
  const endings = old.map((line) => (line.endsWith("\r\n") ? "\r\n" : line.endsWith("\n") ? "\n" : ""));
  const newLines = text.endsWith("\n") ? text.slice(0, -1).split("\n") : text.split("\n");
  const kept = keptLines(oldLines, newLines);
  let out = "";
  for (let j = 0; j < newLines.length; j++) {
    const from = kept.get(j);
    const ending = from !== undefined ? endings[from] || usual : usual;
    out += (newLines[j] as string) + ending;
  }
  return out;
}

/** New line index → the old line it is an unchanged copy of. */
function keptLines(oldLines: string[], newLines: string[]): Map<number, number> {
  const kept = new Map<number, number>();
  const maxEditLength = Math.max(200, Math.ceil(WORK / (oldLines.length + newLines.length + 2)));
  const parts = diffArrays(oldLines, newLines, { maxEditLength });
  if (parts) {
    let i = 0;
    let j = 0;
    for (const part of parts) {
      const count = part.value.length;
      if (!part.added && !part.removed) for (let k = 0; k < count; k++) kept.set(j + k, i + k);
      if (!part.added) i += count;
      if (!part.removed) j += count;
    }
    return kept;
  }
  let head = 0;
  while (head < oldLines.length && head < newLines.length && oldLines[head] === newLines[head])
    kept.set(head, head++);
  for (let tail = 1; tail <= Math.min(oldLines.length, newLines.length) - head; tail++) {
    if (oldLines[oldLines.length - tail] !== newLines[newLines.length - tail]) break;
    kept.set(newLines.length - tail, oldLines.length - tail);
  }
  return kept;
}
