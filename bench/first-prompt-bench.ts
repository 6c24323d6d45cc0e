// `npm run bench first-prompt [--files=N] [--runs=N]`: time from starting `kerf` in a terminal to its
// first prompt, on a warm git repository of 5,000 files (tags cached by one earlier run), against a
// bare `node` printing a prompt in the same terminal. The terminal is util-linux `script` (a pty).
import { execFileSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { formatMs } from "./measure.js";
import { prepareCorpus } from "./repomap-corpus.js";
import { BIN, median } from "./repomap-process-bench.js";
import type { BenchPart } from "./run.js";

const arg = (args: string[], name: string, fallback: number): number =>
  Number(args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);

// The hint line kerf prints before its first prompt ("> "), colours stripped.
const KERF_READY = /Ctrl-D exits\.[^]*> $/;
const NODE_READY = /ready> $/;
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;?]*[A-Za-z]`, "g");

export const firstPromptBench: BenchPart = async (print, args) => {
  const maxFiles = arg(args, "files", 5000);
  const runs = arg(args, "runs", 7);
  if (!hasScript()) {
    print("skipped: needs util-linux `script` for a terminal");
    return;
  }
  const jsTs = (rel: string): boolean => /\.(c|m)?(j|t)sx?$/.test(rel);
  const source = path.resolve("node_modules");
  const corpus = await prepareCorpus({ name: "node_modules JS/TS", source, keep: jsTs, maxFiles });
  const root = corpus.root;
  try {
    gitRepo(root);
    // Warm: the tags cache and the map memo exist, nothing changed since.
    execFileSync(process.execPath, [BIN, "--show-repo-map"], { cwd: root, env: env(root), stdio: "ignore" });
    print(`corpus: a git repo of ${corpus.files.length} ${corpus.name} files, warm; ${load()}`);
    const node: number[] = [];
    const kerf: number[] = [];
    for (let round = 0; round < runs; round++) {
      node.push(await untilReady(root, ["node", "-e", "process.stdout.write('ready> ')"], NODE_READY));
      kerf.push(await untilReady(root, ["node", BIN], KERF_READY));
    }
    const base = median(node);
    const ms = median(kerf);
    print(`node, prompt printed (baseline)   ${formatMs(base)}`);
    print(
      `kerf, first prompt                ${formatMs(ms)} = ${(ms / base).toFixed(1)}× baseline (target ≤ 800 ms); median of ${runs}`,
    );
    print(load());
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
};

function env(root: string): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH ?? "", HOME: root, TERM: "xterm", OPENAI_API_KEY: "sk-bench" };
}

function hasScript(): boolean {
  try {
    execFileSync("script", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

export function gitRepo(root: string): void {
  const git = (...gitArgs: string[]) => execFileSync("git", gitArgs, { cwd: root, stdio: "ignore" });
  git("init", "--quiet");
  git("add", "-A");
  git("-c", "user.name=bench", "-c", "user.email=bench@example.com", "commit", "--quiet", "-m", "corpus");
}

/** Starts `command` in a pty; resolves with the milliseconds until its output matches `ready`, then
 * sends Ctrl-D and waits for it to end. */
function untilReady(root: string, command: string[], ready: RegExp): Promise<number> {
  const line = command.map((part) => `'${part.replace(/'/g, `'\\''`)}'`).join(" ");
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn("script", ["-qfec", line, "/dev/null"], { cwd: root, env: env(root) });
    let out = "";
    let took: number | undefined;
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (took === undefined && ready.test(out.replace(ANSI, ""))) {
        took = performance.now() - start;
        child.stdin.write("\x04");
      }
    });
    child.on("error", reject);
    child.on("exit", () => {
      clearTimeout(timer);
      if (took === undefined) reject(new Error(`no prompt from ${line}:\n${out.slice(-400)}`));
      else resolve(took);
    });
  });
}

export function load(): string {
  return `load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}`;
}
