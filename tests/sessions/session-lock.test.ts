// One session, one writer: the process that writes a session's log holds a lock in its folder naming its
// pid; a second SessionLog resuming the same session (another `kerf --resume ID`, another `kerf acp`)
// is refused with words naming the session and the pid; a lock whose process is gone is taken over;
// close() lets the session go.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import os from "node:os";
import path from "node:path";
import "../../src/coders";
import { Coder } from "../../src/coders";
import { createLlmClient } from "../../src/llm/llm-client";
import { resolveModel } from "../../src/models/resolve-model";
import { loadSessionCoderOptions, SessionBusyError, SessionLog } from "../../src/sessions";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";

let root: string;
let state: string;
let server: ScriptedServer;

beforeEach(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), "kerf-lock-"));
  state = mkdtempSync(path.join(os.tmpdir(), "kerf-state-"));
  writeFileSync(path.join(root, "a.txt"), "one\n");
  server = await startScriptedServer([{ kind: "reply", text: "Nothing to change." }]);
});

afterEach(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
  rmSync(state, { recursive: true, force: true });
});

const coderWith = (log: SessionLog) =>
  Coder.create({
    root,
    model: resolveModel("gpt-4o"),
    llm: createLlmClient({ baseURL: server.baseUrl, apiKey: "sk-test-lock-0000" }),
    platform: { os: "Linux", date: "2026-12-06", isGitRepo: false },
    files: ["a.txt"],
    turnPreamble: false,
    onTurnDone: log.turnDone,
  });

/** A session with one turn, still held by the log that wrote it. */
async function liveSession(): Promise<{ log: SessionLog; coder: Coder; lockFile: string }> {
  const log = new SessionLog({ dir: state, root });
  const coder = coderWith(log);
  await coder.run("look at a.txt");
  return { log, coder, lockFile: path.join(log.project, log.id, "lock") };
}

const resumed = async (id: string) =>
  new SessionLog({
    dir: state,
    root,
    resume: (await loadSessionCoderOptions({ dir: state, root, id })).session,
  });

test("a new session holds its lock from its first turn, naming this process", async () => {
  const { lockFile } = await liveSession();
  expect(JSON.parse(readFileSync(lockFile, "utf8"))).toMatchObject({ pid: process.pid, host: hostname() });
});

test("resuming a session another live writer holds is refused, naming the session and the pid", async () => {
  const { log, coder, lockFile } = await liveSession();
  const second = await resumed(log.id);
  const refusal = second.lock();
  await expect(refusal).rejects.toBeInstanceOf(SessionBusyError);
  await expect(refusal).rejects.toThrow(
    new RegExp(`^session ${log.id} is in use by another kerf process \\(pid ${process.pid},`),
  );
  // The holder's lock is untouched; once it closes, the session can be resumed.
  expect(existsSync(lockFile)).toBe(true);
  await log.close(coder);
  expect(existsSync(lockFile)).toBe(false);
  await second.lock();
  expect(JSON.parse(readFileSync(lockFile, "utf8")).pid).toBe(process.pid);
  await second.release();
  expect(existsSync(lockFile)).toBe(false);
});

test("a lock whose process is gone is stale: the resume takes it over", async () => {
  const { log, coder, lockFile } = await liveSession();
  await log.close(coder);
  // The pid of a process that has exited.
  const gone = spawnSync(process.execPath, [
    "-e",
    "process.stdout.write(String(process.pid))",
  ]).stdout.toString();
  writeFileSync(
    lockFile,
    `${JSON.stringify({ pid: Number(gone), host: hostname(), started: "2026-12-06T10:00:00Z" })}\n`,
  );
  const again = await resumed(log.id);
  await again.lock();
  expect(JSON.parse(readFileSync(lockFile, "utf8")).pid).toBe(process.pid);
  await again.release();
});

test("a log kept in memory only takes no lock", async () => {
  const log = new SessionLog({ dir: state, root, persist: false });
  await coderWith(log).run("look at a.txt");
  expect(existsSync(path.join(log.project, log.id))).toBe(false);
});
