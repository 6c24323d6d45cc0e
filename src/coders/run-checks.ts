// Runs the configured lint and test commands after edits; a failure's trimmed output becomes a
// reflection for the model. Spawns a shell in the project root; never prints.
import { spawn } from "node:child_process";
import { checkFailedText } from "../prompts/turn-texts.js";

export interface CheckResult {
  ok: boolean;
  output: string;
}

const MAX_OUTPUT = 4000;

/** Runs `command` in a shell in `cwd`; resolves with its exit status and the tail of its output. */
export function runCheck(command: string, cwd: string, signal?: AbortSignal): Promise<CheckResult> {
  return new Promise((resolve) => {
    const child = spawn(command, { cwd, shell: true, signal, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-MAX_OUTPUT * 2);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", (error) => resolve({ ok: false, output: error.message }));
    child.on("close", (code) => resolve({ ok: code === 0, output: trimOutput(output) }));
  });
}

function trimOutput(output: string): string {
  const text = output.trim();
  return text.length <= MAX_OUTPUT
    ? text
    : `[… ${text.length - MAX_OUTPUT} characters cut …]\n${text.slice(-MAX_OUTPUT)}`;
}

/** The reflection after a failed check; its words are the prompts' (src/prompts/turn-texts.ts). */
export const checkReflection = checkFailedText;
