// The record of the commits kerf made, in .kerf/commits.json at the repository root: undo only
// touches a commit found here. Reads and writes that one file; nothing else. Read as an untrusted state
// file: a bad one is reported, set aside, and counts as no record (it only costs the ability to undo).
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { READ_LIMITS, readStateFile, stateDirRefusal } from "../trust/index.js";

export type KerfCommitKind = "edit" | "dirty";

export interface KerfCommitRecord {
  hash: string;
  kind: KerfCommitKind;
  /** Root-relative paths kerf committed. */
  files: string[];
}

/** Old entries are dropped; undo only ever looks at HEAD. */
const KEEP = 200;

export function recordPath(root: string): string {
  return join(root, ".kerf", "commits.json");
}

/** Told one line when a bad record file is set aside. */
export type StateReport = (message: string) => void;

export async function readKerfCommits(root: string, report?: StateReport): Promise<KerfCommitRecord[]> {
  const read = await readStateFile(recordPath(root), {
    kind: "kerfCommits",
    what: "record of kerf's commits",
    dir: join(root, ".kerf"),
    label: ".kerf/commits.json",
    shape: commitsOf,
    ...(report ? { report } : {}),
  });
  return read.status === "ok" ? read.value : [];
}

export async function addKerfCommit(
  root: string,
  record: KerfCommitRecord,
  report?: StateReport,
): Promise<void> {
  const commits = [...(await readKerfCommits(root, report)), record].slice(-KEEP);
  await writeRecords(root, commits);
}

export async function removeKerfCommit(root: string, hash: string, report?: StateReport): Promise<void> {
  const commits = await readKerfCommits(root, report);
  await writeRecords(
    root,
    commits.filter((c) => c.hash !== hash),
  );
}

async function writeRecords(root: string, commits: KerfCommitRecord[]): Promise<void> {
  const path = recordPath(root);
  if (stateDirRefusal(join(root, ".kerf"), ".kerf")) return; // said once at start; nothing written through it
  await mkdir(join(root, ".kerf"), { recursive: true });
  // Oldest first out until the file fits its read limit: kerf never writes a record it would refuse.
  let text = serialise(commits);
  for (let drop = 1; Buffer.byteLength(text) > READ_LIMITS.kerfCommits && drop <= commits.length; drop++)
    text = serialise(commits.slice(drop));
  const temp = `${path}.${process.pid}.tmp`;
  await writeFile(temp, text, "utf8");
  await rename(temp, path);
}

const serialise = (commits: KerfCommitRecord[]) => JSON.stringify({ commits }, null, 2) + "\n";

/** `{ commits: [...] }` with every record well-formed, or undefined: one bad record makes the file bad
 *  (kerf wrote it whole, so it was damaged or planted; the set-aside copy keeps the rest). */
function commitsOf(data: unknown): KerfCommitRecord[] | undefined {
  const commits = (data as { commits?: unknown } | null)?.commits;
  return Array.isArray(commits) && commits.every(isRecord) ? commits : undefined;
}

function isRecord(value: unknown): value is KerfCommitRecord {
  const r = value as Partial<KerfCommitRecord> | null;
  return (
    typeof r?.hash === "string" &&
    /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(r.hash) &&
    (r.kind === "edit" || r.kind === "dirty") &&
    Array.isArray(r.files) &&
    r.files.every((f) => typeof f === "string")
  );
}
