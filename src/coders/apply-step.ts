// The edit step of a turn: parse the reply, save dirty files, apply, report, commit, and collect what
// must go back to the model (failed blocks, lint/test failures). A "no" to a question ends the turn and
// a dry run never reflects: neither sends anything more to the model.
import { applyParsed, type ApplierOptions, type ReplyResult } from "../edits/apply/apply-edits.js";
import { readingOf } from "../formats/apply-reply.js";
import type { ConfirmRequest } from "../edits/apply/apply-types.js";
import type { Plan } from "../edits/apply/plan-edits.js";
import type { EditIssue } from "../edits/edit.js";
import type { Fence } from "../core/fences.js";
import type { EditFormat } from "../formats/edit-format.js";
import { failureWords } from "../formats/tool-calls/declared-tools.js";
import type { WireTools } from "../llm/tool-choice.js";
import { renderReflection } from "../prompts/reflection.js";
import type { Confirm, Question, Reporter } from "./coder-events.js";
import type { CoderOptions } from "./coder-options.js";
import { commitDirtyFiles as commitDirty, commitEdits } from "./git-steps.js";
import { runTurnChecks } from "./run-checks.js";
import type { Turn } from "./turn.js";
import { roleModels } from "../models/model-roles.js";

export interface ApplyStepInput {
  reply: string;
  turn: Turn;
  format: EditFormat;
  fence: Fence | undefined;
  chatFiles: readonly string[];
  /** The read-only (`--read`) files: an edit to one needs a person's yes. */
  readOnlyFiles?: readonly string[];
  options: CoderOptions;
  confirm: Confirm;
  report: Reporter;
  signal?: AbortSignal;
  /** The tools the request declared (a tool-call format): failures are described in their words. */
  tools?: WireTools;
}

/** Issue codes that only a "no" to a question produces: a decision, not a model failure. */
const DECLINED_CODES: ReadonlySet<EditIssue["code"]> = new Set(["refused", "secret-file", "read-only-file"]);

/** Applies the reply's edits; returns the reflection text for the model, or "" to end the turn. */
export async function applyStep(input: ApplyStepInput): Promise<{ reflection: string; result: ReplyResult }> {
  const asked = askOnce(input);
  const result = await applyParsed(input.options.workspace ?? input.options.root, {
    ...applyOptionsOf(input, asked),
    ...readingOf(input.format, input.reply, input.fence),
  });
  const landed = await landResult(input, result, asked.declined);
  const reflections = [landed.editReflection, ...landed.checkReflections];
  return { reflection: landed.ends ? "" : reflections.filter(Boolean).join("\n\n"), result: landed.result };
}

/** What landing a plan came to: the failures the model must fix (as a reflection), the reflections of
 *  the checks that ran, and whether the turn ends here (a person's "no", a dry run). */
export interface Landed {
  result: ReplyResult;
  failed: EditIssue[];
  editReflection: string;
  checkReflections: string[];
  ends: boolean;
}

/** The options the applier gets for one step: the chat files, the step's questions, the text options,
 *  the dry run, and the dirty-tree commit as the hook before writing. */
export function applyOptionsOf(
  input: Omit<ApplyStepInput, "reply">,
  asked: ReturnType<typeof askOnce>,
): Omit<ApplierOptions, "parse"> {
  const { options, report } = input;
  return {
    files: input.chatFiles,
    dryRun: options.dryRun === true,
    beforeWrite: (plan) => commitDirtyFiles(options, plan, report),
    confirm: asked.confirm,
    confirmSecret: asked.confirmSecret,
    readOnlyFiles: input.readOnlyFiles ?? [],
    confirmReadOnly: asked.confirmReadOnly,
    onNotice: (message: string) => report({ type: "warning", message }),
    onWritten: (files) => input.turn.result.writes.push(...files),
    text: { encoding: options.encoding, newFileEol: options.newFileLineEndings },
  };
}

/**
 * Reports what the applier did, commits, runs the checks. Shared by text replies and tool calls: one
 * landing for every edit, whatever carried it.
 */
export async function landResult(
  input: Omit<ApplyStepInput, "reply">,
  result: ReplyResult,
  asked: readonly string[],
): Promise<Landed> {
  const { options, report } = input;
  const failed = recordResult(input, result);
  const declined = endOnDecline(input, result, asked);
  const editReflection = renderReflection({
    failed,
    appliedCount: appliedBlocks(result),
    terms: failureWords(input.format.reflectionTerms, input.tools),
  });
  const checkReflections: string[] = [];
  const edited = result.changes.map((change) => change.path);
  if (edited.length > 0 && !result.dryRun) {
    await commitAfterEdits(input, edited);
    checkReflections.push(...(await runTurnChecks(options, input.turn, report)));
  }
  // A person's "no" is not the model's mistake, and a dry run has nothing to fix: no further request.
  const ends = declined || result.dryRun;
  return { result, failed, editReflection, checkReflections: checkReflections.filter(Boolean), ends };
}

