import { messageText } from "../../src/core/chat-message";
import { applyEdits } from "../../src/edits/apply/apply-edits";
import { DEFAULT_FENCE } from "../../src/core/fences";
import { getEditFormat } from "../../src/formats/registry";
import { MemoryWorkspace } from "../../src/edits/workspace/memory-workspace";
import { EXAMPLE_TASKS } from "../../src/prompts/example-tasks";
import { editsForFormat, renderExampleMessages } from "../../src/prompts/examples";

// The whole-file rendering of a task is the files after its edits; every other format's example,
// applied by the real applier, must produce exactly those files.
const expectedFiles = (taskIndex: number) =>
  Object.fromEntries(
    editsForFormat(EXAMPLE_TASKS[taskIndex]!, getEditFormat("whole")).map((edit) => [
      edit.path,
      edit.kind === "write" ? edit.content : "",
    ]),
  );

describe.each(["diff", "diff-fenced", "udiff", "patch"])("the %s examples", (name) => {
  const format = getEditFormat(name);
  const messages = renderExampleMessages(EXAMPLE_TASKS, { format, fence: DEFAULT_FENCE });

  it.each(EXAMPLE_TASKS.map((task, index) => [task.request, index] as const))(
    "apply cleanly: %s",
    async (_request, index) => {
      const task = EXAMPLE_TASKS[index]!;
      const workspace = new MemoryWorkspace(Object.fromEntries(task.files.map((f) => [f.path, f.content])));
      const files = task.files.map((f) => f.path);
      const parsed = format.parse(messageText(messages[index * 2 + 1]!), { files, fence: DEFAULT_FENCE });
      const result = await applyEdits(workspace, parsed.edits, { policy: format.policy, files });
      expect(result.failed).toEqual([]);
      const after = Object.fromEntries(
        Object.keys(expectedFiles(index)).map((path) => [
          path,
          new TextDecoder().decode(workspace.files.get(path)?.bytes),
        ]),
      );
      expect(after).toEqual(expectedFiles(index));
    },
  );
});
