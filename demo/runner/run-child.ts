// Runs a command as a child process and passes its output on as it arrives; resolves with its exit
// code. Prints nothing itself: the caller's writers decide where the output goes.
import { spawn } from "node:child_process";

export interface RunChildOptions {
  cwd: string;
  env: Record<string, string>;
  stdout: (chunk: string) => void;
  stderr: (chunk: string) => void;
}

/** The exit code; a child killed by a signal counts as 1, as a shell would report a failure. */
export function runChild(command: readonly string[], options: RunChildOptions): Promise<number> {
  const [file, ...args] = command;
  if (file === undefined) return Promise.reject(new Error("runChild needs a command"));
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.setEncoding("utf8").on("data", options.stdout);
    child.stderr.setEncoding("utf8").on("data", options.stderr);
    child.on("error", reject);
    child.on("close", (code) => resolve(code ?? 1));
  });
}
