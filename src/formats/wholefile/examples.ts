// The shared few-shot tasks as `whole` edits: one `write` per touched file holding the file after all
// the task's edits. Pure; throws on broken example data (a test-time error, never model text).
import type { Edit } from "../../edits/edit.js";
import type { ExampleFile, ExampleTask } from "../../prompts/example-tasks.js";

/** One `write` per touched file, in first-touched order, holding the file after all the edits. */
export function wholeFileExampleEdits(task: ExampleTask): Edit[] {
  const contents = new Map(task.files.map((file: ExampleFile) => [file.path, file.content]));
  const order: string[] = [];
  for (const edit of task.edits) {
    if (edit.kind !== "replace") throw new Error(`example edit kind ${edit.kind} is not supported`);
    if (!order.includes(edit.path)) order.push(edit.path);
    contents.set(edit.path, applyExactly(contents.get(edit.path), edit.search, edit.replace));
  }
  return order.map((path, blockIndex) => ({
    kind: "write",
    path,
    content: contents.get(path) ?? "",
    blockIndex,
  }));
}

function applyExactly(content: string | undefined, search: string, replace: string): string {
  if (content === undefined) {
    if (search !== "") throw new Error("example edit searches a file that does not exist");
    return replace;
  }
  if (search === "") return content + replace;
  const at = content.indexOf(search);
  if (at < 0 || content.indexOf(search, at + 1) >= 0) throw new Error("example search is not unique");
  return content.slice(0, at) + replace + content.slice(at + search.length);
}
