// Finds the file path a model wrote on its own line just before a block (or its opening fence).
// Pure; matching to known files is matchReplyPath's job, safety is the workspace's.
import { cleanPathLine, looksLikePath, matchReplyPath } from "../../edits/reply-path.js";
import { readFenceOpen } from "./fence-line.js";

export interface PathBeforeOptions {
  /** Index of the line the block starts at; the search looks at the lines above it. */
  at: number;
  /** Lowest index the search may look at: the end of the previous block, so it never reads into it. */
  floor: number;
  files?: readonly string[];
  /** Step over one fence opener between the path and the block (the `diff` layout). */
  skipFence: boolean;
}

// Models put at most a blank line or two between the path and its block; prose further up is not a path.
const MAX_LOOKBACK = 6;

/** The matched path, or undefined when the nearest non-blank line above is not a path. */
export function findPathBefore(lines: readonly string[], options: PathBeforeOptions): string | undefined {
  const { at, floor, files = [] } = options;
  let fenceSkipped = !options.skipFence;
  for (let j = at - 1; j >= floor && j >= at - MAX_LOOKBACK; j--) {
    const line = lines[j] ?? "";
    if (line.trim() === "") continue;
    if (!fenceSkipped && readFenceOpen(line)) {
      fenceSkipped = true;
      continue;
    }
    return looksLikePath(cleanPathLine(line), files) ? matchReplyPath(line, files) : undefined;
  }
  return undefined;
}
