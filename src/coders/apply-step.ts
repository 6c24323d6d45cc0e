// The edit step of a turn: parse the reply, save dirty files, apply, report, commit, and collect what
// must go back to the model (failed blocks, files it asked for, lint/test failures).
import {
  dryRunResult,
  planReply,
  writeReply,
  type ReplyPlan,
  type ReplyResult,
} from "../formats/apply-reply.js";
import type { ConfirmRequest } from "../edits/apply/apply-types.js";
import type { Fence } from "../core/fences.js";
import type { EditFormat } from "../formats/edit-format.js";
import { renderReflection } from "../prompts/reflection.js";
import type { Confirm, Reporter } from "./coder-events.js";
import type { CoderOptions } from "./coder-options.js";
import { commitDirtyFiles, commitEdits } from "./git-steps.js";
import { checkReflection, runCheck } from "./run-checks.js";
import type { Turn } from "./turn.js";

export interface ApplyStepInput {
  reply: string;
  turn: Turn;
  format: EditFormat;
  fence: Fence | undefined;
  chatFiles: readonly string[];
  options: CoderOptions;
  confirm: Confirm;
  report: Reporter;
  signal?: AbortSignal;
}

/** Applies the reply's edits; returns the reflection text for the model, or "" when all went well. */
export async function applyStep(input: ApplyStepInput): Promise<{ reflection: string; result: ReplyResult }> {
  const { options, report } = input;
  const answers = new Map<string, boolean>();
  const confirm = async (request: ConfirmRequest) => {
    const key = `${request.kind} ${request.path}`;
    if (!answers.has(key)) {
      const kind = request.kind === "create" ? "create-file" : ("edit-outside-chat" as const);
      answers.set(key, await input.confirm({ kind, path: request.path }));
    }
    return answers.get(key) as boolean;
  };
  const confirmSecret = async (path: string) => {
    const key = `secret ${path}`;
    if (!answers.has(key)) answers.set(key, await input.confirm({ kind: "edit-secret", path }));
    return answers.get(key) as boolean;
  };
  const applyOptions = {
    format: input.format,
    files: input.chatFiles,
    fence: input.fence,
    confirm,
    confirmSecret,
    onNotice: (message: string) => report({ type: "warning", message }),
    text: { encoding: options.encoding, newFileEol: options.newFileLineEndings },
  };
  // Parse once, plan once; the dirty commit covers exactly the files the plan will write.
  const planned = await planReply(options.root, input.reply, applyOptions);
  const result = options.dryRun
    ? dryRunResult(planned)
    : await commitDirtyThenWrite(options, planned, report);
  recordResult(input, result);
  const reflections = [
    renderReflection({
      failed: result.failed,
      appliedCount: appliedBlocks(result),
      format: input.format.name,
    }),
  ];
  const edited = result.changes.map((change) => change.path);
  if (edited.length > 0 && !options.dryRun) {
    await commitAfterEdits(input, edited);
    reflections.push(...(await runChecks(options, edited, report, input.signal)));
  }
  return { reflection: reflections.filter(Boolean).join("\n\n"), result };
}

async function commitDirtyThenWrite(
  options: CoderOptions,
  planned: ReplyPlan,
  report: Reporter,
): Promise<ReplyResult> {
  if (options.git && options.dirtyCommits !== false) {
    const touched = planned.plan.changes.filter((c) => c.change !== "created").map((c) => c.path);
    await commitDirtyFiles(options.git, touched, report);
  }
  return writeReply(planned);
}

function recordResult(input: ApplyStepInput, result: ReplyResult): void {
  const { turn, report } = input;
  if (result.parsed.commands.length > 0) {
    turn.result.commands.push(...result.parsed.commands);
    report({ type: "commands-suggested", commands: result.parsed.commands });
  }
  for (const change of result.changes) report({ type: "file-changed", change, dryRun: result.dryRun });
  for (const edit of result.applied) report({ type: "edit-applied", edit });
  for (const issue of result.failed) report({ type: "edit-failed", issue });
  turn.result.applied.push(...result.applied);
  turn.result.changes.push(...result.changes);
  turn.result.failed = result.failed;
}

function appliedBlocks(result: ReplyResult): number {
  return new Set(result.applied.map((edit) => edit.blockIndex)).size;
}

async function commitAfterEdits(input: ApplyStepInput, edited: string[]): Promise<void> {
  const { options } = input;
  if (!options.git || options.autoCommits === false) return;
  const commit = await commitEdits({
    repo: options.git,
    files: edited,
    llm: options.llm,
    weakModel: options.weakModel ?? options.model,
    request: input.turn.message,
    commitPrompt: options.commitPrompt,
    report: input.report,
    signal: input.signal,
  });
  if (commit) input.turn.result.commits.push(commit);
}

async function runChecks(
  options: CoderOptions,
  edited: string[],
  report: Reporter,
  signal: AbortSignal | undefined,
): Promise<string[]> {
  const checks: ["lint" | "test", string | null | undefined, boolean | undefined][] = [
    ["lint", options.lintCmd ? `${options.lintCmd} ${edited.map(quote).join(" ")}` : null, options.autoLint],
    ["test", options.testCmd, options.autoTest],
  ];
  const reflections: string[] = [];
  for (const [kind, command, enabled] of checks) {
    if (!command || !enabled) continue;
    const check = await runCheck(command, options.root, signal);
    if (check.ok) continue;
    report({ type: "check-failed", kind, command, output: check.output });
    reflections.push(checkReflection(kind, command, check.output));
  }
  return reflections;
}

function quote(path: string): string {
  return /^[\w./@-]+$/.test(path) ? path : `'${path.replace(/'/g, "'\\''")}'`;
}
