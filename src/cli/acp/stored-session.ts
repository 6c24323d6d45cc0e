// session/load's half that kerf owns: an ACP session rebuilt from a conversation kerf saved. The agent
// declares `loadSession: false` until kerf's session log (issue 37) can hand one back; then the
// `session/load` handler reads the stored conversation and calls `loadStoredSession`, which opens the
// session as session/new does, gives its coder the stored history, files and edit format, and replays
// the conversation to the client (user_message_chunk / agent_message_chunk) before it returns, as the
// protocol asks.
import type { ChatMessage } from "../../core/chat-message.js";
import { AcpSession, type OpenInput } from "./acp-session.js";

/** A conversation as kerf's session log gives it back. */
export interface StoredConversation {
  /** The turns, oldest first (history as a coder keeps it). */
  messages: readonly ChatMessage[];
  /** Chat files and read-only files, project-relative. */
  files?: readonly string[];
  readOnlyFiles?: readonly string[];
  /** The edit format (or mode) the session was in. */
  editFormat?: string;
}

/** Opens the session `input.id` for `input.cwd` with the stored conversation; the client has seen the
 *  whole conversation replayed when this resolves. */
export async function loadStoredSession(input: OpenInput, stored: StoredConversation): Promise<AcpSession> {
  const session = await AcpSession.open(input);
  await session.restore(stored);
  return session;
}
