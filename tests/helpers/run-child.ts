// Test helper: runs the built kerf CLI (dist/) as a real child process, asynchronously, so a scripted
// server in the test process keeps answering while the child runs. Collects stdout and stderr.
import { spawn } from "node:child_process";
import path from "node:path";

export const CLI_BIN = path.resolve(__dirname, "../../dist/cli/bin.js");

export interface ChildRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runChild(
  args: string[],
  options: { cwd: string; env: Record<string, string>; input?: string },
): Promise<ChildRun> {
  const child = spawn(process.execPath, [CLI_BIN, ...args], {
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? "", ...options.env },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  child.stdin.end(options.input ?? "");
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}
