// `npm run bench acp [--files=N] [--runs=N]`: how long an editor waits for kerf's first request to the
// model. On a warm git repository of N files (tags cached by an earlier run), an ACP client (the SDK's)
// starts `kerf acp`, initializes, then times session/new → session/prompt → the first request arriving
// at a loopback model server. Two figures, medians of `runs`: the first session of a fresh `kerf acp`
// (the editor opens a thread), and a second session in the same process (the next thread). Target: ≤ 300 ms.
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
  const server = await startScriptedServer(Array.from({ length: runs * 2 }, () => reply));
  try {
    gitRepo(root);
    const env = {
      PATH: process.env.PATH ?? "",
      HOME: root,
      OPENAI_API_KEY: "sk-bench",
      OPENAI_BASE_URL: server.baseUrl,
    };
    // Warm: the tags cache and the map memo exist, nothing changed since.
    execFileSync(process.execPath, [BIN, "--show-repo-map"], { cwd: root, env, stdio: "ignore" });
    print(`corpus: a git repo of ${corpus.files.length} ${corpus.name} files, warm; ${load()}`);
    const first: number[] = [];
    const second: number[] = [];
    for (let round = 0; round < runs; round++) {
      const [a, b] = await twoSessions(root, env, arrivals);
      first.push(a);
      second.push(b);
    }
    print(
      `first session of a fresh kerf acp   ${formatMs(median(first))} (target ≤ 300 ms); median of ${runs}`,
    );
    print(`second session, same process        ${formatMs(median(second))}; median of ${runs}`);
    print(load());
  } finally {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
};

/** Starts `kerf acp`, then times two sessions from session/new to their first request at the server. */
async function twoSessions(
  root: string,
  env: Record<string, string>,
  arrivals: number[],
): Promise<[number, number]> {
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
    const timeOne = async () => {
      const before = arrivals.length;
      const start = performance.now();
      const { sessionId } = await connection.agent.request("session/new", { cwd: root, mcpServers: [] });
      await connection.agent.request("session/prompt", { sessionId, prompt: [{ type: "text", text: "hi" }] });
      const arrived = arrivals[before];
      if (arrived === undefined) throw new Error("no request reached the model server");
      return arrived - start;
    };
    return [await timeOne(), await timeOne()];
  } finally {
    connection.close();
    child.kill();
  }
}