/** The confirm hooks the applier calls (it asks each question once per plan, and decides which a dry run
 *  asks), as the questions a person answers. Remembers the paths refused. */
export function askOnce(input: Omit<ApplyStepInput, "reply">) {
  const declined: string[] = [];
  const ask = async (path: string, question: Question) => {
    const answer = await input.confirm(question);
    if (!answer && !declined.includes(path)) declined.push(path);
    return answer;
  };
  const confirm = (request: ConfirmRequest) => ask(request.path, questionOf(request));
  const confirmSecret = (path: string) => ask(path, { kind: "edit-secret", path });
  const confirmReadOnly = (path: string) => ask(path, { kind: "edit-read-only", path });
  return { confirm, confirmSecret, confirmReadOnly, declined };
}

/** The applier's request as the question a person answers: what the edit does, and its diff. */
function questionOf(request: ConfirmRequest): Question {
  const { path, diff } = request;
  const shown = diff ? { diff } : {};
  switch (request.kind) {
    case "create":
      return { kind: "create-file", path, ...shown };
    case "overwrite":
      return { kind: "overwrite-outside-chat", path, ...shown };
    case "delete":
      return { kind: "delete-outside-chat", path, ...shown };
    case "move":
      return { kind: "move-outside-chat", path, to: request.to ?? "", ...shown };
    case "edit-outside-chat":
      return { kind: "edit-outside-chat", path, ...shown };
  }
}

/** The hook before writing: the dirty commit covers exactly the files the plan will change. */
async function commitDirtyFiles(options: CoderOptions, plan: Plan, report: Reporter): Promise<void> {
  if (!options.git || options.dirtyCommits === false) return;
  const touched = plan.changes.filter((c) => c.change !== "created").map((c) => c.path);
  await commitDirty(options.git, touched, report);
}

/** Reports and records the step's outcome; returns the failures that are the model's to fix. */
function recordResult(input: Omit<ApplyStepInput, "reply">, result: ReplyResult): EditIssue[] {
  const { turn, report } = input;
  if (result.parsed.commands.length > 0) {
    turn.result.commands.push(...result.parsed.commands);
    report({ type: "commands-suggested", commands: result.parsed.commands });
  }
  const failed = result.failed.filter((issue) => !DECLINED_CODES.has(issue.code));
  for (const change of result.changes) report({ type: "file-changed", change, dryRun: result.dryRun });
  for (const edit of result.applied) report({ type: "edit-applied", edit });
  for (const issue of failed) report({ type: "edit-failed", issue });
  turn.result.applied.push(...result.applied);
  turn.result.changes.push(...result.changes);
  // A reply with no edits (the model gives up, "OK, I will stop") fixes nothing: earlier failures stand.
  const { edits, issues } = result.parsed;
  if (edits.length > 0 || issues.length > 0) turn.result.failed = failed;
  return failed;
}

/** A "no" ends the turn: recorded, said once, and true so that nothing more is sent. */
function endOnDecline(
  input: Omit<ApplyStepInput, "reply">,
  result: ReplyResult,
  asked: readonly string[],
): boolean {
  const refused = result.failed.filter((issue) => DECLINED_CODES.has(issue.code));
  if (refused.length === 0) return false;
  const named = refused.map((issue) => issue.path).filter((path): path is string => path !== undefined);
  const paths = [...new Set([...asked, ...named])];
  input.turn.result.declined.push(...paths);
  input.turn.result.stopped = "declined";
  input.report({ type: "edits-declined", paths });
  return true;
}

function appliedBlocks(result: ReplyResult): number {
  return new Set(result.applied.map((edit) => edit.blockIndex)).size;
}

async function commitAfterEdits(input: Omit<ApplyStepInput, "reply">, edited: string[]): Promise<void> {
  const { options } = input;
  if (!options.git || options.autoCommits === false) return;
  const commit = await commitEdits({
    repo: options.git,
    files: edited,
    llm: options.llm,
    weakModel: roleModels(options).weakModel,
    request: input.turn.request,
    commitPrompt: options.commitPrompt,
    report: input.report,
    signal: input.signal,
  });
  if (commit === null) return;
  if ("error" in commit) input.turn.result.commitError = commit.error;
  else input.turn.result.commits.push(commit);
}
