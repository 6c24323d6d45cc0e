// Test helper: MCP server entries that run the scripted MCP server (tests/helpers/mcp-script-server.cjs)
// as a real child process over stdio, with a temp folder for its pid and log files.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { McpServerConfig } from "../../src/mcp-tools/config-entries";
import { McpHub, type McpHubOptions } from "../../src/mcp-tools/mcp-hub";

export const SCRIPT_SERVER = path.resolve(__dirname, "../helpers/mcp-script-server.cjs");

export interface ScriptFiles {
  dir: string;
  pidFile(name: string): string;
  logFile(name: string): string;
  /** The log lines the named server wrote (each call it carried out). */
  log(name: string): string[];
  /** The pid the named server wrote at start, or null when it never started. */
  pid(name: string): number | null;
  remove(): void;
}

export function scriptFiles(): ScriptFiles {
  const dir = mkdtempSync(path.join(os.tmpdir(), "kerf-mcp-"));
  const pidFile = (name: string) => path.join(dir, `${name}.pid`);
  const logFile = (name: string) => path.join(dir, `${name}.log`);
  return {
    dir,
    pidFile,
    logFile,
    log: (name) =>
      existsSync(logFile(name)) ? readFileSync(logFile(name), "utf8").split("\n").filter(Boolean) : [],
    pid: (name) => (existsSync(pidFile(name)) ? Number(readFileSync(pidFile(name), "utf8")) : null),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The args that run the scripted server named `name` (as an entry's `args` after `node`). */
export function scriptArgs(files: ScriptFiles, name: string, extra: string[] = []): string[] {
  return [
    SCRIPT_SERVER,
    "--name",
    name,
    "--pid-file",
    files.pidFile(name),
    "--log-file",
    files.logFile(name),
    ...extra,
  ];
}

export function scriptServer(
  files: ScriptFiles,
  name: string,
  options: { extra?: string[]; env?: Record<string, string>; timeoutMs?: number } = {},
): McpServerConfig {
  return {
    name,
    source: "test",
    project: false,
    transport: "stdio",
    command: process.execPath,
    args: scriptArgs(files, name, options.extra),
    env: options.env ?? {},
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  };
}

export function hubFor(servers: McpServerConfig[], options: Partial<McpHubOptions> = {}): McpHub {
  return new McpHub({
    servers,
    baseEnv: { PATH: process.env.PATH ?? "", HOME: os.tmpdir() },
    cwd: os.tmpdir(),
    ...options,
  });
}

/** Whether a process with this id is alive. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Waits (up to `ms`) for `check` to hold. */
export async function until(check: () => boolean, ms = 5_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return check();
}
