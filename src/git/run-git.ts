// Runs the real git binary (execFile, no shell) in a repository and returns its output.
// Never prints; a failing command becomes a GitError carrying git's own stderr.
import { execFile } from "node:child_process";

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
  }) {
    const detail = options.stderr.trim() || `exit code ${String(options.exitCode)}`;
    super(`git ${options.args.join(" ")} failed: ${detail}`, { cause: options.cause });
    this.args = options.args;
    this.exitCode = options.exitCode;
    this.stderr = options.stderr;
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
}

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
  return new Promise((resolve, reject) => {
    execFile(file, argv, { maxBuffer: 64 * 1024 * 1024, encoding: "utf8" }, (error, stdout, stderr) => {
      const exitCode = error ? exitCodeOf(error) : 0;
      if (!error || (exitCode !== null && options.okExitCodes?.includes(exitCode))) {
        return resolve({ stdout, stderr, exitCode: exitCode ?? 0 });
      }
      reject(new GitError({ args, exitCode, stderr, cause: error }));
    });
  });
}

function exitCodeOf(error: Error & { code?: unknown }): number | null {
  return typeof error.code === "number" ? error.code : null;
}
