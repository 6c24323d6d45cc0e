// Finds the file path a model wrote on its own line just before a block (or its opening fence).
// Pure; matching to known files is matchReplyPath's job, safety is the workspace's.
import { cleanPathLine, looksLikePath, matchReplyPath, normalizeReplyPath } from "../../edits/reply-path.js";
import { readFenceOpen } from "./fence-line.js";

export interface PathBeforeOptions {
  /** Index of the line the block starts at; the search looks at the lines above it. */
  at: number;
  /** Lowest index the search may look at: the end of the previous block, so it never reads into it. */
  floor: number;
  files?: readonly string[];
  /** Names an existing folder: such a line is the block's (refused) path, not "no path here". */
  isFolder?: (path: string) => boolean;
  /** Step over one fence opener between the path and the block (the `diff` layout). */
  skipFence: boolean;
}

// Models put at most a blank line or two between the path and its block; prose further up is not a path.
const MAX_LOOKBACK = 6;

/** The matched path, or undefined when the nearest non-blank line above is not a path. */
export function findPathBefore(lines: readonly string[], options: PathBeforeOptions): string | undefined {
  const { at, floor } = options;
  let fenceSkipped = !options.skipFence;
  for (let j = at - 1; j >= floor && j >= at - MAX_LOOKBACK; j--) {
    const line = lines[j] ?? "";
    if (line.trim() === "") continue;
    if (!fenceSkipped && readFenceOpen(line)) {
      fenceSkipped = true;
      continue;
    }
    if (isBareCloser(line)) return fencedPath(lines, j, options);
    return pathOf(line, options);
  }
  return undefined;
}

/** The path a line names: a plausible file path, or an existing folder (refused later, never skipped). */
function pathOf(line: string, { files = [], isFolder }: PathBeforeOptions): string | undefined {
  const cleaned = cleanPathLine(line);
  if (looksLikePath(cleaned, files)) return matchReplyPath(line, files);
  const name = normalizeReplyPath(cleaned);
  return name !== "" && !/\s/.test(name) && isFolder?.(name) ? name : undefined;
}

function isBareCloser(line: string): boolean {
  const text = line.trim();
  return /^`{3,}$/.test(text) || /^<\/[a-z]+>$/i.test(text);
}

/**
 * DeepSeek Coder puts the file name alone in its own fence right above the block: an opener, the
 * name, then the closer at `closer`.
 */
function fencedPath(
  lines: readonly string[],
  closer: number,
  options: PathBeforeOptions,
): string | undefined {
  if (closer - 2 < options.floor || !readFenceOpen(lines[closer - 2] ?? "")) return undefined;
  return pathOf(lines[closer - 1] ?? "", options);
}
