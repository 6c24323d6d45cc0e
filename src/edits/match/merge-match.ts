// Turns a located window into a Match through the three-way merge (three-way.ts): the file keeps its
// own version of every line REPLACE does not change. Shared by every tolerant stage; pure.
import type { FileView } from "./lines.js";
import type { Located, Match } from "./located.js";
import { threeWayMerge, type MergeInput } from "./three-way.js";

export type MergeRules = Pick<MergeInput, "same" | "adjust" | "adjustString">;

export interface MergeWindow {
  /** File lines [start, end) the SEARCH was located at (a fuzzy window may hold extra lines at its edges). */
  start: number;
  end: number;
  search: readonly string[];
  replace: readonly string[];
  /** Extra file lines each end may hold beyond the located lines (a widened fuzzy window). */
  slack?: readonly [number, number];
}

/** The merged match, or a conflict naming why the file's lines cannot take the change. */
export function mergeMatch(view: FileView, window: MergeWindow, rules: MergeRules): Located {
  const { start, end } = window;
  const ours = view.lines.slice(start, end);
  const merged = threeWayMerge({
    base: window.search,
    ours,
    theirs: window.replace,
    ...rules,
    ...(window.slack && { slack: window.slack }),
  });
  if (!merged.ok) return { kind: "conflict", conflict: merged.conflict, start, end };
  const from = start + merged.trim[0];
  const to = end - merged.trim[1];
  const text = merged.lines.map((line) => `${line}\n`).join("");
  const match: Match = { start: from, end: to, pieces: [{ start: from, end: to, text }] };
  return { kind: "unique", match };
}
