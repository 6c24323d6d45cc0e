// Resume after a REAL process exit: the built CLI runs twice as child processes against a loopback
// scripted server, on a project without git, with kerf's state folder in a temp dir (XDG_STATE_HOME).
// The log is read back, and the last request before the exit is compared on the wire with the first
// after `--continue`: the provider's cache sees the whole earlier prompt again as a prefix.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureBuilt } from "../demo/ensure-built";
import { CLI_BIN, runChild } from "../helpers/run-child";
import { bodies, withServer } from "../helpers/scripted-server";
import { listSessions, loadSession, projectFolder } from "../../src/sessions";
import { CacheSimulator, requestTokens } from "../../bench/cache-simulator";
import type { RecordedRequest } from "../../replay/script-step";

const ROOT = path.resolve(__dirname, "../..");
// Long enough that a one-line change is sent as a change note, not by re-sending the file whole.
const HELPERS = Array.from({ length: 30 }, (_, i) => `def helper_${i}(x):\n    return x + ${i}\n`).join("\n");
const APP = `def total(xs):\n    return sum(xs)\n\n${HELPERS}`;
const KEY = "sk-resume-secret-0123456789abcdef";

const edit = (search: string, replace: string) =>
  `app.py\n\`\`\`\n<<<<<<< SEARCH\n${search}=======\n${replace}>>>>>>> REPLACE\n\`\`\`\n`;

let project: string;
let state: string;
let home: string;

beforeAll(() => ensureBuilt(ROOT), 180_000);
beforeEach(() => {
  project = mkdtempSync(path.join(os.tmpdir(), "kerf-resume-project-"));
  state = mkdtempSync(path.join(os.tmpdir(), "kerf-resume-state-"));
  home = mkdtempSync(path.join(os.tmpdir(), "kerf-resume-home-"));
  writeFileSync(path.join(project, "app.py"), APP);
});
afterEach(() => {
  for (const dir of [project, state, home]) rmSync(dir, { recursive: true, force: true });
});

const kerf = (args: string[], baseUrl: string, input = "") =>
  runChild(["--no-pretty", "--yes-always", "--no-git", ...args], {
    cwd: project,
    env: {
      HOME: home,
      XDG_STATE_HOME: state,
      OPENAI_API_KEY: KEY,
      OPENAI_BASE_URL: baseUrl,
      ANTHROPIC_API_KEY: KEY,
      ANTHROPIC_BASE_URL: baseUrl,
    },
    input,
  });

/**
 * How much of the earlier request's cached prefix the later one reads back, as the provider's cache
 * would (bench/cache-simulator.ts: Anthropic caches at the request's breakpoints, OpenAI the longest
 * shared prefix in 128-token steps): cache-read tokens of the later request over the tokens the earlier
 * one cached (up to its last breakpoint; for OpenAI, its whole prompt).
 */
function cachedShare(kind: "anthropic" | "openai", before: RecordedRequest, after: RecordedRequest): number {
  const simulator = new CacheSimulator(kind, 1024);
  const { tokens, breakpoints } = requestTokens(before);
  simulator.usage(before, "");
  const cached = kind === "anthropic" ? (breakpoints.at(-1) ?? 0) : tokens.length;
  return simulator.usage(after, "").read / cached;
}

const place = () => ({ dir: path.join(state, "kerf"), root: project });

