// Renders the shared example tasks into one edit format's few-shot messages.
// Pure; which edits a format can express is the format's own business (its `exampleEdits`).
import type { ChatMessage } from "../core/chat-message.js";
import type { Fence } from "../core/fences.js";
import type { Edit, RenderContext } from "../edits/edit.js";
import type { ExampleTask } from "./example-tasks.js";
import { renderFileBlock } from "./render-file-block.js";

/** The part of an edit format the examples need (an EditFormat fits). */
export interface ExampleFormat {
  render(edits: readonly Edit[], ctx?: RenderContext): string;
  exampleEdits?(task: ExampleTask): Edit[];
}

/** The edits a task means, in the kinds `format` expresses. Throws on broken example data. */
export function editsForFormat(task: ExampleTask, format: ExampleFormat): Edit[] {
  return format.exampleEdits ? format.exampleEdits(task) : task.edits.map(withoutAnchors);
}

function withoutAnchors(edit: Edit): Edit {
  if (edit.kind !== "replace" || edit.anchors === undefined) return edit;
  const { anchors: _anchors, ...rest } = edit;
  return rest;
}

/** The user message (request and files) and the assistant reply in the given format. */
export function renderExampleMessages(
  tasks: readonly ExampleTask[],
  options: { format: ExampleFormat; fence: Fence },
): ChatMessage[] {
  return tasks.flatMap((task): ChatMessage[] => {
    const files = task.files.map((file) => renderFileBlock(file.path, file.content, options.fence));
    const edits = editsForFormat(task, options.format);
    const reply = options.format.render(edits, { fence: options.fence });
    return [
      { role: "user", content: [task.request, ...files].join("\n\n") },
      { role: "assistant", content: `${task.answer}\n\n${reply}` },
    ];
  });
}
