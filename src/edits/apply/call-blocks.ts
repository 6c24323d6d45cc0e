// The `per-block` policy's pieces: a reply's edits grouped by the block (tool call) they came from, and
// the issue for a part of a failed call that did not fail itself. Pure.
import type { Edit, EditIssue } from "../edit.js";

/** Edits grouped by their block, in order (a block's edits are adjacent). */
export function blocksOf(edits: readonly Edit[]): Edit[][] {
  const blocks: Edit[][] = [];
  for (const edit of edits) {
    const last = blocks[blocks.length - 1];
    if (last && last[0]?.blockIndex === edit.blockIndex) last.push(edit);
    else blocks.push([edit]);
  }
  return blocks;
}

/** A part of a failed call that did not fail itself. */
export function skippedInCall(edit: Edit): EditIssue {
  const detail = "not applied: another part of the same call failed, and a call applies whole or not at all";
  return { code: "skipped", path: edit.path, blockIndex: edit.blockIndex, detail };
}
