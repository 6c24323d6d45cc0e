// A turn stopped after some of its edits were written (a request that failed after an edit round, an
// architect's editor whose next request failed) still leaves its write record: `/rewind` puts those files
// back exactly (CRLF, BOM, executable bit, a created file removed) and `/redo` puts them back again; the
// record is marked interrupted and the conversation is what it was before the turn. A turn that failed
// before writing anything records nothing.
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import "../../src/coders";
import { Coder } from "../../src/coders";
import { createLlmClient } from "../../src/llm/llm-client";
import { resolveModel } from "../../src/models/resolve-model";
import { loadSessionCoderOptions, SessionLog } from "../../src/sessions";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import type { ScriptStep } from "../../replay/script-step";

const BOM = "\uFEFF";
const CRLF_TEXT = `${BOM}first line\r\nsecond line\r\n`;
const SCRIPT = "#!/bin/sh\necho hello\n";

const block = (file: string, search: string, replace: string) =>
  `${file}\n\`\`\`\n<<<<<<< SEARCH\n${search}=======\n${replace}>>>>>>> REPLACE\n\`\`\`\n`;

/** Three edits that land and one that cannot (its SEARCH text is not in the file): a reflection follows. */
const EDITS =
  block("notes.txt", "second line\n", "second line, edited\n") +
  block("run.sh", "echo hello\n", "echo bye\n") +
  block("new.txt", "", "made by the stopped turn\n") +
  block("notes.txt", "no such line\n", "never\n");
const FAILED: ScriptStep = { kind: "error", status: 400, message: "this request is refused" };

let root: string;
let state: string;
let server: ScriptedServer | undefined;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "kerf-interrupted-"));
  state = mkdtempSync(path.join(os.tmpdir(), "kerf-state-"));
  writeFileSync(path.join(root, "notes.txt"), CRLF_TEXT);
  writeFileSync(path.join(root, "run.sh"), SCRIPT);
  chmodSync(path.join(root, "run.sh"), 0o755);
});

afterEach(async () => {
  await server?.close();
  server = undefined;
  rmSync(root, { recursive: true, force: true });
  rmSync(state, { recursive: true, force: true });
});

async function coderFor(
  steps: ScriptStep[],
  log: SessionLog,
  editFormat?: string,
  extra: Partial<Parameters<typeof Coder.create>[0]> = {},
): Promise<Coder> {
  server = await startScriptedServer(steps);
  return Coder.create({
    root,
    model: resolveModel("gpt-4o"),
    llm: createLlmClient({ baseURL: server.baseUrl, apiKey: "sk-test-interrupted-0000", maxRetries: 0 }),
    platform: { os: "Linux", date: "2026-12-06", isGitRepo: false },
    files: ["notes.txt", "run.sh"],
    yesAlways: true,
    autoAcceptArchitect: true,
    turnPreamble: false,
    onTurnDone: log.turnDone,
    ...(editFormat ? { editFormat, editorEditFormat: "diff" } : {}),
    ...extra,
  });
}

const text = (file: string) => readFileSync(path.join(root, file), "utf8");
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

function expectWritten(): void {
  expect(text("notes.txt")).toBe(`${BOM}first line\r\nsecond line, edited\r\n`);
  expect(text("run.sh")).toBe("#!/bin/sh\necho bye\n");
  expect(text("new.txt")).toBe("made by the stopped turn\n");
}

async function rewindAndRedo(log: SessionLog, coder: Coder): Promise<void> {
  const turn = log.recorded?.turns.at(-1);
  expect(turn?.interrupted).toBe(true);
  expect(turn?.writes.map((write) => write.rel).sort()).toEqual(["new.txt", "notes.txt", "run.sh"]);
  const done = [...coder.done];
  expect(await log.rewind(coder, 1)).toMatchObject({ ok: true, turns: 1 });
  expect(bytes("notes.txt").equals(Buffer.from(CRLF_TEXT))).toBe(true);
  expect(bytes("run.sh").equals(Buffer.from(SCRIPT))).toBe(true);
  expect(mode("run.sh")).toBe(0o755);
  expect(exists("new.txt")).toBe(false);
  // The conversation goes back to before the turn (a thrown turn never entered it).
  expect(coder.done).toEqual(turn?.historyBefore);
  expect(await log.redo(coder)).toMatchObject({ ok: true, turns: 1 });
  expect(coder.done).toEqual(done);
  expectWritten();
  expect(mode("run.sh")).toBe(0o755);
}

test("a request that fails after an edit round: the turn's writes are recorded, rewound and redone", async () => {
  const log = new SessionLog({ dir: state, root });
  const coder = await coderFor([{ kind: "reply", text: EDITS }, FAILED], log);
  await expect(coder.run("edit the notes and the script")).rejects.toThrow(/refused/);
  expectWritten();
  // The history keeps what a thrown turn always kept: nothing of it.
  expect(coder.done).toEqual([]);
  await rewindAndRedo(log, coder);
  // The record is on disk, marked: a resumed session can rewind it too.
  const loaded = await loadSessionCoderOptions({ dir: state, root, id: log.id });
  expect(loaded.session.turns.map((turn) => turn.interrupted)).toEqual([true]);
});

test("an architect whose editor wrote and then failed: the architect's turn records the editor's writes", async () => {
  const log = new SessionLog({ dir: state, root });
  const steps: ScriptStep[] = [
    { kind: "reply", text: "Edit the notes and the script." },
    { kind: "reply", text: EDITS },
    FAILED,
  ];
  const coder = await coderFor(steps, log, "architect");
  await expect(coder.run("plan the edits")).rejects.toThrow(/refused/);
  expectWritten();
  expect(log.recorded?.turns).toHaveLength(1);
  await rewindAndRedo(log, coder);
});

test("Ctrl-C during the request after an edit round: the turn is recorded as interrupted, rewound and redone", async () => {
  const log = new SessionLog({ dir: state, root });
  const controller = new AbortController();
  let reflected = false;
  const slow: ScriptStep = { kind: "reply", text: "Let me fix that block. ".repeat(40), chunkDelayMs: 20 };
  const coder = await coderFor([{ kind: "reply", text: EDITS }, slow], log, undefined, {
    // The person presses Ctrl-C while the reflection's reply streams in.
    reporter: (event) => {
      if (event.type === "reply-delta" && reflected) controller.abort();
      if (event.type === "reflection") reflected = true;
    },
  });
  const result = await coder.run("edit the notes and the script", { signal: controller.signal });
  expect(result.incomplete).toBe("aborted");
  expectWritten();
  expect(coder.done.length).toBeGreaterThan(0);
  await rewindAndRedo(log, coder);
});

test("a turn that fails before writing anything records nothing", async () => {
  const log = new SessionLog({ dir: state, root });
  const coder = await coderFor([FAILED], log);
  await expect(coder.run("edit the notes")).rejects.toThrow(/refused/);
  expect(log.recorded).toBeUndefined();
  expect(await log.rewind(coder, 1)).toMatchObject({ ok: false, why: "no turn of this session to rewind" });
  expect(await log.list()).toEqual([]);
});
