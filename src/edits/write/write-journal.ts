// The journal of one multi-file write, `.kerf/journal.json`: which targets get which temp file and
// which backup (a hard link of the old file in `.kerf/journal/`). A run that finds a journal left by a
// killed process rolls the write back from it and removes its temp files. Owns no decision but that.
import { randomBytes } from "node:crypto";
import { lstat, mkdir, readFile, rename, rm, unlink, writeFile } from "node:fs/promises";
import path from "node:path";

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
}

export const journalDir = (root: string) => path.join(root, ".kerf", "journal");
const journalFile = (root: string) => path.join(root, ".kerf", "journal.json");
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
  await writeFile(temp, JSON.stringify(journal), { flag: "wx" });
  await rename(temp, journalFile(root));
}

export async function clearJournal(root: string): Promise<void> {
  await rm(journalDir(root), { recursive: true, force: true });
  await rm(journalFile(root), { force: true });
}

/** Undoes whatever a journal describes: restores backups (commit phase), removes created targets and
 *  every temp file. Returns the number of files put back, or undefined when there was no journal. */
export async function rollBackJournal(root: string, journal?: Journal): Promise<number | undefined> {
  const found = journal ?? (await loadJournal(root));
  if (!found) {
    await clearJournal(root);
    return undefined;
  }
  let restored = 0;
  for (const entry of found.entries) {
    const target = abs(root, entry.rel);
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

async function loadJournal(root: string): Promise<Journal | undefined> {
  let text: string;
  try {
    text = await readFile(journalFile(root), "utf8");
  } catch {
    return undefined;
  }
  try {
    const data = JSON.parse(text) as Journal;
    return Array.isArray(data.entries) ? data : undefined;
  } catch {
    return undefined;
  }
}

async function exists(file: string): Promise<boolean> {
  return lstat(file).then(
    () => true,
    () => false,
  );
}
