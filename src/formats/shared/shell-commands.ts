// Collects the commands of a shell code fence (```bash, ```sh, ```shell, ```console…) in a reply.
// Pure; the commands are suggestions for the caller, never edits and never run here.
import { isFenceClose, readFenceOpen } from "./fence-line.js";
import { isSearchMarker } from "../editblock/markers.js";

const SHELL_TAGS = new Set(["bash", "sh", "shell", "console", "zsh", "shell-session", "terminal"]);

export type ShellFenceRead =
  | { kind: "commands"; commands: string[]; /** Index of the first line after the fence. */ next: number }
  /** The fence holds a SEARCH marker at `markerAt`: it wraps an edit to a script, not commands. */
  | { kind: "edit"; markerAt: number };

/** Whether a fence language tag names a shell. */
export function isShellTag(tag: string): boolean {
  return SHELL_TAGS.has(tag.toLowerCase());
}

/**
 * The shell fence opening at `lines[at]`, or undefined when that line opens no shell fence. While a reply
 * is still streaming, an unclosed fence yields no commands: its last line may be cut short.
 */
export function readShellFence(
  lines: readonly string[],
  at: number,
  partial = false,
): ShellFenceRead | undefined {
  const open = readFenceOpen(lines[at] ?? "");
  if (!open || !isShellTag(open.tag)) return undefined;
  const body: string[] = [];
  for (let j = at + 1; j < lines.length; j++) {
    const line = lines[j] ?? "";
    if (isFenceClose(line, open)) return { kind: "commands", commands: toCommands(body), next: j + 1 };
    if (isSearchMarker(line)) return { kind: "edit", markerAt: j };
    body.push(line);
  }
  return { kind: "commands", commands: partial ? [] : toCommands(body), next: lines.length };
}

/** One command per non-blank, non-comment line; a `$ ` prompt is dropped, and in a transcript with
 *  prompts the lines without one are output, not commands. */
export function toCommands(body: readonly string[]): string[] {
  const lines = body.map((line) => line.trim()).filter((line) => line !== "" && !line.startsWith("#"));
  const prompted = lines.filter((line) => line.startsWith("$ "));
  if (prompted.length > 0) return prompted.map((line) => line.slice(2).trim()).filter((line) => line !== "");
  return lines;
}
