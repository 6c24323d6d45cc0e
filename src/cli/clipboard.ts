// The platform's clipboard through its own command-line tool (pbcopy/pbpaste, wl-copy/wl-paste, xclip,
// xsel, clip/PowerShell): the first one on PATH is used; none gives an error that says what to install.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

interface Tool {
  copy: [string, ...string[]];
  paste: [string, ...string[]];
}

const TOOLS: Record<string, Tool[]> = {
  darwin: [{ copy: ["pbcopy"], paste: ["pbpaste"] }],
  win32: [{ copy: ["clip"], paste: ["powershell", "-NoProfile", "-Command", "Get-Clipboard"] }],
  other: [
    { copy: ["wl-copy"], paste: ["wl-paste", "--no-newline"] },
    { copy: ["xclip", "-selection", "clipboard"], paste: ["xclip", "-selection", "clipboard", "-o"] },
    { copy: ["xsel", "--clipboard", "--input"], paste: ["xsel", "--clipboard", "--output"] },
  ],
};

export class ClipboardError extends Error {
  override name = "ClipboardError";
}

function onPath(command: string, env: Record<string, string | undefined>): boolean {
  return (env.PATH ?? "")
    .split(path.delimiter)
    .some((dir) => dir !== "" && existsSync(path.join(dir, command)));
}

function tool(env: Record<string, string | undefined>): Tool {
  const tools = TOOLS[process.platform] ?? TOOLS.other ?? [];
  const found = tools.find((t) => onPath(t.copy[0], env));
  if (found) return found;
  const names = tools.map((t) => t.copy[0]).join(", ");
  throw new ClipboardError(`No clipboard tool found: install one of ${names}.`);
}

export function copyToClipboard(text: string, env: Record<string, string | undefined>): void {
  const [command, ...args] = tool(env).copy;
  const result = spawnSync(command, args, { input: text, env, timeout: 5000 });
  if (result.status !== 0)
    throw new ClipboardError(`${command} failed: ${String(result.stderr ?? "").trim()}`);
}

export function pasteFromClipboard(env: Record<string, string | undefined>): string {
  const [command, ...args] = tool(env).paste;
  const result = spawnSync(command, args, { env, timeout: 5000, encoding: "utf8", maxBuffer: 8 << 20 });
  if (result.status !== 0) throw new ClipboardError(`${command} failed: ${result.stderr.trim()}`);
  return result.stdout;
}
