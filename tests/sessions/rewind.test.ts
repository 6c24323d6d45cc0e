// /rewind and /redo from the session's own write record, on a project WITHOUT git: CRLF, a BOM and an
// executable file come back byte for byte with their mode; a file changed outside kerf stops the rewind
// (naming it); a resumed session (a new SessionLog over the log read back) can rewind too.
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import "../../src/coders";
import { Coder } from "../../src/coders";
import { createLlmClient } from "../../src/llm/llm-client";
import { resolveModel } from "../../src/models/resolve-model";
import { loadSessionCoderOptions, SessionLog } from "../../src/sessions";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import { block as harnessBlock, harness } from "../helpers/coder-harness";

const BOM = "\uFEFF";
const CRLF_TEXT = `${BOM}first line\r\nsecond line\r\n`;
const SCRIPT = "#!/bin/sh\necho hello\n";

const block = (file: string, search: string, replace: string) =>
  `${file}\n\`\`\`\n<<<<<<< SEARCH\n${search}=======\n${replace}>>>>>>> REPLACE\n\`\`\`\n`;

let root: string;
let state: string;
let server: ScriptedServer;

beforeEach(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), "kerf-rewind-"));
  state = mkdtempSync(path.join(os.tmpdir(), "kerf-state-"));
  writeFileSync(path.join(root, "notes.txt"), CRLF_TEXT);
  writeFileSync(path.join(root, "run.sh"), SCRIPT);
  chmodSync(path.join(root, "run.sh"), 0o755);
  server = await startScriptedServer([
    { kind: "reply", text: block("notes.txt", "second line\n", "second line, edited\n") },
    {
      kind: "reply",
      text:
        block("run.sh", "echo hello\n", "echo bye\n") +
        block("new.txt", "", "made by turn two\n") +
        block("notes.txt", "first line\n", "first line, again\n"),
    },
  ]);
});

afterEach(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
  rmSync(state, { recursive: true, force: true });
});

function coderWith(log: SessionLog, extra: Partial<Parameters<typeof Coder.create>[0]> = {}): Coder {
  return Coder.create({
    root,
    model: resolveModel("gpt-4o"),
    llm: createLlmClient({ baseURL: server.baseUrl, apiKey: "sk-test-rewind-0000" }),
    platform: { os: "Linux", date: "2026-12-06", isGitRepo: false },
    files: ["notes.txt", "run.sh"],
    yesAlways: true,
    turnPreamble: false,
    onTurnDone: log.turnDone,
    ...extra,
  });
}

const bytes = (file: string) => readFileSync(path.join(root, file));
const mode = (file: string) => statSync(path.join(root, file)).mode & 0o777;
const exists = (file: string) => {
  try {
    statSync(path.join(root, file));
    return true;
  } catch {
    return false;
  }
};

async function twoTurns(): Promise<{ log: SessionLog; coder: Coder; afterOne: number }> {
  const log = new SessionLog({ dir: state, root });
  const coder = coderWith(log);
  await coder.run("edit the notes");
  const afterOne = coder.done.length;
  await coder.run("edit the script, make a file, edit the notes again");
  expect(bytes("notes.txt").toString("utf8")).toBe(`${BOM}first line, again\r\nsecond line, edited\r\n`);
  expect(bytes("run.sh").toString("utf8")).toBe("#!/bin/sh\necho bye\n");
  expect(exists("new.txt")).toBe(true);
  return { log, coder, afterOne };
}

test("rewinding two turns puts back bytes (CRLF, BOM) and the executable bit, and removes a created file", async () => {
  const { log, coder } = await twoTurns();
  const result = await log.rewind(coder, 2);
  expect(result).toMatchObject({ ok: true, turns: 2 });
  expect(bytes("notes.txt").equals(Buffer.from(CRLF_TEXT))).toBe(true);
  expect(bytes("run.sh").equals(Buffer.from(SCRIPT))).toBe(true);
  expect(mode("run.sh")).toBe(0o755);
  expect(exists("new.txt")).toBe(false);
  expect(coder.done).toEqual([]);
});

test("rewinding one turn trims the conversation to before it, and /redo puts files and turns back", async () => {
  const { log, coder, afterOne } = await twoTurns();
  const done = [...coder.done];
  expect(await log.rewind(coder, 1)).toMatchObject({ ok: true, turns: 1 });
  expect(bytes("notes.txt").toString("utf8")).toBe(`${BOM}first line\r\nsecond line, edited\r\n`);
  expect(bytes("run.sh").toString("utf8")).toBe(SCRIPT);
  expect(coder.done).toHaveLength(afterOne);
  expect(await log.redo(coder)).toMatchObject({ ok: true, turns: 1 });
  expect(bytes("notes.txt").toString("utf8")).toBe(`${BOM}first line, again\r\nsecond line, edited\r\n`);
  expect(bytes("run.sh").toString("utf8")).toBe("#!/bin/sh\necho bye\n");
  expect(mode("run.sh")).toBe(0o755);
  expect(exists("new.txt")).toBe(true);
  expect(coder.done).toEqual(done);
  expect(await log.redo(coder)).toMatchObject({ ok: false, why: "nothing to redo" });
});

