// What a write journal must look like before kerf acts on it: the fields saveJournal writes, and paths
// that stay lexically inside the project and out of .git/ and .kerf/ (a journal a repository shipped
// must not steer a rollback's renames and deletes elsewhere). Pure.
import type { Journal, JournalEntry } from "./write-journal.js";

export function isJournal(data: unknown): data is Journal {
  const j = data as Partial<Journal> | null;
  return (
    typeof j === "object" &&
    j !== null &&
    j.version === 1 &&
    typeof j.pid === "number" &&
    (j.phase === "prepare" || j.phase === "commit") &&
    Array.isArray(j.entries) &&
    j.entries.every(isEntry) &&
    typeof j.home === "string"
  );
}

function isEntry(value: unknown): value is JournalEntry {
  const e = value as Partial<JournalEntry> | null;
  if (typeof e !== "object" || e === null || !isProjectPath(e.rel)) return false;
  if (e.temp !== undefined && !(isProjectPath(e.temp) && isTempFor(e.temp, e.rel))) return false;
  return (
    e.backup === undefined ||
    (typeof e.backup === "string" && /^[\w.-]+$/.test(e.backup) && !/^\.+$/.test(e.backup))
  );
}

/** A relative POSIX path with no empty, `.` or `..` part, not under .git/ or .kerf/ (a session log's
 *  rewind record is checked with it too). */
export function isProjectPath(rel: unknown): rel is string {
  if (typeof rel !== "string" || rel === "" || rel.includes("\\") || rel.includes("\0")) return false;
  const parts = rel.split("/");
  if (parts.some((part) => part === "" || part === "." || part === "..")) return false;
  const top = (parts[0] as string).toLowerCase();
  return top !== ".git" && top !== ".kerf";
}

/** kerf's temp names sit next to their target: `dir/.name.kerf-1a2b3c4d.tmp` (see tempNameFor). */
function isTempFor(temp: string, rel: string): boolean {
  const slash = rel.lastIndexOf("/");
  const dir = slash < 0 ? "" : rel.slice(0, slash + 1);
  const name = rel.slice(slash + 1);
  return temp.startsWith(dir) && /^\.(.+)\.kerf-[0-9a-f]{8}\.tmp$/.exec(temp.slice(dir.length))?.[1] === name;
}
