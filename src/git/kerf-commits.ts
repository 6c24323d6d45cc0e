// The record of the commits kerf made, in .kerf/commits.json at the repository root: undo only
// touches a commit found here. Reads and writes that one file; nothing else.
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";

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

export async function readKerfCommits(root: string): Promise<KerfCommitRecord[]> {
  let text: string;
  try {
    text = await readFile(recordPath(root), "utf8");
  } catch {
    return [];
  }
  try {
    const data = JSON.parse(text) as { commits?: unknown };
    return Array.isArray(data.commits) ? data.commits.filter(isRecord) : [];
  } catch {
    // A damaged record only costs the ability to undo; it must not stop kerf.
    return [];
  }
}

export async function addKerfCommit(root: string, record: KerfCommitRecord): Promise<void> {
  const commits = [...(await readKerfCommits(root)), record].slice(-KEEP);
  await writeRecords(root, commits);
}

export async function removeKerfCommit(root: string, hash: string): Promise<void> {
  const commits = await readKerfCommits(root);
  await writeRecords(
    root,
    commits.filter((c) => c.hash !== hash),
  );
}

async function writeRecords(root: string, commits: KerfCommitRecord[]): Promise<void> {
  const path = recordPath(root);
  await mkdir(join(root, ".kerf"), { recursive: true });
  const temp = `${path}.${process.pid}.tmp`;
  await writeFile(temp, JSON.stringify({ commits }, null, 2) + "\n", "utf8");
  await rename(temp, path);
}

function isRecord(value: unknown): value is KerfCommitRecord {
  const r = value as Partial<KerfCommitRecord> | null;
  return (
    typeof r?.hash === "string" &&
    (r.kind === "edit" || r.kind === "dirty") &&
    Array.isArray(r.files) &&
    r.files.every((f) => typeof f === "string")
  );
}
