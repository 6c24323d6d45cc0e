// The files of `/rewind` and `/redo`: from the turns' write records, what each file must hold now and
// what it gets back; a check that every file still holds exactly what kerf left (bytes and mode), and
// then one all-or-nothing write through the workspace's write stage (lock, compare-and-swap, journal).
// Refuses, naming the file, when one changed outside kerf. Never prints.
import { FsWorkspace } from "../edits/workspace/fs-workspace.js";
import type { FileWrite } from "../edits/workspace/workspace.js";
import { READ_LIMITS } from "../trust/index.js";
import type { KnownVersion, SessionTurn } from "./session-state.js";

/** One file's move: it must hold `expect` (null: no file) and gets `put` (null: removed). */
export interface FileStep {
  rel: string;
  expect: KnownVersion | null;
  put: KnownVersion | null;
}

export type MoveOutcome = { ok: true; files: string[] } | { ok: false; file: string; why: string };

/** Back (rewind): each file must hold what its last write in `turns` left and gets what was there
 *  before the first. Forward (redo): the other way round. Files in first-written order. */
export function stepsFor(turns: readonly SessionTurn[], direction: "back" | "forward"): FileStep[] {
  const first = new Map<string, KnownVersion | null>();
  const last = new Map<string, KnownVersion | null>();
  for (const turn of turns)
    for (const write of turn.writes) {
      if (!first.has(write.rel)) first.set(write.rel, write.before);
      last.set(write.rel, write.after);
    }
  return [...first.keys()].map((rel) => {
    const before = first.get(rel) ?? null;
    const after = last.get(rel) ?? null;
    return direction === "back" ? { rel, expect: after, put: before } : { rel, expect: before, put: after };
  });
}

/** Checks every step's file, then writes them all or none. `bytesOf` fetches a version's bytes kept in
 *  the log (undefined: not kept). */
export async function moveFiles(
  root: string,
  steps: readonly FileStep[],
  bytesOf: (version: KnownVersion) => Promise<Uint8Array | undefined>,
): Promise<MoveOutcome> {
  const workspace = new FsWorkspace(root, { maxFileBytes: READ_LIMITS.sessionBlob });
  const writes: FileWrite[] = [];
  for (const step of steps) {
    // The path rules of any edit: a symlink made since that leads out of the project is never followed.
    const checked = await workspace.check(step.rel);
    if (!checked.ok)
      return { ok: false, file: step.rel, why: "now leads outside the project or into .git/.kerf" };
    const expect = step.expect && (await bytesOf(step.expect));
    const put = step.put && (await bytesOf(step.put));
    if (expect === undefined || put === undefined)
      return {
        ok: false,
        file: step.rel,
        why: "its version was not kept (it held one of the session's keys)",
      };
    const now = await workspace.read(step.rel).catch(() => "unreadable" as const);
    if (now === "unreadable" || !holds(now, step.expect, expect))
      return { ok: false, file: step.rel, why: "changed outside kerf since kerf wrote it" };
    if (holds(now, step.put, put)) continue;
    writes.push({
      rel: step.rel,
      before: now?.bytes,
      after: put ?? undefined,
      ...(step.put ? { mode: step.put.mode } : {}),
    });
  }
  try {
    await workspace.writeAll(writes);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { ok: false, file: writes[0]?.rel ?? "", why };
  }
  return { ok: true, files: steps.map((step) => step.rel) };
}

type OnDisk = { bytes: Uint8Array; mode: number; oversize?: number } | undefined;

/** The file on disk is exactly `version` (bytes and permission bits); both null/undefined: no file. */
function holds(now: OnDisk, version: KnownVersion | null, bytes: Uint8Array | null): boolean {
  if (version === null || bytes === null) return now === undefined;
  if (now === undefined || now.oversize !== undefined) return false;
  return (now.mode & 0o7777) === (version.mode & 0o7777) && Buffer.from(now.bytes).equals(bytes);
}
