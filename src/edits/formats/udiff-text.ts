// Line helpers shared by the udiff and patch formats: text <-> whole lines, fence lines, hunk bodies.
// Pure: strings only; the diff between SEARCH and REPLACE comes from jsdiff, never hand-rolled.
import { diffLines } from "diff";
import type { Fence } from "../edit.js";
import { FENCES } from "../fences.js";

/** Whole LF lines of an IR text ("" → no lines). */
export function textLines(text: string): string[] {
  if (text === "") return [];
  const body = text.endsWith("\n") ? text.slice(0, -1) : text;
  return body.split("\n");
}

/** The IR text of whole lines: each ends with "\n". */
export function linesText(lines: readonly string[]): string {
  return lines.map((line) => line + "\n").join("");
}

/**
 * Splits a reply into lines. While streaming, the last line may be cut mid-way, so it is dropped
 * unless the reply ends with a newline.
 */
export function replyLines(reply: string, partial: boolean): string[] {
  const lines = reply.replace(/\r\n/g, "\n").split("\n");
  if (partial || reply.endsWith("\n")) lines.pop();
  return lines;
}

// Longest opener first: "````" must not be read as "```" plus a stray backtick tag.
const OPENERS = [...FENCES].sort((a, b) => b.open.length - a.open.length);

/** The fence a line opens (an optional language tag after the opener), if any. */
export function fenceOpenedBy(line: string): Fence | undefined {
  const text = line.trim();
  return OPENERS.find(
    (fence) => text.startsWith(fence.open) && /^[\w+.#-]*$/.test(text.slice(fence.open.length)),
  );
}

/** Whether a line, unindented, is the closing line of any known fence. */
export function isFenceClose(line: string): boolean {
  const text = line.trimEnd();
  return FENCES.some((fence) => text === fence.close);
}

/** The fence's opening line, with a `diff` tag where the fence carries tags (backticks). */
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
  for (const part of diffLines(search, replace)) {
    const lines = textLines(part.value);
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
