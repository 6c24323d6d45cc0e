// The tool-call formats read each call into the one Edit IR (or a view, or why it could not, as data):
// edit/write and Anthropic's text editor commands for `edit-tool`; the function, free-form and
// OpenAI-native forms of apply_patch for `patch-tool`, through the `patch` format's own parser.
import type { ToolCall } from "../../src/core/tool-types";
import type { CallProblem } from "../../src/edits/issue-reason";
import { editToolFormat } from "../../src/formats/edit-tool/format";
import { patchToolFormat } from "../../src/formats/patch-tool/format";
import { PATCH_GRAMMAR } from "../../src/formats/patch-tool/tools";

const fn = (name: string, args: unknown): ToolCall => ({
  id: "c",
  name,
  type: "function",
  input: typeof args === "string" ? args : JSON.stringify(args),
});
const readEdit = (call: ToolCall, index = 0) => editToolFormat.readCall!(call, index);
const readPatch = (call: ToolCall, index = 0) => patchToolFormat.readCall!(call, index);

describe("edit-tool calls", () => {
  it("edit → an inline replace under the call's index; replace_all carried; CRLF made LF", () => {
    expect(
      readEdit(fn("edit", { path: "a.py", old_string: "x = 1\r\n", new_string: "x = 2\r\n" }), 3),
    ).toEqual({
      edits: [
        { kind: "replace", path: "a.py", search: "x = 1\n", replace: "x = 2\n", inline: true, blockIndex: 3 },
      ],
    });
    const all = readEdit(fn("edit", { filePath: "a.py", oldString: "x", newString: "y", replaceAll: true }));
    expect(all).toEqual({
      edits: [expect.objectContaining({ path: "a.py", search: "x", replace: "y", replaceAll: true })],
    });
  });

  it("write → a whole-file write", () => {
    expect(readEdit(fn("write", { path: "n.txt", content: "hi\n" }))).toEqual({
      edits: [{ kind: "write", path: "n.txt", content: "hi\n", blockIndex: 0 }],
    });
  });

  it("refuses broken JSON, a missing field, an empty old_string and an unknown tool with a typed reason", () => {
    const bad = (tool: string, problem: CallProblem) => ({ error: { kind: "bad-call", tool, problem } });
    expect(readEdit(fn("edit", '{"path": "a.py"'))).toEqual(bad("edit", { why: "not-json" }));
    expect(readEdit(fn("edit", { path: "a.py", new_string: "y" }))).toEqual(
      bad("edit", { why: "missing-argument", argument: "old_string", type: "string" }),
    );
    expect(readEdit(fn("edit", { path: "a.py", old_string: "", new_string: "y" }))).toEqual(
      bad("edit", {
        why: "empty-argument",
        argument: "old_string",
        purpose: "create or rewrite a file",
        use: "write",
      }),
    );
    expect(readEdit(fn("bash", { command: "ls" }))).toEqual(
      bad("bash", { why: "no-such-tool", declared: ["edit", "write"] }),
    );
    expect(readEdit(fn("edit", "[1, 2]"))).toEqual(bad("edit", { why: "not-object" }));
  });

  it("reads the text editor's str_replace, create, insert and view; refuses undo_edit", () => {
    const editor = (args: unknown) => readEdit(fn("str_replace_based_edit_tool", args), 1);
    expect(editor({ command: "str_replace", path: "a.py", old_str: "a", new_str: "b" })).toEqual({
      edits: [{ kind: "replace", path: "a.py", search: "a", replace: "b", inline: true, blockIndex: 1 }],
    });
    expect(editor({ command: "create", path: "n.py", file_text: "x\n" })).toEqual({
      edits: [{ kind: "write", path: "n.py", content: "x\n", blockIndex: 1 }],
    });
    expect(editor({ command: "insert", path: "a.py", insert_line: 2, new_str: "z" })).toEqual({
      edits: [{ kind: "replace", path: "a.py", search: "", replace: "z\n", afterLine: 2, blockIndex: 1 }],
    });
    expect(editor({ command: "view", path: "a.py", view_range: [3, 9] })).toEqual({
      view: { path: "a.py", range: [3, 9] },
    });
    expect(editor({ command: "undo_edit", path: "a.py" })).toEqual({
      error: {
        kind: "bad-call",
        tool: "str_replace_based_edit_tool",
        problem: {
          why: "unsupported-command",
          command: "undo_edit",
          supported: ["view", "str_replace", "create", "insert"],
        },
      },
    });
    expect(readEdit(fn("str_replace_editor", { command: "view", path: "." }))).toEqual({
      view: { path: "." },
    });
  });
});

