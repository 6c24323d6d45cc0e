// Line diffs with bounded cost: jsdiff's Myers search is given an edit-length cap scaled to the input
// (about 4·10^7 cells), and past it the change is shown as one hunk between the common head and tail.
// A whole-file rewrite of 20,000 short lines costs a fraction of a second, never minutes. Pure.
import { createTwoFilesPatch, diffLines, type ChangeObject } from "diff";

const WORK = 40_000_000;
const CONTEXT = 3;

/** The largest edit length worth searching for texts of this size. */
export function editLengthBound(a: string, b: string): number {
  const lines = countLines(a) + countLines(b) + 2;
  return Math.max(200, Math.ceil(WORK / lines));
}

/** A unified diff like jsdiff's createTwoFilesPatch (3 lines of context unless told), bounded in cost. */
export function boundedPatch(
  oldName: string,
  newName: string,
  before: string,
  after: string,
  context = CONTEXT,
): string {
  const patch = createTwoFilesPatch(oldName, newName, before, after, "", "", {
    context,
    maxEditLength: editLengthBound(before, after),
  });
  return patch ?? oneHunkPatch(oldName, newName, before, after);
}

/** jsdiff's diffLines, bounded: past the cap, the common head, one removal, one addition, the tail. */
export function boundedDiffLines(before: string, after: string): ChangeObject<string>[] {
  const parts = diffLines(before, after, { maxEditLength: editLengthBound(before, after) });
  if (parts) return parts;
  const { a, b, head, tail } = split(before, after);
  const part = (lines: string[], kind: "added" | "removed" | "same"): ChangeObject<string>[] =>
    lines.length === 0
      ? []
      : [
          {
            value: lines.join(""),
            count: lines.length,
            added: kind === "added",
            removed: kind === "removed",
          },
        ];
  return [
    ...part(a.slice(0, head), "same"),
    ...part(a.slice(head, a.length - tail), "removed"),
    ...part(b.slice(head, b.length - tail), "added"),
    ...part(a.slice(a.length - tail), "same"),
  ];
}

function oneHunkPatch(oldName: string, newName: string, before: string, after: string): string {
  const { a, b, head, tail } = split(before, after);
  const from = Math.max(0, head - CONTEXT);
  const aEnd = Math.min(a.length, a.length - tail + CONTEXT);
  const bEnd = Math.min(b.length, b.length - tail + CONTEXT);
  const oldCount = aEnd - from;
  const newCount = bEnd - from;
  const lines = [
    ...a.slice(from, head).map((l) => ` ${l}`),
    ...a.slice(head, a.length - tail).map((l) => `-${l}`),
    ...b.slice(head, b.length - tail).map((l) => `+${l}`),
    ...a.slice(a.length - tail, aEnd).map((l) => ` ${l}`),
  ].map((l) => (l.endsWith("\n") ? l : `${l}\n\\ No newline at end of file\n`));
  const range = (start: number, count: number) => `${count === 0 ? start : start + 1},${count}`;
  return (
    `${"=".repeat(67)}\n--- ${oldName}\n+++ ${newName}\n` +
    `@@ -${range(from, oldCount)} +${range(from, newCount)} @@\n${lines.join("")}`
  );
}

/** Lines (each keeping its "\n") and the lengths of the common head and tail. */
function split(before: string, after: string): { a: string[]; b: string[]; head: number; tail: number } {
  const a = before.match(/[^\n]*\n|[^\n]+$/g) ?? [];
  const b = after.match(/[^\n]*\n|[^\n]+$/g) ?? [];
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  )
    tail++;
  return { a, b, head, tail };
}

function countLines(text: string): number {
  let count = 0;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) count++;
  return count;
}
