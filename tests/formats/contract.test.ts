// The contract every edit format keeps: empty replies, file names, every fence, CRLF, Unicode, new files.
import { applyReply, parseEdits } from "../../src/formats/apply-reply";
import { FENCES } from "../../src/core/fences";
import { editingFormatNames, getEditFormat } from "../../src/formats/registry";
import { MemoryWorkspace } from "../../src/edits/workspace/memory-workspace";
import { CONTRACT_FIXTURES } from "./contract-fixtures";

/** Every format with contract fixtures runs the same suite; a registered format must have fixtures. */
const FORMATS = Object.keys(CONTRACT_FIXTURES);

it("covers every registered format whose replies carry edits", () => {
  const editing = editingFormatNames();
  expect(FORMATS.sort()).toEqual(editing.sort());
});

describe.each(FORMATS)("%s contract", (format) => {
  const fmt = getEditFormat(format);
  const fixture = CONTRACT_FIXTURES[format]!;
  /** A change whose before/after are the whole file. */
  const change = (path: string, before: string, after: string) =>
    fixture.change(path, before, after, { before, after });
  const source = "def greet(name):\n    return 'hi ' + name\n\n\ndef main():\n    greet('x')\n";
  const edited = source.replace("'hi '", "'hello '");

  it("reads an empty or prose-only reply as no edits and no issues", () => {
    for (const reply of ["", "   \n\n", "Sure! The code already does that, nothing to change.\n"]) {
      expect(parseEdits(format, reply, { files: ["app.py"] })).toEqual({
        edits: [],
        issues: [],
        commands: [],
      });
    }
  });

  it("finds the file name and applies the edit", async () => {
    const edit = fixture.change("src/app.py", "    return 'hi ' + name\n", "    return 'hello ' + name\n", {
      before: source,
      after: edited,
    });
    const reply = fmt.render([edit]);
    const ws = new MemoryWorkspace({ "src/app.py": source });
    const result = await applyReply(ws, reply, { format, files: ["src/app.py"] });
    expect(result.failed).toEqual([]);
    expect(ws.text("src/app.py")).toBe(edited);
  });

  it.each(FENCES.map((f) => [f.open, f]))("round-trips through the %s fence", (_open, fence) => {
    const edits = [change("lib/code.md", "intro\n```js\nx()\n```\n", "intro\n```js\ny()\n```\n")];
    const reply = fmt.render(edits, { fence });
    expect(parseEdits(format, reply, { files: ["lib/code.md"], fence }).edits).toEqual(edits);
  });

  it("reads a reply with CRLF line ends and keeps a CRLF file CRLF", async () => {
    const reply = fmt.render([change("win.txt", "a\nb\n", "a\nB\n")]).replace(/\n/g, "\r\n");
    const ws = new MemoryWorkspace({ "win.txt": "a\r\nb\r\n" });
    const result = await applyReply(ws, reply, { format, files: ["win.txt"] });
    expect(result.failed).toEqual([]);
    expect(ws.text("win.txt")).toBe("a\r\nB\r\n");
  });

  it("carries Unicode through untouched", async () => {
    const before = "naïve = '日本語'\nemoji = '🙂'\n";
    const after = "naïve = '日本語 テキスト'\nemoji = '🙂👍'\n";
    const ws = new MemoryWorkspace({ "ü/ñ.py": before });
    const result = await applyReply(ws, fmt.render([change("ü/ñ.py", before, after)]), {
      format,
      files: ["ü/ñ.py"],
    });
    expect(result.failed).toEqual([]);
    expect(ws.text("ü/ñ.py")).toBe(after);
  });

  it("creates a new file", async () => {
    const ws = new MemoryWorkspace({});
    const reply = fmt.render([fixture.create("pkg/new_mod.py", "VALUE = 1\n")]);
    const result = await applyReply(ws, reply, { format, files: [] });
    expect(result.failed).toEqual([]);
    expect(ws.text("pkg/new_mod.py")).toBe("VALUE = 1\n");
  });
});
