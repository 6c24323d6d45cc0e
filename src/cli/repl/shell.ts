// Runs a shell command for /run, /git, /test and /lint in the project root, capturing stdout and stderr
// together. Never throws: a command that cannot start is reported as its error text and code 127.
import { spawn } from "node:child_process";

export interface ShellResult {
  code: number;
  output: string;
}

export function runShell(command: string, cwd: string, signal?: AbortSignal): Promise<ShellResult> {
  return new Promise((resolve) => {
    const child = spawn(command, { cwd, shell: true, signal, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const keep = (chunk: Buffer) => (output += chunk.toString());
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", (error) => resolve({ code: 127, output: output + error.message }));
    child.on("close", (code) => resolve({ code: code ?? 1, output }));
  });
}
