// session/load's replay. The stored session itself is restored by the path the CLI's --resume ID takes
// (open-session.ts → setupSession → openSessionLog: its history, files, edit format, models and prompt
// state); what is left is to show the client the conversation, as the protocol asks before the load is
// answered. It is shown turn by turn from the session log, as the person saw it: the request in their
// own words as a `user_message_chunk` (the history's copy carries the turn's preamble), then the turn's
// replies as `agent_message_chunk`s (without the "Ok." that acknowledges kerf's edits-applied note).
import type { SessionUpdate } from "@agentclientprotocol/sdk";
import { messageText } from "../../core/chat-message.js";
import { TURN_TEXTS } from "../../prompts/turn-texts.js";
import type { SessionTurn } from "../../sessions/index.js";

export function replayUpdates(
  turns: readonly Pick<SessionTurn, "request" | "historyAfter">[],
): SessionUpdate[] {
  const updates: SessionUpdate[] = [];
  const chunk = (sessionUpdate: "user_message_chunk" | "agent_message_chunk", text: string) => {
    if (text !== "") updates.push({ sessionUpdate, content: { type: "text", text } });
  };
  for (const turn of turns) {
    chunk("user_message_chunk", turn.request);
    for (const reply of replies(turn)) chunk("agent_message_chunk", reply);
  }
  return updates;
}

/** The assistant's texts after the turn's request in the history it left (none when the request is no
 *  longer there, e.g. summarised away). */
function replies(turn: Pick<SessionTurn, "request" | "historyAfter">): string[] {
  const history = turn.historyAfter;
  let at = history.length - 1;
  while (at >= 0 && !(history[at]!.role === "user" && messageText(history[at]!).endsWith(turn.request))) at--;
  if (at < 0 || turn.request === "") return [];
  const after = history.slice(at + 1);
  const last = after.at(-1);
  if (last?.role === "assistant" && messageText(last) === TURN_TEXTS.editsAppliedReply) after.pop();
  return after.filter((message) => message.role === "assistant").map(messageText);
}
