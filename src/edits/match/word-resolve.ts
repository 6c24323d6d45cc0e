// Resolves line conflicts of the three-way merge (three-way.ts) at word level: where the file changed
// one SEARCH line (a typo SEARCH has and the file does not) and REPLACE rewrote that same line, the
// two changes merge word by word (word-merge.ts). A REPLACE hunk of one SEARCH line and several new
// lines merges into the one line that merges cleanly, and only when exactly one does. Pure.
import type { Hunk } from "./three-way.js";
import { mergeWords } from "./word-merge.js";

/** Ours hunks that replace lines one for one, split into one hunk per line; others as they are. */
function singleLines(hunks: readonly Hunk[]): Hunk[] {
  return hunks.flatMap((h) =>
    h.end - h.start === h.lines.length && h.lines.length > 1
      ? h.lines.map((line, k) => ({
          start: h.start + k,
          end: h.start + k + 1,
          from: h.from + k,
          lines: [line],
        }))
      : [h],
  );
}

/** The index into `t.lines` where base line `j`, changed by the file to `ours`, merges; or undefined. */
function mergeInto(t: Hunk, j: number, base: string, ours: string): { k: number; line: string } | undefined {
  const m = t.end - t.start;
  if (m === t.lines.length) {
    const k = j - t.start;
    const line = mergeWords(base, ours, t.lines[k] as string);
    return line === undefined ? undefined : { k, line };
  }
  if (m !== 1) return undefined;
  const clean = t.lines.flatMap((theirs, k) => {
    const line = mergeWords(base, ours, theirs);
    return line === undefined ? [] : [{ k, line }];
  });
  return clean.length === 1 ? clean[0] : undefined;
}

/**
 * The hunks with every word-mergeable clash folded into REPLACE's hunk (the file's hunk dropped), or
 * undefined when a clashing ours hunk cannot be merged that way.
 */
export function resolveByWords(
  base: readonly string[],
  oursHunks: readonly Hunk[],
  theirsHunks: readonly Hunk[],
  clashes: (o: Hunk, t: Hunk) => boolean,
): { oursHunks: Hunk[]; theirsHunks: Hunk[] } | undefined {
  const theirs = theirsHunks.map((t) => ({ ...t, lines: [...t.lines] }));
  const ours: Hunk[] = [];
  for (const o of singleLines(oursHunks)) {
    const hit = theirs.filter((t) => clashes(o, t));
    if (hit.length === 0) {
      ours.push(o);
      continue;
    }
    const t = hit[0] as Hunk;
    const oneLine = o.end - o.start === 1 && o.lines.length === 1 && hit.length === 1;
    if (!oneLine || t.start === t.end || o.start < t.start || o.start >= t.end) return undefined;
    const merged = mergeInto(t, o.start, base[o.start] as string, o.lines[0] as string);
    if (!merged) return undefined;
    t.lines[merged.k] = merged.line;
  }
  return { oursHunks: ours, theirsHunks: theirs };
}
