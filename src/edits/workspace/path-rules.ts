// Lexical path safety: turns a path from a model into a normalised project-relative POSIX path or a
// refusal. Pure: no fs. Symlinks are checked by the fs workspace on top of this.
import path from "node:path";
import { hasControl } from "../../trust/escape-control.js";
import type { IssueCode, IssueReason } from "../edit.js";

export type PathCheck = { ok: true; rel: string } | { ok: false; code: IssueCode; reason: IssueReason };

/** Accepts relative paths inside the root and absolute paths that point inside it; refuses the rest. */
export function checkPathLexically(input: string, root: string): PathCheck {
  // A name with control characters (an ANSI erase, an OSC 52 clipboard write, NUL) is never a file a
  // model meant: it would land on disk and replay in every listing. It is named escaped, never raw.
  if (hasControl(input.trim())) {
    return refuse("invalid-path", { kind: "control-characters", file: input.trim() });
  }
  const raw = input.trim().replace(/\\/g, "/");
  if (raw === "") return refuse("invalid-path", { kind: "empty-path" });
  let rel = raw;
  if (isAbsolute(raw)) {
    const inside = path.posix.relative(toPosix(path.resolve(root)), raw);
    if (
      /^[A-Za-z]:/.test(raw) ||
      inside === ".." ||
      inside.startsWith("../") ||
      path.posix.isAbsolute(inside)
    ) {
      return refuse("outside-root", { kind: "absolute-outside-root", file: input });
    }
    rel = inside;
  }
  const normal = path.posix.normalize(rel).replace(/\/+$/, "");
  if (normal === ".." || normal.startsWith("../")) {
    return refuse("outside-root", { kind: "leads-outside-root", file: input });
  }
  if (normal === "." || normal === "") return refuse("invalid-path", { kind: "project-root", file: input });
  if (normal.split("/").some((part) => part.toLowerCase() === ".git")) {
    return refuse("git-dir", { kind: "inside-git", file: input });
  }
  if (normal.split("/").some((part) => part.toLowerCase() === ".kerf")) {
    return refuse("kerf-dir", { kind: "inside-kerf", file: input });
  }
  return { ok: true, rel: normal };
}

function isAbsolute(raw: string): boolean {
  return raw.startsWith("/") || /^[A-Za-z]:\//.test(raw);
}

function toPosix(p: string): string {
  return p.split(path.sep).join("/");
}

function refuse(code: IssueCode, reason: IssueReason): PathCheck {
  return { ok: false, code, reason };
}