it("--continue after a real exit: the log is read back, and the first request reuses the last one's whole prompt", async () => {
  const script = [
    { kind: "reply" as const, text: edit("    return sum(xs)\n", "    return sum(xs) if xs else 0\n") },
    { kind: "reply" as const, text: "total returns 0 for an empty list now." },
  ];
  await withServer(script, async (server) => {
    const claude = ["--model", "claude-sonnet-4-5", "--cache-prompts"];
    const first = await kerf(
      [...claude, "app.py", "-m", `guard the empty list (my key is ${KEY})`],
      server.baseUrl,
    );
    expect(first.code).toBe(0);
    // No model named: the stored one (Claude, over Anthropic Messages) comes back with the session.
    const second = await kerf(
      ["--cache-prompts", "--continue", "-m", "what does total return for []?"],
      server.baseUrl,
    );
    expect(second.code).toBe(0);
    expect(second.stdout).toMatch(/resuming session \d{8}-\d{6}-[0-9a-f]{4} \(1 turn/);

    const [before, after] = server.requests as [RecordedRequest, RecordedRequest];
    expect(before.path).toContain("/messages");
    expect(after.path).toContain("/messages");
    // Every message of the last request before the exit comes back first, byte for byte (its user
    // message without the format reminder, which always rides on the newest message).
    type Message = { role: string; content: { text?: string }[] };
    const earlier = (before.body as { messages: Message[] }).messages;
    const later = (after.body as { messages: Message[] }).messages;
    const plain = (m: unknown) => JSON.stringify(m).replace(/,"cache_control":\{[^}]*\}/g, "");
    const n = earlier.length - 1;
    expect(later.slice(0, n).map(plain)).toEqual(earlier.slice(0, n).map(plain));
    expect(plain(later[n]?.content[0])).toEqual(plain(earlier[n]?.content[0]));
    expect((before.body as { system: unknown }).system).toEqual((after.body as { system: unknown }).system);
    const share = cachedShare("anthropic", before, after);
    expect(share).toBeGreaterThanOrEqual(0.9);
    console.log(
      `resume: the first request after --continue reads ${(100 * share).toFixed(1)} % of the last request's cached prefix`,
    );
    expect(JSON.stringify(after.body)).toContain("return sum(xs) if xs else 0");

    const [summary] = await listSessions(place());
    expect(summary).toMatchObject({ turns: 2, files: ["app.py"] });
    expect(summary?.firstRequest).toContain("guard the empty list");
    // Masked like every log: the key never reaches the state folder, the request still reads.
    expect(summary?.firstRequest).toContain("[redacted]");
    const session = await loadSession(place());
    const logText = readFileSync(
      path.join(
        readdirSync(path.join(state, "kerf", "sessions")).map((p) =>
          path.join(state, "kerf", "sessions", p),
        )[0]!,
        session.start.id,
        "log.jsonl",
      ),
      "utf8",
    );
    expect(logText).not.toContain(KEY);
    expect(logText).not.toContain(KEY.slice(0, 12));
  });
}, 120_000);

it("--resume ID picks a session, a file changed since is named and re-read, and /sessions lists them", async () => {
  const script = [
    { kind: "reply" as const, text: "First session, no edit." },
    { kind: "reply" as const, text: "Second session, no edit." },
    { kind: "reply" as const, text: "Back in the first." },
    { kind: "reply" as const, text: "On another model." },
  ];
  await withServer(script, async (server) => {
    expect((await kerf(["app.py", "-m", "the first session"], server.baseUrl)).code).toBe(0);
    expect((await kerf(["app.py", "-m", "the second session"], server.baseUrl)).code).toBe(0);
    const listed = await listSessions(place());
    expect(listed.map((s) => s.firstRequest)).toEqual(["the second session", "the first session"]);
    const firstId = listed[1]!.id;
    writeFileSync(path.join(project, "app.py"), `${APP}# changed by hand\n`);
    const resumed = await kerf(["--resume", firstId, "-m", "and now?"], server.baseUrl);
    expect(resumed.code).toBe(0);
    expect(resumed.stdout).toContain(`resuming session ${firstId}`);
    expect(resumed.stderr).toContain(
      `app.py changed on disk since session ${firstId} was saved; kerf re-reads it`,
    );
    expect(JSON.stringify(bodies(server)[2])).toContain("# changed by hand");
    expect(JSON.stringify(bodies(server)[2])).toContain("the first session");
    expect(JSON.stringify(bodies(server)[2])).not.toContain("the second session");

    const repl = await kerf([], server.baseUrl, "/sessions\n");
    expect(repl.code).toBe(0);
    expect(repl.stdout).toContain(firstId);
    expect(repl.stdout).toMatch(/2 turns {2}\$\d+\.\d{4} {2}"the first session" {2}files: app\.py/);
    expect(repl.stdout).toContain('"the second session"');

    // A model named on the resuming command line wins over the stored one.
    const other = await kerf(["--continue", "--model", "gpt-4o-mini", "-m", "and on mini?"], server.baseUrl);
    expect(other.code).toBe(0);
    expect(bodies(server)[3]).toMatchObject({ model: "gpt-4o-mini" });
    expect(JSON.stringify(bodies(server)[3])).toContain("the first session");
    expect(bodies(server)[2]).toMatchObject({ model: "gpt-4o" });

    const unknown = await kerf(["--resume", "19990101", "-m", "x"], server.baseUrl);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("no session 19990101 for this project");
  });
}, 120_000);

