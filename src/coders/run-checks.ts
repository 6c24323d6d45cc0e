// Runs the configured lint and test commands after edits and records each one's last run on the turn;
// a failure's trimmed output becomes a reflection for the model. Spawns a shell in the project root;
// never prints. Lint is on unless turned off (Aider's default); with no lint command it does nothing.
import { spawn } from "node:child_process";
import { checkFailedText } from "../prompts/turn-texts.js";
import type { Reporter } from "./coder-events.js";
import type { CoderOptions } from "./coder-options.js";
import type { Turn } from "./turn.js";

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

/**
 * Runs the enabled checks after a round that changed files and records each run on the turn; returns
 * the reflections for the failures. Lint gets every file this turn edited that still exists, so a fix
 * round re-lints the file that failed even when it edits another one.
 */
export async function runTurnChecks(options: CoderOptions, turn: Turn, report: Reporter): Promise<string[]> {
  const linted = editedFiles(turn);
  const checks: ["lint" | "test", string | null, boolean][] = [
    [
      "lint",
      options.lintCmd && linted.length > 0 ? `${options.lintCmd} ${linted.map(quote).join(" ")}` : null,
      options.autoLint !== false,
    ],
    ["test", options.testCmd ?? null, options.autoTest === true],
  ];
  const reflections: string[] = [];
  for (const [kind, command, enabled] of checks) {
    if (!command || !enabled) continue;
    const check = await runCheck(command, options.root, turn.signal);
    turn.result.checks[kind] = { command, ok: check.ok, output: check.output };
    if (check.ok) continue;
    report({ type: "check-failed", kind, command, output: check.output });
    reflections.push(checkReflection(kind, command, check.output));
  }
  return reflections;
}

/** The files this turn changed, in the order of their last change, without those it deleted last. */
function editedFiles(turn: Turn): string[] {
  const last = new Map<string, string>();
  for (const change of turn.result.changes) {
    last.delete(change.path);
    last.set(change.path, change.change);
  }
  return [...last].filter(([, change]) => change !== "deleted").map(([path]) => path);
}

function quote(path: string): string {
  return /^[\w./@-]+$/.test(path) ? path : `'${path.replace(/'/g, "'\\''")}'`;
}
