// --encoding and --line-endings on real files: a Latin-1 file edited byte-exact, a UTF-16 file with
// its BOM, the UTF-8 refusal that names --encoding, new files in the chosen line endings while existing
// files keep theirs. The real CLI against a scripted HTTP model in a real git repository.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import { textOptions } from "../../src/cli/text-options";
import { getEditFormat } from "../../src/formats/registry";
import { block } from "../helpers/coder-harness";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

// Each test runs the whole CLI against a real repository; a loaded 2-core machine needs the room.
jest.setTimeout(60_000);

interface Body {
  messages: { role: string; content: string }[];
}

describe("kerf --encoding and --line-endings", () => {
  let repo: TempRepo;
  let server: ScriptedServer;
  afterEach(async () => {
    await server?.close();
    repo?.remove();
  });
  const kerf = async (reply: string, args: string[]) => {
    server = await startScriptedServer([{ kind: "reply", text: reply }]);
    const argv = ["--model", "gpt-4o", "--openai-api-base", server.baseUrl, "--map-tokens", "0"];
    return runCli([...argv, "--no-pretty", "--no-auto-commits", ...args], {
      cwd: repo.root,
      env: { HOME: repo.root, OPENAI_API_KEY: "sk-enc" },
    });
  };
  const bytes = (rel: string) => readFileSync(path.join(repo.root, rel));

  // "café" and "naïve" in Latin-1, plus every high byte on a line the edit does not touch.
  const high = Buffer.from(Array.from({ length: 96 }, (_, i) => 0xa0 + i));
  const latin1 = Buffer.concat([
    Buffer.from("# "),
    high,
    Buffer.from("\nname = 'caf\xe9'\nstyle = 'na\xefve'\n", "latin1"),
  ]);

  it("--encoding latin1: the model sees the text, the edit is written back byte for byte", async () => {
    repo = makeTempRepo({ "menu.py": "" });
    writeFileSync(path.join(repo.root, "menu.py"), latin1);
    const run = await kerf(block("menu.py", "name = 'café'\n", "name = 'crème brûlée'\n"), [
      "--encoding",
      "latin1",
      "menu.py",
      "-m",
      "change the dish",
    ]);
    expect(run.code).toBe(0);
    const request = server.requests[0]?.body as Body;
    expect(request.messages.some((m) => m.content.includes("name = 'café'\nstyle = 'naïve'"))).toBe(true);
    const expected = Buffer.concat([
      Buffer.from("# "),
      high,
      Buffer.from("\nname = 'cr\xe8me br\xfbl\xe9e'\nstyle = 'na\xefve'\n", "latin1"),
    ]);
    expect(bytes("menu.py").equals(expected)).toBe(true);
  });

  it("without --encoding a Latin-1 file is refused untouched, and the message names --encoding", async () => {
    repo = makeTempRepo({ "menu.py": "" });
    writeFileSync(path.join(repo.root, "menu.py"), latin1);
    const run = await kerf(block("menu.py", "name = 'café'\n", "name = 'tea'\n"), [
      "--max-reflections",
      "0",
      "menu.py",
      "-m",
      "change the dish",
    ]);
    expect(run.code).toBe(3);
    expect(run.stdout).toContain("menu.py is not valid UTF-8 (Latin-1 or another encoding? see --encoding)");
    expect(bytes("menu.py").equals(latin1)).toBe(true);
  });

  it("--encoding utf-16le: a file with a BOM keeps it, and its CRLF endings", async () => {
    repo = makeTempRepo({ "notes.txt": "" });
    const original = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from("first\r\nsecond\r\n", "utf16le"),
    ]);
    writeFileSync(path.join(repo.root, "notes.txt"), original);
    const run = await kerf(block("notes.txt", "second\n", "zweite\n"), [
      "--encoding",
      "utf-16le",
      "notes.txt",
      "-m",
      "translate",
    ]);
    expect(run.code).toBe(0);
    const expected = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from("first\r\nzweite\r\n", "utf16le"),
    ]);
    expect(bytes("notes.txt").equals(expected)).toBe(true);
  });

  it("an unknown --encoding is a usage error naming the flag", async () => {
    repo = makeTempRepo({ "a.py": "x = 1\n" });
    const run = await kerf("", ["--encoding", "klingon-8", "a.py", "-m", "hi"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("--encoding klingon-8: not an encoding kerf knows");
    expect(server.requests).toHaveLength(0);
  });

  const whole = (files: Record<string, string>) =>
    getEditFormat("whole").render(
      Object.entries(files).map(([p, content], blockIndex) => ({
        kind: "write",
        path: p,
        content,
        blockIndex,
      })),
    );

  it.each([
    ["crlf", "one\r\ntwo\r\n"],
    ["lf", "one\ntwo\n"],
  ])("--line-endings %s: a new file gets them; an existing LF file keeps LF", async (style, created) => {
    repo = makeTempRepo({ "old.txt": "a\nb\n" });
    const reply = whole({ "new.txt": "one\ntwo\n", "old.txt": "a\nB\n" });
    const run = await kerf(reply, [
      "--edit-format",
      "whole",
      "--line-endings",
      style,
      "--yes-always",
      "old.txt",
      "-m",
      "make them",
    ]);
    expect(run.code).toBe(0);
    expect(bytes("new.txt").toString("latin1")).toBe(created);
    expect(bytes("old.txt").toString("latin1")).toBe("a\nB\n");
  });

  it("--line-endings crlf leaves an existing CRLF file's endings and a new file in CRLF too", async () => {
    repo = makeTempRepo({ "win.txt": "a\r\nb\r\n" });
    const run = await kerf(block("win.txt", "b\n", "c\nd\n"), [
      "--line-endings",
      "lf",
      "win.txt",
      "-m",
      "go",
    ]);
    expect(run.code).toBe(0);
    expect(bytes("win.txt").toString("latin1")).toBe("a\r\nc\r\nd\r\n");
  });
});

describe("textOptions", () => {
  it("platform follows the system's line ending; lf and crlf are as named; utf-8 is the default", () => {
    expect(textOptions({}, "\r\n")).toEqual({ encoding: "utf-8", newFileEol: "crlf" });
    expect(textOptions({ lineEndings: "platform" }, "\n")).toEqual({ encoding: "utf-8", newFileEol: "lf" });
    expect(textOptions({ lineEndings: "lf" }, "\r\n").newFileEol).toBe("lf");
    expect(textOptions({ lineEndings: "crlf", encoding: "cp1252" }, "\n")).toEqual({
      encoding: "cp1252",
      newFileEol: "crlf",
    });
  });
});