it("/rewind in a resumed REPL puts the file back after a real exit, without git; /redo puts it forward; an outside change is refused by name", async () => {
  const edited = APP.replace("return sum(xs)\n", "return sum(xs) + 0\n").replace(/\n/g, "\r\n");
  writeFileSync(path.join(project, "app.py"), APP.replace(/\n/g, "\r\n"));
  const script = [{ kind: "reply" as const, text: edit("    return sum(xs)\n", "    return sum(xs) + 0\n") }];
  await withServer(script, async (server) => {
    expect((await kerf(["app.py", "-m", "add zero"], server.baseUrl)).code).toBe(0);
    expect(readFileSync(path.join(project, "app.py"), "utf8")).toBe(edited);
    const run = await kerf(["--continue"], server.baseUrl, "/rewind\n");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Rewound 1 turn: restored app.py");
    expect(readFileSync(path.join(project, "app.py"), "utf8")).toBe(APP.replace(/\n/g, "\r\n"));
    const again = await kerf(["--continue"], server.baseUrl, "/redo\n");
    expect(again.stdout).toContain("Redid 1 turn: restored app.py");
    expect(readFileSync(path.join(project, "app.py"), "utf8")).toBe(edited);
    // Changed outside kerf since: the rewind refuses, naming the file, and leaves it as it is.
    writeFileSync(path.join(project, "app.py"), `${edited}# mine\r\n`);
    const refused = await kerf(["--continue"], server.baseUrl, "/rewind\n");
    expect(refused.stderr).toContain(
      "Cannot rewind: app.py changed outside kerf since kerf wrote it; nothing was restored.",
    );
    expect(readFileSync(path.join(project, "app.py"), "utf8")).toBe(`${edited}# mine\r\n`);
  });
}, 120_000);

it("a second process resuming a session another live kerf is writing is refused, naming the session and its pid", async () => {
  const script = [
    { kind: "reply" as const, text: "First turn, no edit." },
    { kind: "reply" as const, text: "Resumed once the first had ended." },
  ];
  await withServer(script, async (server) => {
    expect((await kerf(["app.py", "-m", "the first turn"], server.baseUrl)).code).toBe(0);
    const [session] = await listSessions(place());
    const id = session!.id;
    // Process A: an interactive --continue that stays open (its stdin is not ended yet).
    const env = { PATH: process.env.PATH ?? "", HOME: home, XDG_STATE_HOME: state, OPENAI_API_KEY: KEY };
    const holder = spawn(process.execPath, [CLI_BIN, "--no-pretty", "--no-git", "--continue"], {
      cwd: project,
      env: { ...env, OPENAI_BASE_URL: server.baseUrl },
    });
    const exited = new Promise((resolve) => holder.on("close", resolve));
    const lock = path.join(projectFolder(place()), id, "lock");
    for (const end = Date.now() + 30_000; !existsSync(lock) && Date.now() < end;)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(JSON.parse(readFileSync(lock, "utf8")).pid).toBe(holder.pid);
    // Process B: the same session, by id and as the latest.
    for (const args of [["--resume", id], ["--continue"]]) {
      const refused = await kerf([...args, "-m", "and now?"], server.baseUrl);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain(`session ${id} is in use by another kerf process (pid ${holder.pid},`);
    }
    expect(server.requests).toHaveLength(1);
    // A ends (its stdin closes): the session is free again.
    holder.stdin.end("/exit\n");
    await exited;
    expect(existsSync(lock)).toBe(false);
    const resumed = await kerf(["--resume", id, "-m", "and now?"], server.baseUrl);
    expect(resumed.code).toBe(0);
    expect(resumed.stdout).toContain(`resuming session ${id}`);
  });
}, 120_000);

it("a REPL turn that wrote and then failed says its files stay, and /rewind puts them back", async () => {
  const script = [
    // One edit lands, one cannot (its SEARCH text is not in the file): the reflection's request fails.
    {
      kind: "reply" as const,
      text: edit("    return sum(xs)\n", "    return sum(xs) + 0\n") + edit("no such line\n", "never\n"),
    },
    { kind: "error" as const, status: 400, message: "this request is refused" },
  ];
  await withServer(script, async (server) => {
    const run = await kerf(["app.py"], server.baseUrl, "add zero\n/rewind\n");
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("this request is refused");
    expect(run.stderr).toContain("The files this turn wrote stay as they are; /rewind puts them back.");
    expect(run.stdout).toContain("Rewound 1 turn: restored app.py");
    expect(readFileSync(path.join(project, "app.py"), "utf8")).toBe(APP);
    const [session] = await listSessions(place());
    const records = readFileSync(path.join(projectFolder(place()), session!.id, "log.jsonl"), "utf8");
    expect(records).toContain('"interrupted":true');
  });
}, 120_000);
