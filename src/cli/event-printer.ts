// Shows a coder's events to a person: the streamed reply, coloured diffs, failures in plain words, and a
// token/cost line per message. The JSON printer is the machine-readable twin.
import type { CoderEvent } from "../coders/coder-events.js";
import type { EditIssue } from "../edits/edit.js";
import { describeApplied, describeIssue } from "../edits/issue-text.js";
import { formatTokens } from "../models/format-tokens.js";
import { ControlStripper } from "../trust/control-stripper.js";
import { StreamMasker } from "../trust/secret-mask.js";
import { stripControlDeep } from "../trust/terminal-text.js";
import type { Terminal } from "./terminal.js";

export class EventPrinter {
  private sessionCost = 0;
  private streamed = false;
  /** One per streamed reply: an escape sequence split over two deltas is still removed whole. */
  private readonly stream = new ControlStripper();
  /** The same for the model's streamed thinking, shown dimmed before the reply. */
  private readonly thought = new ControlStripper();
  private thinking = false;
  /** The last reply was stopped by the user (its usage is then kerf's own estimate, abort-estimates.ts). */
  private stopped = false;
  private sessionEstimated = false;
  /** The last reply's tool calls by index (its edits' block index), and the calls whose failure an
   *  edit-failed event already printed: their tool-result line would say it a second time. */
  private readonly toolNames = new Map<number, string>();
  private readonly failedCalls = new Set<number>();
  private toolResults = 0;
  /** The person said no to this reply's edits: its failed calls' results (words for the model, which
   *  is sent nothing more) would repeat the "You declined" line. */
  private declined = false;
  /** Likewise for a key split over two deltas; credential shapes are masked as on a diff. */
  private readonly keys: StreamMasker;

  constructor(
    private readonly term: Terminal,
    private readonly verbose = false,
  ) {
    this.keys = new StreamMasker(term.secrets, { credentials: true });
  }

  readonly handle = (raw: CoderEvent): void => {
    // Any word from the model's side ends the wait, even a delta the maskers still hold back.
    if (raw.type !== "request-sent") this.term.stopWaiting();
    if (raw.type === "thinking-delta") {
      this.thinking = true;
      const text = this.keys.push(this.thought.push(raw.text));
      return text === "" ? undefined : this.write(this.term.color.dim(text));
    }
    if (this.thinking) {
      // The reply starts on its own line, after the dimmed thinking.
      this.thinking = false;
      this.write(this.term.color.dim(this.keys.push(this.thought.end()) + this.keys.end()));
      this.endLine();
    }
    if (raw.type === "reply-delta") {
      this.streamed = true;
      return this.write(this.keys.push(this.stream.push(raw.text)));
    }
    this.stream.end();
    this.write(this.keys.end());
    // Model text, file names and file content never reach the terminal with control sequences.
    const event = stripControlDeep(raw);
    this.endLine();
    switch (event.type) {
      case "reply-done":
        this.stopped = event.reason === "aborted";
        this.toolNames.clear();
        this.failedCalls.clear();
        this.toolResults = 0;
        this.declined = false;
        // Without streaming no delta came: the whole reply arrives here.
        if (!this.streamed && event.text !== "") this.write(this.keys.push(event.text) + this.keys.end());
        this.streamed = false;
        return this.endLine();
      case "file-changed":
        this.term.diff(event.change.diff);
        if (event.dryRun) this.term.out(this.term.color.yellow(notWritten(event.change.path)));
        return;
      case "tool-call":
        this.toolNames.set(event.index, event.name);
        return;
      case "edit-applied":
        if (this.verbose) {
          const tool = this.toolNames.get(event.edit.blockIndex);
          this.term.out(this.term.color.green(describeApplied(event.edit, tool)));
        }
        return;
      case "edit-failed":
        return this.editFailed(event.issue);
      case "commit-created":
        return this.term.out(this.term.color.yellow(`commit ${event.hash.slice(0, 7)} ${event.message}`));
      case "usage":
        return this.usage(event);
      default:
        return this.other(event);
    }
  };

  /** A failed edit, named by its block, or by its tool call (whose result line then says no more). */
  private editFailed(issue: EditIssue): void {
    const tool = issue.blockIndex === undefined ? undefined : this.toolNames.get(issue.blockIndex);
    if (tool !== undefined && issue.blockIndex !== undefined) this.failedCalls.add(issue.blockIndex);
    this.term.out(this.term.color.red(describeIssue(issue, tool)));
  }

