// Renders the shared example tasks into one edit format's few-shot messages.
// Pure: each format gets the edits it can express (whole: writes, patch: new files as writes).
import type { Edit, EditFormat, Fence } from "../edits/edit.js";
import type { ChatMessage } from "../core/chat-message.js";
import type { ExampleFile, ExampleTask } from "./example-tasks.js";
import { renderFileBlock } from "./render-file-block.js";

/** The edits a task means, in the kinds `formatName` expresses. Throws on broken example data. */
export function editsForFormat(task: ExampleTask, formatName: string): Edit[] {
  if (formatName === "whole") return wholeFileEdits(task);
  if (formatName === "patch") return patchEdits(task);
  return task.edits.map(withoutAnchors);
}

function withoutAnchors(edit: Edit): Edit {
  if (edit.kind !== "replace" || edit.anchors === undefined) return edit;
  const { anchors: _anchors, ...rest } = edit;
  return rest;
}

/** The user message (request and files) and the assistant reply in the given format. */
export function renderExampleMessages(
  tasks: readonly ExampleTask[],
  options: { format: EditFormat; fence: Fence },
): ChatMessage[] {
  return tasks.flatMap((task): ChatMessage[] => {
    const files = task.files.map((file) => renderFileBlock(file.path, file.content, options.fence));
    const edits = editsForFormat(task, options.format.name);
    const reply = options.format.render(edits, { fence: options.fence });
    return [
      { role: "user", content: [task.request, ...files].join("\n\n") },
      { role: "assistant", content: `${task.answer}\n\n${reply}` },
    ];
  });
}

/** A patch creates files with `*** Add File`, and numbers its blocks by file section, not by chunk. */
function patchEdits(task: ExampleTask): Edit[] {
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
  return { kind: "write", path: edit.path, content: edit.replace, blockIndex: edit.blockIndex };
}

/** One `write` per touched file, in first-touched order, holding the file after all the edits. */
function wholeFileEdits(task: ExampleTask): Edit[] {
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
