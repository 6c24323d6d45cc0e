// The diff-append rule: which copy of each chat file a request sends whole (the pinned copy, before the
// history) and how each file changed since (a diff from that copy, after the history). Pure: the caller
// keeps the pins between requests and decides nothing else.
import { boundedPatch } from "../edits/bounded-diff.js";
import type { ChatFileChange, ChunkFile } from "./chunk-input.js";

/**
 * A changed file is re-sent whole once its diff is longer than this share of the file (in characters):
 * past it the diff costs about as much as the file on every turn, and reading one file beats applying a
 * long patch in one's head. Re-pinning resets the cached prefix from the chat files on, once.
 */
export const REPIN_SHARE = 0.5;

/**
 * Lines of context around each change: one locates the hunk (its header gives the line numbers too)
 * and keeps the diff, sent anew every turn, small.
 */
export const DIFF_CONTEXT = 1;

export interface PinnedView {
  /** What the chat-files layer sends: every chat file as pinned, in the order given. */
  pinned: ChunkFile[];
  /** Each changed file's diff from its pinned copy to its current content; empty after a re-pin. */
  changes: ChatFileChange[];
  /** The pins changed (first request, another file set, or a diff outgrew its file): all re-sent whole. */
  repinned: boolean;
}

/**
 * `pins`: the copies the previous request pinned (null before the first). A change in the set of chat
 * files re-pins every file (the chat-files layer changes anyway, so the prefix after it is lost either
 * way); so does one diff outgrowing its file (the reset is paid once, for all files).
 */
export function pinChatFiles(
  pins: ReadonlyMap<string, string> | null,
  current: readonly ChunkFile[],
  repinShare = REPIN_SHARE,
): PinnedView {
  const whole = { pinned: [...current], changes: [], repinned: true };
  if (!pins || pins.size !== current.length || current.some((file) => !pins.has(file.path))) return whole;
  const changes: ChatFileChange[] = [];
  for (const file of current) {
    const before = pins.get(file.path)!;
    if (before === file.content) continue;
    const diff = fileDiff(file.path, before, file.content);
    if (diff.length > repinShare * file.content.length) return whole;
    changes.push({ path: file.path, diff });
  }
  return {
    pinned: current.map((file) => ({ path: file.path, content: pins.get(file.path)! })),
    changes,
    repinned: false,
  };
}

/** A unified diff from the pinned copy to the current content, its headers naming which is which. */
export function fileDiff(path: string, before: string, after: string): string {
  const patch = boundedPatch(`${path} (copy above)`, `${path} (current)`, before, after, DIFF_CONTEXT);
  return patch.replace(/^(Index: .*\n)?=+\n/, "");
}

/** The pins a view leaves for the next request. */
export function pinsOf(view: PinnedView): Map<string, string> {
  return new Map(view.pinned.map((file) => [file.path, file.content]));
}
