// The session log as data: pruning by size (oldest first, never the live session), masking (history,
// requests and pinned copies carry no key; a file version holding one is withheld and a rewind across it
// refuses, naming the file), a torn last line skipped, the list /sessions shows, and the log kept
// outside the project.
import {
  appendFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import "../../src/coders";
import { Coder } from "../../src/coders";
import { createLlmClient } from "../../src/llm/llm-client";
import { resolveModel } from "../../src/models/resolve-model";
import {
  listSessions,
  loadSession,
  projectFolder,
  SessionLog,
  type SessionLogOptions,
} from "../../src/sessions";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import type { ScriptEntry } from "../../replay/script-step";

const KEY = "sk-session-log-secret-000111222333";
const edit = (file: string, search: string, replace: string) =>
  `${file}\n\`\`\`\n<<<<<<< SEARCH\n${search}=======\n${replace}>>>>>>> REPLACE\n\`\`\`\n`;

let root: string;
let state: string;
let server: ScriptedServer | undefined;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "kerf-log-project-"));
  state = mkdtempSync(path.join(os.tmpdir(), "kerf-log-state-"));
  writeFileSync(path.join(root, "app.py"), "x = 1\n");
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  rmSync(root, { recursive: true, force: true });
  rmSync(state, { recursive: true, force: true });
});

async function session(
  script: ScriptEntry[],
  messages: string[],
  options: Partial<SessionLogOptions> = {},
): Promise<{ log: SessionLog; coder: Coder }> {
  await server?.close();
  server = await startScriptedServer(script);
  const log = new SessionLog({ dir: state, root, secrets: [KEY], ...options });
  const coder = Coder.create({
    root,
    model: resolveModel("gpt-4o"),
    llm: createLlmClient({ baseURL: server.baseUrl, apiKey: KEY }),
    platform: { os: "Linux", date: "2026-12-06", isGitRepo: false },
    files: ["app.py"],
    yesAlways: true,
    turnPreamble: false,
    onTurnDone: log.turnDone,
  });
  for (const message of messages) await coder.run(message);
  return { log, coder };
}

const logText = (log: SessionLog) => readFileSync(path.join(log.project, log.id, "log.jsonl"), "utf8");

test("the log lives in the state folder, outside the project, one folder per project", async () => {
  const { log } = await session([{ kind: "reply", text: "fine" }], ["hello"]);
  expect(log.project.startsWith(path.join(state, "sessions"))).toBe(true);
  expect(path.basename(log.project)).toMatch(new RegExp(`^${path.basename(root)}-[0-9a-f]{16}$`));
  expect(readdirSync(root)).toEqual(["app.py"]);
  expect(
    logText(log)
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line).type),
  ).toEqual(["start", "turn"]);
});

test("requests, history and pinned copies are masked; a file version holding the key is withheld", async () => {
  writeFileSync(path.join(root, "app.py"), `x = 1\nKEY = "${KEY}"\n`);
  const { log, coder } = await session(
    [{ kind: "reply", text: edit("app.py", "x = 1\n", "x = 2\n") }],
    [`use ${KEY} please`],
  );
  const text = logText(log);
  expect(text).not.toContain(KEY);
  expect(text).not.toContain(KEY.slice(0, 12));
  expect(text).toContain("use [redacted] please");
  const turn = JSON.parse(text.trim().split("\n")[1]!);
  expect(turn.writes).toEqual([
    {
      rel: "app.py",
      before: { mode: expect.any(Number), withheld: true },
      after: { mode: expect.any(Number), withheld: true },
    },
  ]);
  // No blob holds it either (the pinned copy's blob is the masked text).
  const blobs = path.join(log.project, log.id, "blobs");
  const kept = readdirSync(blobs).map((name) => readFileSync(path.join(blobs, name), "utf8"));
  expect(kept.length).toBeGreaterThan(0);
  for (const text of kept) expect(text).not.toContain(KEY.slice(0, 12));
  expect(kept.some((text) => text.includes('KEY = "[redacted]"'))).toBe(true);
  // This process still holds the bytes: it can rewind. A resumed one cannot, and says which file.
  const resumed = new SessionLog({
    dir: state,
    root,
    secrets: [KEY],
    resume: await loadSession({ dir: state, root }),
  });
  expect(await resumed.rewind(coder, 1)).toMatchObject({
    ok: false,
    file: "app.py",
    why: expect.stringContaining("not kept"),
  });
  expect(await log.rewind(coder, 1)).toMatchObject({ ok: true });
  expect(readFileSync(path.join(root, "app.py"), "utf8")).toBe(`x = 1\nKEY = "${KEY}"\n`);
});

