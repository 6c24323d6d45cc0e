// Runs a shell command for /run, /git, /test and /lint in the project root, capturing stdout and stderr
// together. Never throws: a command that cannot start is reported as its error text and code 127.
import { spawn } from "node:child_process";

export interface ShellResult {
  code: number;
  output: string;
}

export function runShell(command: string, cwd: string, signal?: AbortSignal): Promise<ShellResult> {
  return new Promise((resolve) => {
    // Its own process group, so an abort stops everything the shell started, not just the shell.
    const child = spawn(command, { cwd, shell: true, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    const stop = () => {
      if (child.pid !== undefined) {
        try {
          process.kill(-child.pid, "SIGTERM");
        } catch {
          // Already gone.
        }
      }
    };
    signal?.addEventListener("abort", stop, { once: true });
    let output = "";
    const keep = (chunk: Buffer) => (output += chunk.toString());
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", (error) => resolve({ code: 127, output: output + error.message }));
    child.on("close", (code) => {
      signal?.removeEventListener("abort", stop);
      resolve({ code: code ?? 1, output });
    });
  });
}