  private usage(event: Extract<CoderEvent, { type: "usage" }>): void {
    const { usage, cost } = event;
    this.sessionCost += cost ?? 0;
    // Counts kerf estimated (a stopped or broken-off reply) are said with "~" on each, and once in words.
    const estimated = usage.estimated === true;
    const about = estimated ? "~" : "";
    this.sessionEstimated ||= estimated;
    const sessionAbout = this.sessionEstimated ? "~" : "";
    const parts = [`${about}${formatTokens(usage.promptTokens)} sent`];
    // Cache counts only mean something to providers that report them; zeros would be noise.
    if (usage.cachedTokens > 0) parts.push(`${formatTokens(usage.cachedTokens)} cache read`);
    if (usage.cacheWriteTokens > 0) parts.push(`${formatTokens(usage.cacheWriteTokens)} cache write`);
    const reasoning = usage.reasoningTokens ?? 0;
    const received = `${about}${formatTokens(usage.completionTokens)} received`;
    parts.push(reasoning > 0 ? `${received} (${formatTokens(reasoning)} reasoning)` : received);
    const why = this.stopped ? "the reply was stopped" : "the reply broke off";
    const note = estimated ? ` (estimated: ${why})` : "";
    const price =
      cost === null
        ? ` Cost: unknown (no prices for ${event.model}).`
        : ` Cost: ${about}$${cost.toFixed(4)} message, ${sessionAbout}$${this.sessionCost.toFixed(4)} session.`;
    this.term.out(this.term.color.dim(`Tokens: ${parts.join(", ")}${note}.${price}`));
  }

  /** One line per tool call: what it changed (dim), or why nothing did (red) — unless its edit-failed
   *  event, or the person's "no", said so already. The model's text reaches the terminal escaped like any reply. */
  private toolResult(event: Extract<CoderEvent, { type: "tool-result" }>): void {
    const index = this.toolResults++;
    if (!event.ok && (this.failedCalls.has(index) || this.declined)) return;
    const kept = event.output.split("\n").filter((line) => line.trim() !== "" && line !== "Done.");
    // A heading that ends in a colon ("It would have:") reads on one line with what it introduces.
    const [head = "", next, ...others] = kept;
    const lines = head.endsWith(":") && next !== undefined ? [`${head} ${next}`, ...others] : kept;
    const first = (lines[0] ?? "").replace(/^## /, "");
    const text = `→ ${event.name}: ${first}${lines.length > 1 && event.ok ? ` (+${lines.length - 1} more)` : ""}`;
    this.term.out(event.ok ? this.term.color.dim(text) : this.term.color.red(text));
  }

  private other(event: CoderEvent): void {
    const { color } = this.term;
    switch (event.type) {
      case "retry":
        this.term.out(color.yellow(`retrying in ${(event.delayMs / 1000).toFixed(1)} s (${event.reason})…`));
        return this.term.waiting();
      case "reflection":
        return this.term.out(
          color.cyan(`Sending the failures back to the model (reflection ${event.round})…`),
        );
      case "commands-suggested":
        return this.term.out(
          color.yellow(`Suggested commands (not run):\n${event.commands.map((c) => `  ${c}`).join("\n")}`),
        );
      case "check-failed":
        return this.term.out(color.red(`${event.kind} failed: ${event.command}\n${event.output}`));
      case "check-unresolved":
        return this.term.out(
          color.red(
            `${event.kind === "test" ? "Tests still failing" : "Lint still failing"}: the last run of \`${event.command}\` failed.`,
          ),
        );
      case "edits-declined":
        this.declined = true;
        return this.term.out(
          color.yellow(
            `You declined ${event.paths.length > 0 ? `the changes to ${event.paths.join(", ")}` : "the edits"}; nothing more was sent to the model.`,
          ),
        );
      case "commit-failed":
        return this.term.err(color.red(`error: ${event.message}`));
      case "tool-result":
        return this.toolResult(event);
      case "files-added":
        return this.term.out(color.green(`Added ${event.paths.join(", ")} to the chat.`));
      case "phase":
        return this.term.out(color.cyan(`— ${event.name} —`));
      case "history-summarized":
        return this.term.out(
          color.dim(`History summarised: ${event.beforeTokens} → ${event.afterTokens} tokens.`),
        );
      case "warning":
        return this.term.err(color.yellow(`warning: ${event.message}`));
      case "info":
        return this.term.out(event.message);
      case "request-sent":
        if (this.verbose) this.term.out(color.dim(`→ ${event.model}: ${event.messages} messages`));
        // Until the first token (reply or thinking), which Terminal clears it for.
        return this.term.waiting();
    }
  }

  private write(text: string): void {
    this.term.write(text);
  }

  private endLine(): void {
    this.term.endLine();
  }
}

/** What a dry run says under each file's diff (Aider's words). */
export function notWritten(path: string): string {
  return `Did not apply edit to ${path} (--dry-run)`;
}
