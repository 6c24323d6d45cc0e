// The journal of one multi-file write, `.kerf/journal.json`: which targets get which temp file and
// which backup (a hard link of the old file in `.kerf/journal/`). A run that finds a journal left by a
// killed process rolls the write back from it and removes its temp files. Owns no decision but that.
// The journal is read as an untrusted state file: a bad one is reported and set aside with its backups.
import { randomBytes } from "node:crypto";
import { lstat, mkdir, realpath, rename, rm, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { isInside, readStateFile, setAsideStateEntry } from "../../trust/index.js";
import { isJournal } from "./journal-shape.js";

export interface JournalEntry {
  /** Project-relative POSIX path of the target. */
  rel: string;
  /** The temp file next to the target (project-relative), when the write has new content. */
  temp?: string;
  /** File name of the backup in `.kerf/journal/`, when the target existed. */
  backup?: string;
}

export interface Journal {
  version: 1;
  pid: number;
  /** "prepare": temp files and backups are being made, no target changed yet. "commit": renames
   *  may have happened, so rolling back means restoring every backup. */
  phase: "prepare" | "commit";
  entries: JournalEntry[];
  /** The device and inode of the .kerf folder it was written in (saveJournal fills it in): a journal
   *  that a repository shipped, or that came along with a copied project, is never acted on. */
  home?: string;
}

const kerfDir = (root: string) => path.join(root, ".kerf");
export const journalDir = (root: string) => path.join(root, ".kerf", "journal");
export const journalFile = (root: string) => path.join(root, ".kerf", "journal.json");
const abs = (root: string, rel: string) => path.join(root, ...rel.split("/"));

/** `dir/.name.kerf-1a2b3c4d.tmp`: hidden, recognisable as kerf's, unique. */
export function tempNameFor(rel: string): string {
  const dir = path.posix.dirname(rel);
  const name = `.${path.posix.basename(rel)}.kerf-${randomBytes(4).toString("hex")}.tmp`;
  return dir === "." ? name : `${dir}/${name}`;
}

export async function saveJournal(root: string, journal: Journal): Promise<void> {
  await mkdir(journalDir(root), { recursive: true });
  const temp = `${journalFile(root)}.${randomBytes(4).toString("hex")}`;
  const home = await folderId(kerfDir(root));
  await writeFile(temp, JSON.stringify({ ...journal, home }), { flag: "wx" });
  await rename(temp, journalFile(root));
}

export async function clearJournal(root: string): Promise<void> {
  await rm(journalDir(root), { recursive: true, force: true });
  await rm(journalFile(root), { force: true });
}

/** Undoes whatever a journal describes: restores backups (commit phase), removes created targets and
 *  every temp file. Returns the number of files put back, or undefined when there was no journal (or a
 *  bad one, which `report` hears of and which is set aside with its backups, never acted on). */
export async function rollBackJournal(
  root: string,
  report?: (message: string) => void,
): Promise<number | undefined> {
  const found = await loadJournal(root, report);
  if (found === "bad") return undefined;
  if (!found) {
    await clearJournal(root);
    return undefined;
  }
  const realRoot = await realpath(root);
  let restored = 0;
  for (const entry of found.entries) {
    const target = abs(root, entry.rel);
    // A folder on the way that is a symlink out of the project is never written through.
    const folder = await realpath(path.dirname(target)).catch(() => undefined);
    if (folder === undefined || !isInside(realRoot, folder)) continue;
    const tempGone = entry.temp !== undefined && !(await exists(abs(root, entry.temp)));
    if (found.phase === "commit") {
      if (entry.backup !== undefined && (await exists(path.join(journalDir(root), entry.backup)))) {
        await rename(path.join(journalDir(root), entry.backup), target);
        restored++;
      } else if (entry.backup === undefined && tempGone) {
        // A file this write created (its temp was renamed into place): remove it again.
        await unlink(target).catch(() => undefined);
        restored++;
      }
    }
    if (entry.temp !== undefined) await rm(abs(root, entry.temp), { force: true });
  }
  await clearJournal(root);
  return restored;
}

/** The journal; undefined when there is none; "bad" when one was there but is not to be trusted (it and
 *  its backup folder are set aside, so nothing is cleared). */
async function loadJournal(
  root: string,
  report?: (message: string) => void,
): Promise<Journal | "bad" | undefined> {
  const read = await readStateFile(journalFile(root), {
    kind: "journal",
    what: "write journal",
    dir: kerfDir(root),
    label: ".kerf/journal.json",
    shape: (data) => (isJournal(data) ? data : undefined),
    ...(report ? { report } : {}),
  });
  if (read.status === "missing") return undefined;
  if (read.status === "ok") {
    if (read.value.home === (await folderId(kerfDir(root)))) return read.value;
    const aside = await setAsideStateEntry(journalFile(root), kerfDir(root), read.entry);
    const where = aside === undefined ? "left in place" : `set aside as .kerf/${path.basename(aside)}`;
    report?.(
      `write journal .kerf/journal.json was not written in this .kerf/ folder (shipped with the ` +
        `project or copied with it); not acted on, ${where}; kerf carries on without it`,
    );
  }
  // Backups a bad journal may still describe are the only copy of old contents: kept, not deleted.
  await setAsideStateEntry(journalDir(root), kerfDir(root));
  return "bad";
}

/** `dev:ino` of the folder itself (never followed), or "" when it is not a real folder. */
async function folderId(dir: string): Promise<string> {
  const stats = await lstat(dir).catch(() => undefined);
  return stats?.isDirectory() ? `${stats.dev}:${stats.ino}` : "";
}

async function exists(file: string): Promise<boolean> {
  return lstat(file).then(
    () => true,
    () => false,
  );
}
