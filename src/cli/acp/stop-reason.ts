// A turn's end as an ACP stop reason: cancelled when the client cancelled it; refusal when the provider
// declined (a refusal, its content filter); max_tokens when the reply hit the output limit;
// max_turn_requests when kerf's reflection or request cap stopped it; end_turn otherwise (a person's
// "no" included: the turn ended as asked). An architect's editor turn counts as the turn's end.
import type { StopReason } from "@agentclientprotocol/sdk";
import { DECLINED_REASONS } from "../../core/chat-types.js";
import type { TurnResult } from "../../coders/turn.js";

export function stopReasonOf(result: TurnResult, cancelled: boolean): StopReason {
  if (cancelled) return "cancelled";
  const last = result.editor ?? result;
  for (const turn of [last, result]) {
    if (turn.incomplete !== undefined && DECLINED_REASONS.has(turn.incomplete)) return "refusal";
    if (turn.incomplete === "length") return "max_tokens";
    if (turn.stopped === "max-reflections" || turn.stopped === "request-limit") return "max_turn_requests";
  }
  return "end_turn";
}
