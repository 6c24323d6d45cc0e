// A coder's events as ACP `session/update`s: reply text → agent_message_chunk, thinking →
// agent_thought_chunk, usage → usage_update (tokens, context window, the session's cost), the writes and
// failed edits → edit tool calls (edit-tool-calls.ts), and every other event as the line the CLI prints
// (its EventPrinter over a text terminal), as message text. Keys are masked, split ones too.
import type { SessionUpdate } from "@agentclientprotocol/sdk";
import type { CoderEvent } from "../../coders/coder-events.js";
import { addUsage, ZERO_USAGE, type Usage } from "../../llm/usage.js";
import { StreamMasker } from "../../trust/secret-mask.js";
import { EventPrinter } from "../event-printer.js";
import { EditToolCalls } from "./edit-tool-calls.js";
import { textTerminal } from "./text-terminal.js";

/** Events with an update of their own; the rest are printed as the CLI prints them. */
const OWN = new Set<CoderEvent["type"]>([
  "reply-delta",
  "thinking-delta",
  "reply-done",
  "request-sent",
  "usage",
  "file-changed",
  "edit-applied",
  "edit-failed",
  "reflection",
  "tool-call",
  "tool-result",
]);

export interface UpdateOptions {
  root: string;
  secrets: readonly string[];
  /** The current model's context window (the usage update's `size`). */
  contextWindow: () => number;
  send: (update: SessionUpdate) => void;
}

export class SessionUpdates {
  readonly edits: EditToolCalls;
  /** Tokens and cost of the session so far. */
  usage: Usage = { ...ZERO_USAGE };
  cost: number | null = null;
  private readonly printer: EventPrinter;
  private reply: StreamMasker;
  private thought: StreamMasker;
  private streamed = false;
  private midLine = false;

  constructor(private readonly options: UpdateOptions) {
    this.edits = new EditToolCalls(options.root, options.send);
    this.printer = new EventPrinter(textTerminal(options.root, options.secrets, (text) => this.line(text)));
    this.reply = this.masker();
    this.thought = this.masker();
  }

  readonly handle = (event: CoderEvent): void => {
    if (!OWN.has(event.type)) return this.printer.handle(event);
    switch (event.type) {
      case "request-sent":
        this.streamed = false;
        return;
      case "reply-delta":
        this.streamed = true;
        return this.message(this.reply.push(event.text));
      case "thinking-delta":
        return this.thinking(this.thought.push(event.text));
      case "reply-done":
        // Without streaming the text arrives only here.
        if (!this.streamed) this.message(this.reply.push(event.text));
        this.message(this.reply.end());
        this.thinking(this.thought.end());
        return;
      case "usage":
        return this.addUsage(event.usage, event.cost);
      case "edit-failed":
        return this.edits.failedEdit(event.issue);
      case "reflection":
        this.edits.reflection(event.message);
        return this.thinking(`${event.message}\n`);
    }
  };

  /** Text of the agent's own (a command's output, a note), on lines of its own. */
  line(text: string): void {
    if (text === "") return;
    this.message(this.midLine && !text.startsWith("\n") ? `\n${text}` : text);
  }

  private message(text: string): void {
    if (text === "") return;
    this.midLine = !text.endsWith("\n");
    this.options.send({ sessionUpdate: "agent_message_chunk", content: { type: "text", text } });
  }

  private thinking(text: string): void {
    if (text === "") return;
    this.options.send({ sessionUpdate: "agent_thought_chunk", content: { type: "text", text } });
  }

  private addUsage(usage: Usage, cost: number | null): void {
    this.usage = addUsage(this.usage, usage);
    if (cost !== null) this.cost = (this.cost ?? 0) + cost;
    this.options.send({
      sessionUpdate: "usage_update",
      used: usage.promptTokens + usage.completionTokens,
      size: this.options.contextWindow(),
      ...(this.cost !== null ? { cost: { amount: this.cost, currency: "USD" } } : {}),
    });
  }

  private masker(): StreamMasker {
    return new StreamMasker(this.options.secrets, { credentials: true });
  }
}
