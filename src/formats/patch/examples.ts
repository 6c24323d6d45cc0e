// The shared few-shot tasks as V4A patch edits: a new file is an `*** Add File` write, and blocks are
// numbered by file section, not by chunk. Pure.
import type { Edit } from "../../edits/edit.js";
import type { ExampleTask } from "../../prompts/example-tasks.js";

export function patchExampleEdits(task: ExampleTask): Edit[] {
  const edits = task.edits.map((edit) => (createsFile(task, edit) ? asWrite(edit) : edit));
  let section = -1;
  return edits.map((edit, index) => {
    const previous = edits[index - 1];
    const sameSection =
      previous?.kind === "replace" && edit.kind === "replace" && previous.path === edit.path;
    if (!sameSection) section += 1;
    return { ...edit, blockIndex: section };
  });
}

function createsFile(task: ExampleTask, edit: Edit): boolean {
  return edit.kind === "replace" && edit.search === "" && !task.files.some((f) => f.path === edit.path);
}

function asWrite(edit: Edit): Edit {
  if (edit.kind !== "replace") return edit;
  return {
    kind: "write",
    path: edit.path,
    content: edit.replace,
    overwrite: true,
    blockIndex: edit.blockIndex,
  };
}
