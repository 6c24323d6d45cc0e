// Lexical path safety: turns a path from a model into a normalised project-relative POSIX path or a
// refusal. Pure: no fs. Symlinks are checked by the fs workspace on top of this.
import path from "node:path";
import { escapeControl, hasControl } from "../../trust/escape-control.js";
import type { IssueCode } from "../edit.js";

export type PathCheck = { ok: true; rel: string } | { ok: false; code: IssueCode; detail: string };

/** Accepts relative paths inside the root and absolute paths that point inside it; refuses the rest. */
export function checkPathLexically(input: string, root: string): PathCheck {
  // A name with control characters (an ANSI erase, an OSC 52 clipboard write, NUL) is never a file a
  // model meant: it would land on disk and replay in every listing. It is named escaped, never raw.
  if (hasControl(input.trim())) {
    return refuse(
      "invalid-path",
      `${escapeControl(input.trim())} holds control characters (shown as \\xNN); kerf never creates or edits a file with such a name`,
    );
  }
  const raw = input.trim().replace(/\\/g, "/");
  if (raw === "") return refuse("invalid-path", "the path is empty");
  let rel = raw;
  if (isAbsolute(raw)) {
    const inside = path.posix.relative(toPosix(path.resolve(root)), raw);
    if (
      /^[A-Za-z]:/.test(raw) ||
      inside === ".." ||
      inside.startsWith("../") ||
      path.posix.isAbsolute(inside)
    ) {
      return refuse("outside-root", `${input} is an absolute path outside the project root`);
    }
    rel = inside;
  }
  const normal = path.posix.normalize(rel).replace(/\/+$/, "");
  if (normal === ".." || normal.startsWith("../")) {
    return refuse("outside-root", `${input} leads outside the project root`);
  }
  if (normal === "." || normal === "")
    return refuse("invalid-path", `${input} names the project root itself`);
  if (normal.split("/").some((part) => part.toLowerCase() === ".git")) {
    return refuse("git-dir", `${input} is inside .git/, which kerf never edits`);
  }
  if (normal.split("/").some((part) => part.toLowerCase() === ".kerf")) {
    return refuse("kerf-dir", `${input} is inside .kerf/, kerf's own state, which a reply never edits`);
  }
  return { ok: true, rel: normal };
}

function isAbsolute(raw: string): boolean {
  return raw.startsWith("/") || /^[A-Za-z]:\//.test(raw);
}

function toPosix(p: string): string {
  return p.split(path.sep).join("/");
}

function refuse(code: IssueCode, detail: string): PathCheck {
  return { ok: false, code, detail };
}