describe("patch-tool calls", () => {
  const patch =
    "*** Begin Patch\n*** Update File: a.py\n@@ def f():\n-    return 1\n+    return 2\n*** End Patch\n";

  it("reads the function's input through the patch parser, every op under the call's index", () => {
    const read = readPatch(fn("apply_patch", { input: patch }), 2);
    expect(read).toEqual({
      edits: [
        {
          kind: "replace",
          path: "a.py",
          search: "    return 1\n",
          replace: "    return 2\n",
          anchors: ["def f():"],
          blockIndex: 2,
        },
      ],
    });
  });

  it("reads a free-form custom call and OpenAI's apply_patch operations the same way", () => {
    const custom = readPatch({ id: "c", name: "apply_patch", type: "custom", input: patch });
    expect(custom).toEqual(readPatch(fn("apply_patch", { input: patch })));
    const op = (operation: unknown) =>
      readPatch({ id: "c", name: "apply_patch", type: "apply_patch", input: JSON.stringify(operation) });
    expect(
      op({ type: "update_file", path: "a.py", diff: "@@ def f():\n-    return 1\n+    return 2" }),
    ).toEqual(custom);
    expect(op({ type: "create_file", path: "n.py", diff: "+x = 1\n" })).toEqual({
      // A V4A add overwrites a file that exists, as the reference does (issue 33), whichever shape carried it.
      edits: [{ kind: "write", path: "n.py", content: "x = 1\n", overwrite: true, blockIndex: 0 }],
    });
    expect(op({ type: "delete_file", path: "old.py" })).toEqual({
      edits: [{ kind: "delete", path: "old.py", blockIndex: 0 }],
    });
    expect(op({ type: "rename", path: "x" })).toEqual({
      error: {
        kind: "bad-call",
        tool: "apply_patch",
        problem: { why: "unknown-operation", given: '"rename"' },
      },
    });
  });

  it("refuses a patch that does not parse, and any other tool", () => {
    expect(readPatch(fn("apply_patch", { input: "*** Begin Patch\n*** Update File: a.py\n" }))).toEqual({
      error: {
        kind: "bad-call",
        tool: "apply_patch",
        problem: {
          why: "unreadable-patch",
          reasons: [
            { kind: "no-changes", marker: "*** Update File:" },
            { kind: "unclosed", opened: "*** Begin Patch", expected: "*** End Patch" },
          ],
        },
      },
    });
    expect(readPatch(fn("apply_patch", { input: "just words" }))).toEqual({
      error: { kind: "bad-call", tool: "apply_patch", problem: { why: "no-operations" } },
    });
    expect(readPatch(fn("edit", { input: patch }))).toEqual({
      error: { kind: "bad-call", tool: "edit", problem: { why: "no-such-tool", declared: ["apply_patch"] } },
    });
  });

  it("offers a grammar that names every patch marker the parser reads", () => {
    for (const marker of [
      "Begin Patch",
      "End Patch",
      "Add File: ",
      "Delete File: ",
      "Update File: ",
      "Move to: ",
      "End of File",
    ]) {
      expect(PATCH_GRAMMAR).toContain(`*** ${marker}`);
    }
  });
});
