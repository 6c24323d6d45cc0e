// One request of a turn on the wire: checks that it fits the model's window, sends it (continuing a reply
// cut at the output limit where the model allows), reports the stream, usage and cost, and hands back the
// reply. Applies nothing; an incomplete reply comes back as null with a warning.
import { partialReplyText } from "../core/chat-types.js";
import type { EditFormat } from "../formats/edit-format.js";
import { chatWithContinuation } from "../llm/client-stack.js";
import { costOf } from "../llm/usage.js";
import type { Reporter } from "./coder-events.js";
import type { CoderOptions } from "./coder-options.js";
import { assertFits } from "./context-limit.js";
import { requestSettings } from "./llm-request.js";
import type { BuiltMessages } from "./request-messages.js";
import type { SentReply, Turn } from "./turn.js";
import { offerWithMcp } from "./tool-round.js";

export interface SendInput {
  built: BuiltMessages;
  turn: Turn;
  /** The request's round within the turn (0: the user's message). */
  round: number;
  options: CoderOptions;
  format: EditFormat;
  report: Reporter;
}

/** Sends the built request; returns the reply, or null when the reply is incomplete. */
export async function requestReply(input: SendInput): Promise<SentReply | null> {
  const { built, turn, options, report } = input;
  const { messages, fence } = built;
  turn.fence = fence;
  const model = options.model;
  assertFits({ ...built, settings: model.settings });
  report({ type: "request-sent", model: model.name, messages: messages.length, round: input.round });
  const result = await chatWithContinuation(
    options.llm,
    {
      model: model.expanded,
      messages,
      stream: options.stream ?? true,
      settings: requestSettings(model.settings),
      signal: turn.signal,
      onDelta: (text) => report({ type: "reply-delta", text }),
      onThinking: (text) => report({ type: "thinking-delta", text }),
      ...(input.format.tools ? { tools: offerWithMcp(input.format.tools, options.mcp) } : {}),
    },
    { allowsPrefill: model.settings.allowsPrefill },
  );
  const cost = model.settings.prices ? costOf(result.usage, model.settings.prices) : null;
  turn.addUsage(result.usage, cost);
  // The reply first, then its tokens and cost: without streaming the text only arrives here.
  report({ type: "reply-done", text: result.text, partial: result.partial, reason: result.partialReason });
  report({ type: "usage", model: model.name, usage: result.usage, cost });
  if (result.partial) {
    turn.result.stopped = "incomplete-reply";
    if (result.partialReason) turn.result.incomplete = result.partialReason;
    report({ type: "warning", message: partialReplyText(result.partialReason, result.providerWords) });
    return null;
  }
  // A round of tool calls alone keeps the turn's last words as its reply.
  if (result.text !== "" || !result.toolCalls) turn.result.reply = result.text;
  return {
    text: result.text,
    ...(result.replay ? { replay: result.replay } : {}),
    ...(result.toolCalls?.length ? { toolCalls: result.toolCalls } : {}),
  };
}
