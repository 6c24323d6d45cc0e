// The exact words a tool call that cannot be read gets back: the model reads them as the call's result,
// the person as the failed edit's message. Every unreadable-call sentence of the two tool-call formats,
// through a real coder, a real scripted Responses server (whose apply_patch_call items carry OpenAI's
// operation) and a real git repository.
import "../../src/coders";
import { Coder, type CoderEvent } from "../../src/coders";
import { describeIssue } from "../../src/edits/issue-text";
import { GitRepo } from "../../src/git/git-repo";
import { createLlmClient } from "../../src/llm/llm-client";
import { resolveModel } from "../../src/models/resolve-model";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import type { ScriptToolCall } from "../../replay/script-step";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";
import { PLATFORM } from "../helpers/coder-harness";

const APP = 'def greet(name):\n    return "hi " + name\n';
const EDITOR = "str_replace_based_edit_tool";

let repo: TempRepo | undefined;
let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  repo?.remove();
  server = undefined;
  repo = undefined;
});

/** Runs one reply of `calls` in `editFormat`; the words each call got back and the person's messages. */
async function wordsFor(editFormat: string, calls: ScriptToolCall[]) {
  repo = makeTempRepo({ "app.py": APP });
  server = await startScriptedServer(
    [
      { kind: "reply", text: "", toolCalls: calls },
      { kind: "reply", text: "I give up." },
    ],
    { onError: () => undefined },
  );
  const events: CoderEvent[] = [];
  const coder = Coder.create({
    root: repo.root,
    model: resolveModel("gpt-4o"),
    weakModel: resolveModel("gpt-4o-mini"),
    llm: createLlmClient({
      protocol: "responses",
      baseURL: server.baseUrl,
      apiKey: "sk-words",
      maxRetries: 0,
    }),
    platform: PLATFORM,
    git: await GitRepo.open(repo.root),
    reporter: (event) => events.push(event),
    yesAlways: true,
    turnPreamble: false,
    files: ["app.py"],
    editFormat,
  });
  await coder.run("Change the greeting.");
  expect(repo.read("app.py")).toBe(APP);
  const results = events.flatMap((e) => (e.type === "tool-result" ? [[e.ok, e.output] as const] : []));
  const failed = events.flatMap((e) => (e.type === "edit-failed" ? [describeIssue(e.issue, "tool")] : []));
  return { results, failed };
}

const call = (name: string, args: string, extra: Partial<ScriptToolCall> = {}): ScriptToolCall => ({
  name,
  arguments: args,
  ...extra,
});

describe("the words of a tool call kerf cannot read", () => {
  it("edit-tool: each call's result is its sentence, and the person's message carries the same one", async () => {
    const sentences = [
      "the arguments of edit are not valid JSON; send the call again with a JSON object",
      "the arguments of write must be a JSON object",
      'edit needs a string "old_string"',
      'write needs a string "content"',
      "old_string is empty; to create or rewrite a file, use write",
      'there is no tool "run_shell"; the tools are edit and write',
      "old_str is empty; to create a file, use the create command",
      "insert needs a number insert_line (0 for the top)",
      "the undo_edit command is not supported here; use view, str_replace, create or insert",
      "the missing command is not supported here; use view, str_replace, create or insert",
      `${EDITOR} needs a string "path"`,
    ];
    const { results, failed } = await wordsFor("edit-tool", [
      call("edit", '{"path": "app.py"'),
      call("write", "[1, 2]"),
      call("edit", JSON.stringify({ path: "app.py" })),
      call("write", JSON.stringify({ path: "new.txt" })),
      call("edit", JSON.stringify({ path: "app.py", old_string: "", new_string: "x" })),
      call("run_shell", JSON.stringify({ command: "ls" })),
      call(EDITOR, JSON.stringify({ command: "str_replace", path: "app.py", old_str: "" })),
      call(EDITOR, JSON.stringify({ command: "insert", path: "app.py", new_str: "x" })),
      call(EDITOR, JSON.stringify({ command: "undo_edit", path: "app.py" })),
      call(EDITOR, JSON.stringify({ path: "app.py" })),
      call(EDITOR, JSON.stringify({ command: "view" })),
    ]);
    expect(results).toEqual(sentences.map((sentence) => [false, sentence]));
    expect(failed).toEqual(
      sentences.map((sentence, index) => {
        const detail = /^[a-z]+[,:;]?$/.test(sentence.split(" ")[0]!)
          ? sentence.charAt(0).toUpperCase() + sentence.slice(1)
          : sentence;
        return `Tool call ${index + 1} (tool) was not applied: the block could not be read. ${detail}.`;
      }),
    );
  });

  it("edit-tool: a failed call's result names it as the model called it (write call, edit call)", async () => {
    const { results } = await wordsFor("edit-tool", [
      call("edit", JSON.stringify({ path: "app.py", old_string: "nowhere", new_string: "x" })),
      call("write", JSON.stringify({ path: "../escape.txt", content: "x\n" })),
    ]);
    expect(results.map(([ok, output]) => [ok, output.split("\n")[0]])).toEqual([
      [
        false,
        "## edit call 1 in app.py: the old_string does not match the file. It must repeat the existing lines exactly, comments and whitespace included.",
      ],
      [false, "## write call 2 in ../escape.txt: it was refused."],
    ]);
  });

  it("patch-tool: each call's result is its sentence, and the person's message carries the same one", async () => {
    const { results, failed } = await wordsFor("patch-tool", [
      call("apply_patch", '{"input": "*** Begin Patch'),
      call("apply_patch", JSON.stringify({ wrong: 1, other: 2 })),
      call(
        "apply_patch",
        JSON.stringify({ input: "*** Begin Patch\n*** Frobnicate: app.py\n*** End Patch\n" }),
      ),
      call("apply_patch", JSON.stringify({ input: "*** Begin Patch\n*** End Patch\n" })),
      call("apply_patch", JSON.stringify({ type: "update_file", diff: "" }), { applyPatch: true }),
      call("apply_patch", JSON.stringify({ type: "rename_file", path: "app.py" }), { applyPatch: true }),
      call("edit", JSON.stringify({ path: "app.py" })),
    ]);
    const sentences = [
      "the arguments of apply_patch are not valid JSON; send the call again with a JSON object",
      'apply_patch needs a string "input" holding the patch',
      'the patch could not be read: expected a *** Add/Delete/Update File: line, got "*** Frobnicate: app.py"',
      "the patch has no file operations",
      "the apply_patch operation has no path",
      'unknown apply_patch operation type "rename_file"',
      'there is no tool "edit"; the one tool is apply_patch',
    ];
    expect(results).toEqual(sentences.map((sentence) => [false, sentence]));
    expect(failed).toEqual([
      "Tool call 1 (tool) was not applied: the block could not be read. The arguments of apply_patch are not valid JSON; send the call again with a JSON object.",
      'Tool call 2 (tool) was not applied: the block could not be read. apply_patch needs a string "input" holding the patch.',
      'Tool call 3 (tool) was not applied: the block could not be read. The patch could not be read: expected a *** Add/Delete/Update File: line, got "*** Frobnicate: app.py".',
      "Tool call 4 (tool) was not applied: the block could not be read. The patch has no file operations.",
      "Tool call 5 (tool) was not applied: the block could not be read. The apply_patch operation has no path.",
      'Tool call 6 (tool) was not applied: the block could not be read. Unknown apply_patch operation type "rename_file".',
      'Tool call 7 (tool) was not applied: the block could not be read. There is no tool "edit"; the one tool is apply_patch.',
    ]);
  });
});
