// The shared few-shot tasks as udiff edits: a file section that opens with an empty search is rendered
// under `--- /dev/null`, so its hunks read back as new-file hunks (`create`). Pure.
import type { Edit } from "../../edits/edit.js";
import type { ExampleTask } from "../../prompts/example-tasks.js";

export function udiffExampleEdits(task: ExampleTask): Edit[] {
  return markCreates(
    task.edits.map((edit) => {
      if (edit.kind !== "replace" || edit.anchors === undefined) return edit;
      const { anchors: _anchors, ...rest } = edit;
      return rest;
    }),
  );
}

/** The edits as renderUdiff's text reads back: every replace in a run on one path whose first edit
 *  has an empty search carries `create` (the run is headed `--- /dev/null`). */
export function markCreates(edits: readonly Edit[]): Edit[] {
  let create = false;
  return edits.map((edit, i) => {
    if (edit.kind !== "replace") return edit;
    const previous = edits[i - 1];
    const continues = previous?.kind === "replace" && previous.path === edit.path;
    if (!continues) create = edit.search === "";
    return create ? { ...edit, create: true } : edit;
  });
}