test("a file changed outside kerf stops the rewind, naming it, and nothing is restored", async () => {
  const { log, coder } = await twoTurns();
  writeFileSync(path.join(root, "run.sh"), "#!/bin/sh\necho mine\n");
  const notes = bytes("notes.txt");
  const done = [...coder.done];
  const result = await log.rewind(coder, 1);
  expect(result).toMatchObject({ ok: false, file: "run.sh" });
  expect(bytes("notes.txt").equals(notes)).toBe(true);
  expect(exists("new.txt")).toBe(true);
  expect(coder.done).toEqual(done);
});

test("a file replaced since by a symlink out of the project is refused, and the outside file left alone", async () => {
  const { log, coder } = await twoTurns();
  const outside = path.join(state, "outside.sh");
  writeFileSync(outside, "#!/bin/sh\necho bye\n");
  chmodSync(outside, 0o755);
  rmSync(path.join(root, "run.sh"));
  symlinkSync(outside, path.join(root, "run.sh"));
  expect(await log.rewind(coder, 1)).toMatchObject({ ok: false, file: "run.sh" });
  expect(readFileSync(outside, "utf8")).toBe("#!/bin/sh\necho bye\n");
});

test("a mode changed outside kerf counts as a change", async () => {
  const { log, coder } = await twoTurns();
  chmodSync(path.join(root, "run.sh"), 0o644);
  expect(await log.rewind(coder, 1)).toMatchObject({ ok: false, file: "run.sh" });
});

test("a resumed session (its log read back in a new SessionLog) rewinds from the stored record", async () => {
  const { log, coder } = await twoTurns();
  await log.close(coder);
  const loaded = await loadSessionCoderOptions({ dir: state, root, id: log.id });
  expect(loaded.changed).toEqual([]);
  expect(loaded.options.files).toEqual(["notes.txt", "run.sh", "new.txt"]);
  expect(loaded.options.history).toEqual(coder.done);
  const again = new SessionLog({ dir: state, root, resume: loaded.session });
  const resumed = coderWith(again, loaded.options);
  expect(await again.rewind(resumed, 2)).toMatchObject({ ok: true, turns: 2 });
  expect(bytes("notes.txt").equals(Buffer.from(CRLF_TEXT))).toBe(true);
  expect(bytes("run.sh").equals(Buffer.from(SCRIPT))).toBe(true);
  expect(mode("run.sh")).toBe(0o755);
  expect(resumed.done).toEqual([]);
  // The rewind is in the log too: read back once more, the session has no turn left to rewind.
  const later = await loadSessionCoderOptions({ dir: state, root, id: log.id });
  expect(later.session.turns).toHaveLength(0);
  expect(later.session.redo).toHaveLength(1);
});

test("asking for more turns than there are is refused", async () => {
  const { log, coder } = await twoTurns();
  expect(await log.rewind(coder, 3)).toMatchObject({ ok: false, why: expect.stringContaining("only 2") });
});

describe("with git", () => {
  test("a rewind puts the file back and leaves kerf's commit in place (the restored file shows as a change)", async () => {
    const h = await harness({ "a.txt": "one\r\ntwo\r\n" }, [
      { kind: "reply", text: harnessBlock("a.txt", "two\n", "TWO\n") },
      { kind: "reply", text: "commit message: edit a.txt" },
    ]);
    try {
      const log = new SessionLog({ dir: state, root: h.repo.root });
      const coder = await h.coder({ files: ["a.txt"], autoCommits: true, onTurnDone: log.turnDone });
      const result = await coder.run("shout two");
      expect(result.commits).toHaveLength(1);
      expect(readFileSync(path.join(h.repo.root, "a.txt"), "utf8")).toBe("one\r\nTWO\r\n");
      expect(await log.rewind(coder, 1)).toMatchObject({ ok: true, files: ["a.txt"] });
      expect(readFileSync(path.join(h.repo.root, "a.txt"), "utf8")).toBe("one\r\ntwo\r\n");
      expect(h.repo.git("log", "--format=%s").trim().split("\n")).toHaveLength(2);
      expect(h.repo.git("status", "--porcelain")).toContain("a.txt");
    } finally {
      await h.close();
    }
  });
});
