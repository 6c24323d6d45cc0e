// Project instruction files: AGENTS.md, else CLAUDE.md, else CONTEXT.md, in each folder from the git
// root down to cwd, and down to the folder of a chat or read-only file. Reads through the safe reader.
import path from "node:path";
import { displayPath, type InstructionSource } from "./instruction-source.js";
import { readInstructionFile, type ReadLimits } from "./read-instruction-file.js";

/** The names that speak for a folder, first found wins. */
export const FOLDER_FILE_NAMES = ["AGENTS.md", "CLAUDE.md", "CONTEXT.md"] as const;

export interface FolderFile {
  path: string;
  text: string;
}

/** The file that speaks for `dir`, or null; refusals (symlink escapes, huge files) become warnings. */
export async function folderFile(
  dir: string,
  limits: ReadLimits,
  warnings: string[],
): Promise<FolderFile | null> {
  for (const name of FOLDER_FILE_NAMES) {
    const read = await readInstructionFile(path.join(dir, name), limits);
    if (read.ok) return { path: read.path, text: read.text };
    if (read.reason !== "missing") warnings.push(read.detail);
  }
  return null;
}

/** Folders from `root` down to `dir` (root first); [] when dir is not inside root. */
export function foldersDown(root: string, dir: string): string[] {
  const rel = path.relative(root, dir);
  if (rel.startsWith("..") || path.isAbsolute(rel)) return [];
  const folders = [root];
  let current = root;
  for (const part of rel === "" ? [] : rel.split(path.sep)) {
    current = path.join(current, part);
    folders.push(current);
  }
  return folders;
}

/** Each folder's file as a project source: the deepest folder gets the best (lowest) priority. */
export async function projectSources(
  dirs: readonly string[],
  context: { root: string | null; home?: string | null; limits: ReadLimits; warnings: string[] },
): Promise<InstructionSource[]> {
  const sources: InstructionSource[] = [];
  for (const [index, dir] of dirs.entries()) {
    const found = await folderFile(dir, context.limits, context.warnings);
    if (!found || found.text.trim() === "") continue;
    sources.push({
      kind: "project",
      path: found.path,
      label: displayPath(found.path, context.root ?? dir, context.home),
      text: found.text,
      priority: dirs.length - index,
      order: 1000 + index,
    });
  }
  return sources;
}