test("a project's logs are pruned by size, oldest first, never the session being written nor one a live process holds", async () => {
  const big = "y".repeat(4000);
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) {
    const { log, coder } = await session([{ kind: "reply", text: `${big}${i}` }], [`session ${i}`], {
      maxBytes: 1_000_000,
    });
    ids.push(log.id);
    if (i > 0) await log.close(coder); // session 0 stays open: a live session is never pruned
    await new Promise((resolve) => setTimeout(resolve, 1100)); // ids are per second
  }
  expect((await listSessions({ dir: state, root })).map((s) => s.id)).toEqual([...ids].reverse());
  const sizeOfOne = readdirSync(projectFolder({ dir: state, root })).length;
  expect(sizeOfOne).toBe(3);
  // A cap that holds about three sessions: the fourth session's first record prunes the oldest closed one.
  const one = readFileSync(path.join(projectFolder({ dir: state, root }), ids[0]!, "log.jsonl")).length;
  const { log, coder } = await session([{ kind: "reply", text: `${big}3` }], ["session 3"], {
    maxBytes: one * 3.5,
  });
  const left = (await listSessions({ dir: state, root })).map((s) => s.id);
  // Session 1, the oldest closed one, went; session 0 is older but still held by a live process.
  expect(left).toEqual([log.id, ids[2], ids[0]]);
  await log.close(coder);
  // Even a cap below one session keeps the one being written, and the live one of another writer.
  const { log: last } = await session([{ kind: "reply", text: "short" }], ["session 4"], { maxBytes: 1 });
  expect((await listSessions({ dir: state, root })).map((s) => s.id)).toEqual([last.id, ids[0]]);
}, 30_000);

test("a torn last line is skipped; the list shows date, first request, files and cost", async () => {
  const { log } = await session(
    [
      {
        kind: "reply",
        text: "one",
        usage: { prompt_tokens: 1000, completion_tokens: 100, total_tokens: 1100 },
      },
      {
        kind: "reply",
        text: "two",
        usage: { prompt_tokens: 1000, completion_tokens: 100, total_tokens: 1100 },
      },
    ],
    ["first words", "second words"],
  );
  appendFileSync(path.join(log.project, log.id, "log.jsonl"), '{"v":1,"type":"turn","at":"2026-');
  const [summary] = await listSessions({ dir: state, root });
  expect(summary).toMatchObject({ id: log.id, firstRequest: "first words", files: ["app.py"], turns: 2 });
  // gpt-4o: $2.50 in, $10 out per million tokens, twice.
  expect(summary!.cost).toBeCloseTo((2 * (1000 * 2.5 + 100 * 10)) / 1e6, 8);
  expect(summary!.startedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
});

test("--no-session-log's in-memory log writes nothing and still rewinds", async () => {
  const { log, coder } = await session(
    [{ kind: "reply", text: edit("app.py", "x = 1\n", "x = 2\n") }],
    ["edit"],
    { persist: false },
  );
  expect(existsSync(path.join(state, "sessions"))).toBe(false);
  expect(await log.rewind(coder, 1)).toMatchObject({ ok: true });
  expect(readFileSync(path.join(root, "app.py"), "utf8")).toBe("x = 1\n");
});
