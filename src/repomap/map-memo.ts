// The last map on disk (`.kerf/map.cache`), with the key of everything it was built from: a new
// process whose files (paths, sizes, mtimes) and request match returns it without loading the tags
// cache, a grammar or the tokenizer. Bounded, shape-checked reads: any doubt means "no memo".
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { deserialize, serialize } from "node:v8";
import { isRacy, type FileStats } from "./file-stats.js";
import type { RepoMapResult } from "./repo-map.js";
import { readSafe, SafeReadError, stateDirRefusal } from "../trust/index.js";

export interface MapMemo {
  key: string;
  /** When the stats the map was built from were taken: files modified near it are not trusted. */
  builtAt: number;
  result: RepoMapResult;
}

/** A map is its text plus entries: megabytes only for a huge ceiling. Larger files are not read. */
const MAX_BYTES = 16 * 1024 * 1024;

/** The memo, or undefined. `onProblem` hears of a file that is there but is no memo (corrupt, the wrong
 *  shape, too large, not a regular file); a missing file is silent. Read by the bounded safe reader, so
 *  a FIFO or a device in its place never blocks. */
export async function readMapMemo(
  file: string,
  onProblem?: (detail: string) => void,
): Promise<MapMemo | undefined> {
  try {
    const memo = deserialize(await readSafe(file, { limit: MAX_BYTES })) as Partial<MapMemo> | null;
    if (isMemo(memo)) return memo;
    onProblem?.(`${file}: not a map memo; rebuilding it`);
  } catch (error) {
    if (!(error instanceof SafeReadError && error.code === "missing"))
      onProblem?.(`${file}: ${error instanceof Error ? error.message : String(error)}; rebuilding it`);
  }
  return undefined;
}

/** Atomic (temp file + rename); a failure only costs the next process a rebuild. */
export async function writeMapMemo(file: string, memo: MapMemo): Promise<boolean> {
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  if (stateDirRefusal(path.dirname(file), path.dirname(file))) return false;
  try {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(temp, serialize(memo));
    await rename(temp, file);
    return true;
  } catch {
    return false;
  }
}

/** The memo answers only for the same key, and only when no file was modified so near the build
 * that an edit could hide behind an unchanged mtime and size. */
export function memoFits(memo: MapMemo | undefined, key: string, stats: FileStats): memo is MapMemo {
  if (!memo || memo.key !== key) return false;
  for (const stat of stats.byPath.values()) if (isRacy(stat.mtimeMs, memo.builtAt)) return false;
  return true;
}

function isMemo(value: Partial<MapMemo> | null): value is MapMemo {
  if (!value || typeof value.key !== "string" || typeof value.builtAt !== "number") return false;
  const result = value.result;
  return (
    typeof result === "object" &&
    result !== null &&
    typeof result.text === "string" &&
    typeof result.tokens === "number" &&
    Array.isArray(result.entries) &&
    typeof result.stats === "object" &&
    result.stats !== null
  );
}
