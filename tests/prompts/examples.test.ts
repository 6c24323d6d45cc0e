import type { EditFormat } from "../../src/formats/edit-format";
import { FENCES } from "../../src/core/fences";
import { editingFormatNames, getEditFormat } from "../../src/formats/registry";
import { messageText } from "../../src/core/chat-message";
import { EXAMPLE_TASKS, type ExampleTask } from "../../src/prompts/example-tasks";
import { editsForFormat, renderExampleMessages } from "../../src/prompts/examples";

// The formats whose prompts show the examples: every one that edits files in text (tool formats do not).
const formats: EditFormat[] = editingFormatNames()
  .map(getEditFormat)
  .filter((format) => !format.tools);

describe.each(formats.map((format) => [format.name, format] as const))("examples in %s", (_name, format) => {
  it.each(FENCES.map((fence) => [fence.open, fence] as const))(
    "parse back into exactly the intended edits with the %s fence",
    (_open, fence) => {
      const messages = renderExampleMessages(EXAMPLE_TASKS, { format, fence });
      expect(messages.map((m) => m.role)).toEqual(EXAMPLE_TASKS.flatMap(() => ["user", "assistant"]));
      EXAMPLE_TASKS.forEach((task: ExampleTask, index) => {
        const reply = messageText(messages[index * 2 + 1]!);
        const parsed = format.parse(reply, { files: task.files.map((f) => f.path), fence });
        expect(parsed.issues).toEqual([]);
        expect(parsed.commands).toEqual([]);
        expect(parsed.edits).toEqual(editsForFormat(task, format));
      });
    },
  );
});
