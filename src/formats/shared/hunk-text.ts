// Line helpers shared by the udiff and patch formats: reply lines, fence lines, hunk bodies.
// Pure: strings only; the diff between SEARCH and REPLACE comes from jsdiff, never hand-rolled.
import { boundedDiffLines } from "../../edits/bounded-diff.js";
import type { Fence } from "../../edits/edit.js";
import { FENCES } from "../../core/fences.js";
import { splitLines } from "../../edits/match/lines.js";

/**
 * Splits a reply into lines. While streaming, the last line may be cut mid-way, so it is dropped
 * unless the reply ends with a newline.
 */
export function replyLines(reply: string, partial: boolean): string[] {
  const lines = reply.replace(/\r\n/g, "\n").split("\n");
  if (partial || reply.endsWith("\n")) lines.pop();
  return lines;
}

/** Whether a line, unindented, is the closing line of any known fence. */
export function closesAnyFence(line: string): boolean {
  const text = line.trimEnd();
  return FENCES.some((fence) => text === fence.close);
}

/** The fence's opening line, carrying `tag` where the fence takes tags (backticks). */
export function fenceOpenLine(fence: Fence, tag: string): string {
  return fence.open.startsWith("`") ? fence.open + tag : fence.open;
}

/**
 * A hunk body (` `/`-`/`+` lines) whose context+removed lines spell `search` and whose context+added
 * lines spell `replace`, computed with jsdiff's line diff.
 */
export function hunkBody(search: string, replace: string): string[] {
  const out: string[] = [];
  let removed: string[] = [];
  const flush = (added: string[]) => {
    // `--- x` followed by `+++ y` would read back as a file header; the order of `-` and `+` lines
    // inside one change does not alter the texts, so put the additions first then.
    const clash = removed.at(-1)?.startsWith("-- ") && added[0]?.startsWith("++ ");
    const first = clash ? added : removed;
    const second = clash ? removed : added;
    out.push(...first.map((l) => (first === added ? "+" : "-") + l));
    out.push(...second.map((l) => (second === added ? "+" : "-") + l));
    removed = [];
  };
  for (const part of boundedDiffLines(search, replace)) {
    const lines = splitLines(part.value);
    if (part.removed) {
      flush([]);
      removed = lines;
    } else if (part.added) flush(lines);
    else {
      flush([]);
      out.push(...lines.map((l) => " " + l));
    }
  }
  flush([]);
  return out;
}
