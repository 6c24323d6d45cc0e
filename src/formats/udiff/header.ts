// Reads the `--- old` / `+++ new` header pair of a unified diff into the file a hunk edits.
// Pure: path text only; path safety is the workspace's job.
import type { ParseReason } from "../../edits/issue-reason.js";
import { cleanPathLine, matchReplyPath, normalizeReplyPath } from "../../edits/reply-path.js";

export type UdiffHeader =
  /** `create`: the `---` side is /dev/null, a new file. */
  | { kind: "edit"; path: string; create?: boolean }
  | { kind: "delete"; path: string }
  | { kind: "invalid"; reason: ParseReason };

/** Whether lines i and i+1 form a file header pair. */
export function isHeaderAt(lines: readonly string[], i: number): boolean {
  return (lines[i] ?? "").startsWith("--- ") && (lines[i + 1] ?? "").startsWith("+++ ");
}

/** One side's path: a timestamp after a tab dropped, `/dev/null` → null, a git `a/`/`b/` prefix dropped. */
function sidePath(line: string, files: readonly string[]): string | null {
  const raw = (line.slice(4).split("\t")[0] ?? "").trim();
  if (raw === "/dev/null") return null;
  const cleaned = normalizeReplyPath(cleanPathLine(raw));
  if (files.some((file) => normalizeReplyPath(file) === cleaned)) return cleaned;
  return matchReplyPath(cleaned.replace(/^[ab]\//, ""), files);
}

/** The file a header pair names: the `+++` side, or the `---` side when `+++` is /dev/null (a deletion). */
export function readHeader(minus: string, plus: string, files: readonly string[]): UdiffHeader {
  const before = sidePath(minus, files);
  const after = sidePath(plus, files);
  if (after === "") return { kind: "invalid", reason: { kind: "names-no-file", part: "the +++ header" } };
  if (after !== null)
    return before === null ? { kind: "edit", path: after, create: true } : { kind: "edit", path: after };
  if (before === null || before === "") {
    return {
      kind: "invalid",
      reason: { kind: "both-empty", first: "---", second: "+++", empty: "/dev/null" },
    };
  }
  return { kind: "delete", path: before };
}
