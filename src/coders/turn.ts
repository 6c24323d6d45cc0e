// The record of one `coder.run(message)`: the messages of the current turn and what came of them,
// including the last run of each check and what a person declined. Never prints: it builds events.
import type { AppliedEdit, FileChange } from "../edits/apply/apply-types.js";
import type { WrittenFile } from "../edits/write/written-file.js";
import type { EditIssue, Fence } from "../edits/edit.js";
import type { ChatMessage } from "../core/chat-message.js";
import type { PartialReason } from "../core/chat-types.js";
import type { ToolCall } from "../core/tool-types.js";
import { addUsage, ZERO_USAGE, type Usage } from "../llm/usage.js";
import type { CoderEvent } from "./coder-events.js";

/** The last run of a lint or test command in a turn. */
export interface CheckRun {
  command: string;
  ok: boolean;
  output: string;
}

/** A complete reply and the protocol items to send back with it in this turn (encrypted reasoning). */
export interface SentReply {
  text: string;
  replay?: readonly unknown[];
  /** The tools it called, in order (tool-call formats). */
  toolCalls?: readonly ToolCall[];
}

/** What goes back to the model after a reply: a reflection, or the results of its tool calls. */
export interface FollowUp {
  message: ChatMessage;
  /** Something failed (an edit, a call, a check): counts against the reflection limit. */
  reflects: boolean;
  /** Recorded in the turn, but nothing more is sent (a person's "no", a dry run). */
  ends?: boolean;
}

export interface TurnResult {
  /** The user's words that started the turn (never the per-turn preamble). */
  request: string;
  /** The last reply of the model (the plan, for an architect). */
  reply: string;
  applied: AppliedEdit[];
  /** Edits still failing when the turn ended (after any reflections); declined ones are not here. */
  failed: EditIssue[];
  /** Files whose edit the user (or the "no" of a non-interactive run) declined; the turn ended there. */
  declined: string[];
  changes: FileChange[];
  /** What each landed write replaced and left, in order (bytes and mode): the turn's rewind record. */
  writes: WrittenFile[];
  commits: { hash: string; message: string }[];
  /** Set when committing kerf's edits failed: the edits stay in the working tree, uncommitted. */
  commitError?: string;
  /** The last run of each check this turn (run after every round that changed files). */
  checks: { lint?: CheckRun; test?: CheckRun };
  /** Shell commands the replies suggested; kerf never runs them itself. */
  commands: string[];
  usage: Usage;
  cost: number | null;
  reflections: number;
  /** Why the turn stopped early, if it did (`request-limit`: the model was still calling tools when the
   *  turn reached its request cap). */
  stopped?: "max-reflections" | "incomplete-reply" | "declined" | "request-limit";
  /** With `stopped: "incomplete-reply"`: why the reply was incomplete (a refusal, a full context
   *  window, a broken stream…). */
  incomplete?: PartialReason;
  /** The architect's editor turn. */
  editor?: TurnResult;
  /** The turn was stopped by an error or an abort after some of its edits were written: `run` threw,
   *  and this result (what it wrote so far) reached only `onTurnDone`, so the session can rewind it. */
  interrupted?: true;
}

export class Turn {
  readonly cur: ChatMessage[];
  readonly result: TurnResult = {
    request: "",
    reply: "",
    applied: [],
    failed: [],
    declined: [],
    changes: [],
    writes: [],
    commits: [],
    checks: {},
    commands: [],
    usage: { ...ZERO_USAGE },
    cost: null,
    reflections: 0,
  };

  /** The fence the last request asked for. */
  fence: Fence | undefined;

  constructor(
    /** The message as sent: the per-turn preamble, then the user's words. */
    readonly message: string,
    /** Aborts this turn's requests and checks. */
    readonly signal?: AbortSignal,
    /** The user's words alone (the commit message's why; never the preamble). */
    readonly request: string = message,
  ) {
    this.cur = [{ role: "user", content: message }];
    this.result.request = request;
  }

  addUsage(usage: Usage, cost: number | null): void {
    this.result.usage = addUsage(this.result.usage, usage);
    if (cost !== null) this.result.cost = (this.result.cost ?? 0) + cost;
  }

  /** Folds an inner turn (the architect's editor) into this one. */
  absorb(inner: TurnResult): void {
    this.result.editor = inner;
    this.result.applied.push(...inner.applied);
    this.result.failed = inner.failed;
    this.result.declined.push(...inner.declined);
    this.result.changes.push(...inner.changes);
    this.result.writes.push(...inner.writes);
    this.result.commits.push(...inner.commits);
    this.result.commands.push(...inner.commands);
    this.result.checks = { ...this.result.checks, ...inner.checks };
    if (inner.commitError !== undefined) this.result.commitError = inner.commitError;
    if (inner.stopped) this.result.stopped = inner.stopped;
    if (inner.incomplete) this.result.incomplete = inner.incomplete;
  }

  /** What a turn stopped by an error or an abort leaves for the session to record: the result marked
   *  `interrupted` when some of its edits were already written, else undefined (nothing to record). The
   *  history is not touched: a thrown turn stays out of it, as it always has. */
  interruptedResult(): TurnResult | undefined {
    if (this.result.writes.length === 0) return undefined;
    this.result.interrupted = true;
    return this.result;
  }

  /** The warning when the reflection limit ends the turn, naming what is still wrong. */
  limitWarning(maxReflections: number): string {
    const wrong = [
      ...(this.result.failed.length > 0 ? ["edits"] : []),
      ...failingChecks(this.result).map(([kind]) => (kind === "test" ? "tests" : "lint")),
    ];
    const what = wrong.length > 0 ? wrong.join(" and ") : "edits";
    return `stopped after ${maxReflections} reflections; ${what} still failing`;
  }

  /** What the end of the turn says: each check whose last run failed (the editor's turn said its own). */
  endEvents(): CoderEvent[] {
    if (this.result.editor) return [];
    return failingChecks(this.result).map(([kind, run]) => ({
      type: "check-unresolved",
      kind,
      command: run.command,
    }));
  }
}

/**
 * The turn did not do what it was asked: edits still failing at its end (a reply that only talks after a
 * failure, "OK, I will stop", leaves them failing), the request cap reached while the model was still at
 * work, or a "no" nobody typed (`personAnswered` false: stdin is not a terminal) to a file or to an
 * architect's plan. A "no" a person typed is their decision, not a failure.
 */
export function leftUndone(result: TurnResult, personAnswered: boolean): boolean {
  if (result.failed.length > 0 || result.stopped === "request-limit") return true;
  const declined = result.declined.length > 0 || result.stopped === "declined";
  return declined && !personAnswered;
}

/** The turn was stopped by the person (Ctrl-C, an ACP cancel) or by an error before it ended: its
 *  record in the session log is marked `interrupted`. */
export function wasInterrupted(result: TurnResult): boolean {
  return result.interrupted === true || result.incomplete === "aborted";
}

/** The checks whose last run this turn failed, lint first. */
export function failingChecks(result: TurnResult): ["lint" | "test", CheckRun][] {
  const runs: ["lint" | "test", CheckRun | undefined][] = [
    ["lint", result.checks.lint],
    ["test", result.checks.test],
  ];
  return runs.filter((entry): entry is ["lint" | "test", CheckRun] => entry[1]?.ok === false);
}
