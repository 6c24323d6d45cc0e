// The one reader of kerf's own state files (.kerf/journal.json, .kerf/lock, .kerf/commits.json,
// .kerf/input.history, the URL-instructions cache). A cloned repository may ship any of them, so each goes
// through the bounded safe reader, then a parse and a shape check. A bad one is reported in one line and
// set aside (set-aside.ts); the caller carries on as if it were absent. Never prints.
import type { Stats } from "node:fs";
import { lstat, realpath } from "node:fs/promises";
import path from "node:path";
import { isInside } from "./inside-roots.js";
import { READ_LIMITS } from "./read-limits.js";
import { refusalReason } from "./refusal-reason.js";
import { SafeReadError } from "./safe-read-error.js";
import { readSafe } from "./safe-read.js";
import { setAside } from "./set-aside.js";

export type StateFileKind =
  "journal" | "projectLock" | "sessionLock" | "kerfCommits" | "urlCache" | "inputHistory";

export interface StateFileOptions<T> {
  kind: StateFileKind;
  /** What the file is, for messages: "write journal". */
  what: string;
  /** The folder the file must stay in (`<root>/.kerf`). Its parent's symlinks are resolved, not its
   *  own: a `.kerf` that is itself a symlink out of the project counts as leaving it. */
  dir: string;
  /** How messages name the file (default: its path). */
  label?: string;
  /** "json" (default): the text is parsed as JSON before `shape`; "text": `shape` gets the text. */
  format?: "json" | "text";
  /** The value, or undefined when the data does not have the expected shape. */
  shape: (data: unknown) => T | undefined;
  /** Told one line per bad file: what, which, why, and where it went. */
  report?: (message: string) => void;
  /** A regular file modified less than this long ago whose content is bad is left alone and read as
   *  "unsettled": its writer may be between create and write (the lock is not written atomically). */
  settleMs?: number;
}

export type StateRead<T> =
  | { status: "missing" }
  /** `entry`: the lstat the value was judged by, to set exactly that entry aside later. */
  | { status: "ok"; value: T; entry: Stats }
  | { status: "unsettled" }
  /** Bad; `setAsideAs` when it was moved away, else it is still in place. */
  | { status: "bad"; reason: string; setAsideAs?: string };

/** A replaced entry is judged again; a file rewritten faster than this is left as "unsettled". */
const ATTEMPTS = 3;

export async function readStateFile<T>(file: string, options: StateFileOptions<T>): Promise<StateRead<T>> {
  const allowed = await allowedFolder(options.dir);
  const label = options.label ?? file;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const entry = await lstat(file).catch(errnoCode);
    if (typeof entry === "string") {
      if (entry === "ENOENT" || entry === "ENOTDIR") return { status: "missing" };
      return told(label, options, { status: "bad", reason: `cannot be examined (${entry})` }, "");
    }
    const judged = await judge(file, entry, allowed, options);
    if (judged.status !== "bad") return judged;
    const moved = await setAside(file, entry, allowed);
    if (moved.outcome === "replaced") continue;
    if (moved.outcome === "gone") return { status: "missing" };
    if (moved.outcome === "kept") return told(label, options, judged, `; left in place (${moved.why})`);
    const result = { ...judged, setAsideAs: moved.to };
    return told(
      label,
      options,
      result,
      `; set aside as ${path.join(path.dirname(label), path.basename(moved.to))}`,
    );
  }
  return { status: "unsettled" };
}

/** Moves an entry kerf no longer trusts (a journal's backup folder, a dead holder's lock) aside as is;
 *  given `judged`, only while the entry is still that one. The new path, or undefined when nothing (or
 *  another entry) was there or it could not be moved. */
export async function setAsideStateEntry(
  file: string,
  dir: string,
  judged?: Stats,
): Promise<string | undefined> {
  const entry = judged ?? (await lstat(file).catch(() => undefined));
  if (!entry) return undefined;
  const moved = await setAside(file, entry, await allowedFolder(dir));
  return moved.outcome === "moved" ? moved.to : undefined;
}

type Judged<T> = Exclude<StateRead<T>, { setAsideAs: string }>;

async function judge<T>(
  file: string,
  entry: Stats,
  allowed: string,
  options: StateFileOptions<T>,
): Promise<Judged<T>> {
  const label = options.label ?? file;
  const limit = READ_LIMITS[options.kind];
  const real = await realpath(file).catch(() => undefined);
  if (real === undefined)
    return entry.isSymbolicLink()
      ? bad("is a symlink that leads nowhere (missing, or a loop)")
      : { status: "missing" };
  if (!isInside(allowed, real)) return bad(`is a symlink out of ${path.dirname(label)}/ (to ${real})`);
  let bytes: Buffer;
  try {
    bytes = await readSafe(real, { limit, roots: [allowed], label });
  } catch (error) {
    if (!(error instanceof SafeReadError)) throw error;
    if (error.code === "missing") return { status: "missing" };
    return bad(refusalReason(error, `${path.dirname(label)}/`));
  }
  const parsed = parse(bytes.toString("utf8"), entry, options);
  if (parsed.status !== "bad") return parsed;
  const age = Date.now() - entry.mtimeMs;
  const settling = options.settleMs !== undefined && entry.isFile() && age >= 0 && age < options.settleMs;
  return settling ? { status: "unsettled" } : parsed;
}

function parse<T>(text: string, entry: Stats, options: StateFileOptions<T>): Judged<T> {
  let data: unknown = text;
  if ((options.format ?? "json") === "json") {
    try {
      data = JSON.parse(text);
    } catch {
      return bad("is not valid JSON");
    }
  }
  const value = options.shape(data);
  return value === undefined ? bad(`is not a valid ${options.what}`) : { status: "ok", value, entry };
}

/** `dir` with its parent's symlinks resolved but not its own. */
async function allowedFolder(dir: string): Promise<string> {
  const parent = path.dirname(dir);
  return path.join(await realpath(parent).catch(() => parent), path.basename(dir));
}

function told<T, R extends StateRead<T> & { status: "bad" }>(
  label: string,
  options: StateFileOptions<T>,
  result: R,
  where: string,
): R {
  options.report?.(`${options.what} ${label} ${result.reason}${where}; kerf carries on without it`);
  return result;
}

const bad = (reason: string) => ({ status: "bad" as const, reason });
const errnoCode = (error: unknown): string => (error as NodeJS.ErrnoException).code ?? String(error);
