// The sessions module's public surface (docs/sessions.md): the log, reading sessions back, resuming.
export { SessionLog, type MoveResult, type SessionLogOptions } from "./session-log.js";
export {
  listSessions,
  loadSession,
  loadSessionCoderOptions,
  SessionNotFoundError,
  type LoadedSession,
  type SessionCoderOptions,
  type SessionSummary,
} from "./load-session.js";
export { SessionBusyError } from "./session-lock.js";
export { projectFolder, type SessionPlace } from "./session-store.js";
export type { SessionState, SessionTurn } from "./session-state.js";
