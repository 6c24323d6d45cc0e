// The record of one `coder.run(message)`: the messages of the current turn and what came of them.
import type { AppliedEdit, FileChange } from "../edits/apply/apply-types.js";
import type { EditIssue, Fence } from "../edits/edit.js";
import type { ChatMessage } from "../core/chat-message.js";
import { addUsage, ZERO_USAGE, type Usage } from "../llm/usage.js";

export interface TurnResult {
  /** The last reply of the model (the plan, for an architect). */
  reply: string;
  applied: AppliedEdit[];
  /** Edits still failing when the turn ended (after any reflections). */
  failed: EditIssue[];
  changes: FileChange[];
  commits: { hash: string; message: string }[];
  /** Shell commands the replies suggested; kerf never runs them itself. */
  commands: string[];
  usage: Usage;
  cost: number | null;
  reflections: number;
  /** Why the turn stopped early, if it did. */
  stopped?: "max-reflections" | "incomplete-reply" | "declined";
  /** The architect's editor turn. */
  editor?: TurnResult;
}

export class Turn {
  readonly cur: ChatMessage[];
  readonly result: TurnResult = {
    reply: "",
    applied: [],
    failed: [],
    changes: [],
    commits: [],
    commands: [],
    usage: { ...ZERO_USAGE },
    cost: null,
    reflections: 0,
  };

  /** The fence the last request asked for. */
  fence: Fence | undefined;

  constructor(
    readonly message: string,
    /** Aborts this turn's requests and checks. */
    readonly signal?: AbortSignal,
  ) {
    this.cur = [{ role: "user", content: message }];
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
    this.result.changes.push(...inner.changes);
    this.result.commits.push(...inner.commits);
    this.result.commands.push(...inner.commands);
    if (inner.stopped) this.result.stopped = inner.stopped;
  }
}
