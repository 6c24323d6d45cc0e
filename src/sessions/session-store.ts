// Where a project's session logs live and how they are written, read back and pruned
// (docs/sessions.md): `<dir>/sessions/<project>/<id>/log.jsonl` plus content-addressed `blobs/`.
// Folders are made 0700 and files 0600; logs are read through the bounded safe reader. Never prints.
import { createHash, randomBytes } from "node:crypto";
import { realpathSync } from "node:fs";
import { lstat, mkdir, open, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { READ_LIMITS, readSafe, readSafeIfPresent, SafeReadError } from "../trust/index.js";
import { SAFE_APPEND_FLAGS } from "../trust/open-flags.js";
import { parseRecord, type SessionRecord } from "./session-records.js";

/** Where sessions are kept and which project's. `dir` is kerf's state folder (the CLI passes
 *  `$XDG_STATE_HOME/kerf`); the library never guesses it. */
export interface SessionPlace {
  dir: string;
  root: string;
}

export const sha256 = (bytes: Uint8Array | string): string =>
  createHash("sha256").update(bytes).digest("hex");

/** `<dir>/sessions/<name>-<16 hex of the real root's SHA-256>`. */
export function projectFolder(place: SessionPlace): string {
  let real = path.resolve(place.root);
  try {
    real = realpathSync(real);
  } catch {
    // A root that cannot be resolved is keyed as given.
  }
  const name =
    path
      .basename(real)
      .replace(/[^\w.-]/g, "_")
      .slice(0, 40) || "root";
  return path.join(place.dir, "sessions", `${name}-${sha256(real).slice(0, 16)}`);
}

/** `20261206-141912-a3f0`: the start time in UTC, then four random hex digits; ids sort by age. */
export function newSessionId(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `${stamp}-${randomBytes(2).toString("hex")}`;
}

const ID = /^\d{8}-\d{6}-[0-9a-f]{4}$/;
export const isSessionId = (id: string): boolean => ID.test(id);

export const sessionFolder = (project: string, id: string) => path.join(project, id);
export const logFile = (project: string, id: string) => path.join(project, id, "log.jsonl");
const blobFile = (project: string, id: string, hash: string) => path.join(project, id, "blobs", hash);

/** Appends one record as a line (the folder is made on the first). */
export async function appendRecord(project: string, id: string, record: SessionRecord): Promise<void> {
  await mkdir(sessionFolder(project, id), { recursive: true, mode: 0o700 });
  const handle = await open(logFile(project, id), SAFE_APPEND_FLAGS, 0o600);
  try {
    await handle.write(`${JSON.stringify(record)}\n`);
  } finally {
    await handle.close();
  }
}

/** Keeps `bytes` once under their SHA-256 (a new name, then a rename: never a half-written blob). */
export async function putBlob(project: string, id: string, bytes: Uint8Array): Promise<string> {
  const hash = sha256(bytes);
  const file = blobFile(project, id, hash);
  if (
    await lstat(file).then(
      () => true,
      () => false,
    )
  )
    return hash;
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temp = `${file}.${randomBytes(4).toString("hex")}.tmp`;
  await writeFile(temp, bytes, { mode: 0o600, flag: "wx" });
  await rename(temp, file);
  return hash;
}

/** A blob's bytes, checked against its name; undefined when it is gone or does not match. */
export async function getBlob(project: string, id: string, hash: string): Promise<Uint8Array | undefined> {
  const file = blobFile(project, id, hash);
  const bytes = await readSafeIfPresent(file, { limit: READ_LIMITS.sessionBlob, roots: [project] }).catch(
    () => undefined,
  );
  return bytes && sha256(bytes) === hash ? bytes : undefined;
}

/** The records of a session's log, in order; a line that is not a record is skipped. Undefined when
 *  the session has no log. */
export async function readRecords(project: string, id: string): Promise<SessionRecord[] | undefined> {
  let bytes: Buffer;
  try {
    bytes = await readSafe(logFile(project, id), { limit: READ_LIMITS.sessionLog, roots: [project] });
  } catch (error) {
    if (error instanceof SafeReadError) return undefined;
    throw error;
  }
  const records: SessionRecord[] = [];
  for (const line of bytes.toString("utf8").split("\n")) {
    const record = line.trim() === "" ? undefined : parseRecord(line);
    if (record) records.push(record);
  }
  return records;
}

/** The project's session ids, oldest first. */
export async function sessionIds(project: string): Promise<string[]> {
  const names = await readdir(project).catch(() => [] as string[]);
  return names.filter(isSessionId).sort();
}

/** Bytes a session's folder holds (its log and blobs). */
async function folderBytes(folder: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(folder, { withFileTypes: true }).catch(() => [])) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) total += await folderBytes(full);
    else total += (await stat(full).catch(() => undefined))?.size ?? 0;
  }
  return total;
}

/** Removes whole sessions, oldest first, until the project's folder is under `maxBytes`; `keep` (the
 *  session being written) is never removed, nor a session `mayRemove` refuses (another live process's).
 *  Returns the ids removed. */
export async function pruneSessions(
  project: string,
  maxBytes: number,
  keep: string,
  mayRemove: (id: string) => Promise<boolean> = async () => true,
): Promise<string[]> {
  const ids = await sessionIds(project);
  const sizes = await Promise.all(ids.map((id) => folderBytes(sessionFolder(project, id))));
  let total = sizes.reduce((sum, size) => sum + size, 0);
  const removed: string[] = [];
  for (const [index, id] of ids.entries()) {
    if (total <= maxBytes) break;
    if (id === keep || !(await mayRemove(id))) continue;
    await rm(sessionFolder(project, id), { recursive: true, force: true });
    total -= sizes[index] ?? 0;
    removed.push(id);
  }
  return removed;
}
