// Counts what one attempt's coder reports: replies, replies with failed edits, tokens and cost over
// every model the attempt used (an architect's editor included). Pure bookkeeping over CoderEvents.
import type { CoderEvent } from "../coders/coder-events.js";

export class ReplyTracker {
  replies = 0;
  private readonly malformed = new Set<number>();
  tokens = { sent: 0, received: 0, cached: 0 };
  cost: number | null = null;

  get malformedReplies(): number {
    return this.malformed.size;
  }

  readonly reporter = (event: CoderEvent): void => {
    if (event.type === "reply-done") this.replies++;
    // An edit fails while its reply is applied, after that reply's reply-done.
    if (event.type === "edit-failed") this.malformed.add(this.replies);
    if (event.type === "usage") {
      this.tokens.sent += event.usage.promptTokens;
      this.tokens.received += event.usage.completionTokens;
      this.tokens.cached += event.usage.cachedTokens;
      if (event.cost !== null) this.cost = (this.cost ?? 0) + event.cost;
    }
  };
}
