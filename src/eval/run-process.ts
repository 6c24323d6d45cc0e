// Runs one child process with a wall-clock limit: its own process group, killed whole (SIGKILL) at the
// limit or on abort, output kept to the last `maxOutputBytes`. Never throws for a failing command.
import { spawn } from "node:child_process";

export interface ProcessRun {
  argv: readonly string[];
  cwd: string;
  env: Record<string, string | undefined>;
  timeoutMs: number;
  signal?: AbortSignal;
  /** Keep only the tail of stdout+stderr beyond this size (default 64 KB). */
  maxOutputBytes?: number;
}

export interface ProcessOutcome {
  /** null when the process did not exit by itself (killed, or never started). */
  exitCode: number | null;
  output: string;
  timedOut: boolean;
  aborted: boolean;
  /** Set when the executable could not be started (e.g. ENOENT). */
  spawnError?: string;
}

export function runProcess(run: ProcessRun): Promise<ProcessOutcome> {
  const [command, ...args] = run.argv;
  const cap = run.maxOutputBytes ?? 64 * 1024;
  return new Promise((resolve) => {
    let output = Buffer.alloc(0);
    let timedOut = false;
    let aborted = false;
    const child = spawn(command ?? "", args, {
      cwd: run.cwd,
      env: run.env as NodeJS.ProcessEnv,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const keep = (chunk: Buffer) => {
      output = Buffer.concat([output, chunk]);
      if (output.length > cap) output = output.subarray(output.length - cap);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    const killGroup = () => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
      } catch {
        child.kill("SIGKILL");
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, run.timeoutMs);
    const onAbort = () => {
      aborted = true;
      killGroup();
    };
    if (run.signal?.aborted) onAbort();
    run.signal?.addEventListener("abort", onAbort, { once: true });
    const finish = (exitCode: number | null, spawnError?: string) => {
      clearTimeout(timer);
      run.signal?.removeEventListener("abort", onAbort);
      const text = output.toString("utf8");
      resolve({ exitCode, output: text, timedOut, aborted, ...(spawnError ? { spawnError } : {}) });
    };
    child.on("error", (error) => finish(null, error.message));
    child.on("close", (code) => finish(timedOut || aborted ? null : code));
  });
}
