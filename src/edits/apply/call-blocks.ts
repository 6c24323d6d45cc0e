// The `per-block` policy's pieces: a reply's edits grouped by the block (tool call) they came from, and
// the issue for a part of a failed call that did not fail itself. Pure.
import type { Edit, EditIssue } from "../edit.js";
import type { AppliedEdit, ApplyOptions } from "./apply-types.js";
import type { FileStates } from "./file-state.js";

type Step = { applied: AppliedEdit } | { failed: EditIssue };

/** Plans the edits in order; under `per-block` a block that fails in part changes nothing (its file
 *  states are restored and its other parts reported skipped). */
export async function planBlocks(
  edits: readonly Edit[],
  policy: ApplyOptions["policy"],
  states: FileStates,
  step: (edit: Edit) => Promise<Step>,
): Promise<{ applied: AppliedEdit[]; failed: EditIssue[] }> {
  const applied: AppliedEdit[] = [];
  const failed: EditIssue[] = [];
  for (const block of policy === "per-block" ? blocksOf(edits) : edits.map((edit) => [edit])) {
    const saved = block.length > 1 ? states.snapshot() : undefined;
    const steps: Step[] = [];
    for (const edit of block) steps.push(await step(edit));
    if (saved && steps.some((done) => "failed" in done)) {
      // One block is one tool call: a call that fails in part changes nothing.
      states.restore(saved);
      steps.forEach((done, index) =>
        failed.push("failed" in done ? done.failed : skippedInCall(block[index]!)),
      );
      continue;
    }
    for (const done of steps) {
      if ("applied" in done) applied.push(done.applied);
      else failed.push(done.failed);
    }
  }
  return { applied, failed };
}

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
  return { code: "skipped", path: edit.path, blockIndex: edit.blockIndex, reason: { kind: "skipped-call" } };
}
