// Runs the real git binary (spawn, no shell) in a repository and returns its output, within a time
// limit: a git that blocks (a FIFO .gitignore, a hung hook) is signalled and becomes a GitTimeoutError
// naming the command. Never prints; a failing command becomes a GitError carrying git's own stderr.
import { spawn } from "node:child_process";
import { DEFAULTS } from "../core/defaults.js";

export class GitError extends Error {
  override name = "GitError";
  readonly args: readonly string[];
  readonly exitCode: number | null;
  readonly stderr: string;
  constructor(options: {
    args: readonly string[];
    exitCode: number | null;
    stderr: string;
    cause?: unknown;
    message?: string;
  }) {
    const detail = options.stderr.trim() || `exit code ${String(options.exitCode)}`;
    super(options.message ?? `git ${options.args.join(" ")} failed: ${detail}`, { cause: options.cause });
    this.args = options.args;
    this.exitCode = options.exitCode;
    this.stderr = options.stderr;
  }
}

/** git ran past its time limit and was stopped (SIGTERM, then SIGKILL). */
export class GitTimeoutError extends GitError {
  override name = "GitTimeoutError";
  readonly timeoutMs: number;
  constructor(args: readonly string[], timeoutMs: number, stderr: string) {
    const message =
      `git ${args.join(" ")} did not finish within ${seconds(timeoutMs)} and was stopped ` +
      "(a named pipe such as a FIFO .gitignore, or a hook that waits, can block git)";
    super({ args, exitCode: null, stderr, message });
    this.timeoutMs = timeoutMs;
  }
}

export interface GitOutput {
  stdout: string;
  stderr: string;
  exitCode: number;
}

export interface RunGitOptions {
  /** Exit codes that are answers, not failures (e.g. 1 from `git diff --no-index`). */
  okExitCodes?: readonly number[];
  /** Variables git gets on top of the environment it inherits (GIT_COMMITTER_NAME beats every
   *  `-c committer.name=`). */
  env?: Readonly<Record<string, string>>;
  /** Longest the command may run, in ms (default DEFAULTS.gitTimeoutSeconds). */
  timeoutMs?: number;
}

const MAX_OUTPUT = 64 * 1024 * 1024;
/** After SIGTERM, git gets this long to remove its lock files before SIGKILL. */
const KILL_GRACE_MS = 2000;

/** `git -C cwd <args>`; paths in output are never C-quoted (core.quotepath off). */
export function runGit(
  cwd: string,
  args: readonly string[],
  options: RunGitOptions = {},
): Promise<GitOutput> {
  const fullArgs = ["-C", cwd, "-c", "core.quotepath=off", ...args];
  // Added through env(1), so the library hands the inherited variables on without reading them; no shell,
  // and each NAME=value is one argument whatever it holds.
  const added = Object.entries(options.env ?? {}).map(([name, value]) => `${name}=${value}`);
  const [file, argv] = added.length > 0 ? ["env", [...added, "git", ...fullArgs]] : ["git", fullArgs];
  const timeoutMs = options.timeoutMs ?? DEFAULTS.gitTimeoutSeconds * 1000;
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, { stdio: ["ignore", "pipe", "pipe"] });
    const out = new Collected();
    const err = new Collected();
    child.stdout.on("data", (chunk: Buffer) => out.add(chunk) || stop("SIGTERM"));
    child.stderr.on("data", (chunk: Buffer) => err.add(chunk) || stop("SIGTERM"));
    let settled = false;
    const settle = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      action();
    };
    const stop = (signal: NodeJS.Signals) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    };
    const timer = setTimeout(() => {
      stop("SIGTERM");
      setTimeout(() => stop("SIGKILL"), KILL_GRACE_MS).unref();
      // The output a stuck git never finishes is not waited for: a hook it started may hold the pipes.
      child.stdout.destroy();
      child.stderr.destroy();
      settle(() => reject(new GitTimeoutError(args, timeoutMs, err.text())));
    }, timeoutMs);
    child.on("error", (error) =>
      settle(() => reject(new GitError({ args, exitCode: null, stderr: error.message, cause: error }))),
    );
    child.on("close", (code) =>
      settle(() => {
        if (out.overflow || err.overflow)
          return reject(new GitError({ args, exitCode: code, stderr: "output over 64 MiB; stopped" }));
        const exitCode = code ?? -1;
        if (exitCode === 0 || options.okExitCodes?.includes(exitCode))
          return resolve({ stdout: out.text(), stderr: err.text(), exitCode });
        reject(new GitError({ args, exitCode: code, stderr: err.text() }));
      }),
    );
  });
}

/** One output stream's bytes, up to MAX_OUTPUT; `add` says false once past it. */
class Collected {
  private chunks: Buffer[] = [];
  private size = 0;
  overflow = false;
  add(chunk: Buffer): boolean {
    this.size += chunk.length;
    if (this.size > MAX_OUTPUT) this.overflow = true;
    else this.chunks.push(chunk);
    return !this.overflow;
  }
  text(): string {
    return Buffer.concat(this.chunks).toString("utf8");
  }
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}
