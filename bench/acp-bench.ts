// `npm run bench acp [--files=N] [--runs=N]`: how long an editor waits for kerf's first request to the
// model. On a warm git repository of N files (tags cached by an earlier run), an ACP client (the SDK's)
// starts `kerf acp`, initializes, then times session/new → session/prompt → the first request arriving
// at a loopback model server. Figures, medians of `runs`: the first session of a fresh `kerf acp` (the
// editor opens a thread) and a second session in the same process (the next thread), both with a
// prompt whose map is in the map memo ("hi", asked once before the timed runs); the first session of a
// fresh process with a prompt never asked before (the map is ranked again from the cached tags: what a
// new question costs); start → initialize's answer, which holds kerf's warm-up. Target: ≤ 300 ms.
import { execFileSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { Readable, Writable } from "node:stream";
import { client, ndJsonStream } from "@agentclientprotocol/sdk";
import { startScriptedServer } from "../replay/scripted-server.js";
import type { ScriptEntry } from "../replay/script-step.js";
import { gitRepo, load } from "./first-prompt-bench.js";
import { formatMs } from "./measure.js";
import { prepareCorpus } from "./repomap-corpus.js";
import { BIN, median } from "./repomap-process-bench.js";
import type { BenchPart } from "./run.js";

const arg = (args: string[], name: string, fallback: number): number =>
  Number(args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);

export const acpBench: BenchPart = async (print, args) => {
  const maxFiles = arg(args, "files", 2000);
  const runs = arg(args, "runs", 7);
  const jsTs = (rel: string): boolean => /\.(c|m)?(j|t)sx?$/.test(rel);
  const corpus = await prepareCorpus({
    name: "node_modules JS/TS",
    source: path.resolve("node_modules"),
    keep: jsTs,
    maxFiles,
  });
  const root = corpus.root;
  const arrivals: number[] = [];
  const reply: ScriptEntry = () => {
    arrivals.push(performance.now());
    return { kind: "reply", text: "OK." };
  };
  const server = await startScriptedServer(Array.from({ length: runs * 3 + 1 }, () => reply));
  try {
    gitRepo(root);
    const env = {
      PATH: process.env.PATH ?? "",
      HOME: root,
      OPENAI_API_KEY: "sk-bench",
      OPENAI_BASE_URL: server.baseUrl,
    };
    // Warm: the tags cache exists, nothing changed since.
    execFileSync(process.execPath, [BIN, "--show-repo-map"], { cwd: root, env, stdio: "ignore" });
    print(`corpus: a git repo of ${corpus.files.length} ${corpus.name} files, warm; ${load()}`);
    // The map memo holds one map, the last one asked: first the "hi" rounds (an untimed one puts its
    // map there), then the new questions.
    await timeSessions(root, env, arrivals, ["hi"]);
    const starts: number[] = [];
    const first: number[] = [];
    const second: number[] = [];
    for (let round = 0; round < runs; round++) {
      const memo = await timeSessions(root, env, arrivals, ["hi", "hi"]);
      starts.push(memo.initialize);
      first.push(memo.sessions[0] ?? NaN);
      second.push(memo.sessions[1] ?? NaN);
    }
    const unseen: number[] = [];
    for (let round = 0; round < runs; round++) {
      const question = `What does round ${round} of ${Date.now()} change in the parser?`;
      unseen.push((await timeSessions(root, env, arrivals, [question])).sessions[0] ?? NaN);
    }
    print(
      `first session of a fresh kerf acp   ${formatMs(median(first))} (target ≤ 300 ms); median of ${runs}`,
    );
    print(`second session, same process        ${formatMs(median(second))}; median of ${runs}`);
    print(
      `first session, a prompt never asked ${formatMs(median(unseen))} (the map ranked again); median of ${runs}`,
    );
    print(
      `start → initialize answered         ${formatMs(median(starts))} (holds the warm-up); median of ${runs}`,
    );
    print(load());
  } finally {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
};

/** Starts `kerf acp` and times its initialize, then one session per prompt text, each from session/new
 *  to its first request at the server. */
async function timeSessions(
  root: string,
  env: Record<string, string>,
  arrivals: number[],
  prompts: string[],
): Promise<{ initialize: number; sessions: number[] }> {
  const started = performance.now();
  const child = spawn(process.execPath, [BIN, "acp", "--no-auto-commits", "--model", "gpt-4o"], {
    cwd: root,
    env,
    stdio: ["pipe", "pipe", "ignore"],
  });
  const stream = ndJsonStream(
    Writable.toWeb(child.stdin) as WritableStream<Uint8Array>,
    Readable.toWeb(child.stdout) as ReadableStream<Uint8Array>,
  );
  const connection = client({ name: "kerf-bench" }).connect(stream);
  try {
    await connection.agent.request("initialize", { protocolVersion: 1, clientCapabilities: {} });
    const initialize = performance.now() - started;
    const sessions: number[] = [];
    for (const text of prompts) {
      const before = arrivals.length;
      const start = performance.now();
      const { sessionId } = await connection.agent.request("session/new", { cwd: root, mcpServers: [] });
      await connection.agent.request("session/prompt", { sessionId, prompt: [{ type: "text", text }] });
      const arrived = arrivals[before];
      if (arrived === undefined) throw new Error("no request reached the model server");
      sessions.push(arrived - start);
    }
    return { initialize, sessions };
  } finally {
    connection.close();
    child.kill();
  }
}
