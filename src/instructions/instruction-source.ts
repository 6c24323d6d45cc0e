// The shape every instruction source takes once found (project folder file, global file, config entry,
// URL, inline text) and how a path is shown to the model. Types and one pure helper.
import path from "node:path";

export type SourceKind = "project" | "global" | "config" | "url" | "inline";

export interface InstructionSource {
  kind: SourceKind;
  /** The file's path, the URL, or "user-instructions" for inline text. */
  path: string;
  /** How the source is introduced: `Instructions from: <label>`. */
  label: string;
  text: string;
  /** Budget order: lower is kept first (nearest first). */
  priority: number;
  /** Display order: general first, the most specific last. */
  order: number;
}

/** Inside the root: relative POSIX path; under home: `~/…`; else the absolute path. */
export function displayPath(file: string, root: string | null, home?: string | null): string {
  const rel = (base: string) => path.relative(base, file);
  const inside = (base: string) => !rel(base).startsWith("..") && !path.isAbsolute(rel(base));
  if (root && inside(root)) return rel(root).split(path.sep).join("/");
  if (home && inside(home)) return `~/${rel(home).split(path.sep).join("/")}`;
  return file;
}
