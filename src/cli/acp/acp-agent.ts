// The ACP agent's handlers: initialize (protocol 1, the capabilities kerf really has, loadSession
// among them), authenticate, session/new (a kerf session for the client's cwd, known by its session
// log's id; auth_required at once when the model has no key), session/load (a stored session of that
// cwd, resumed as the CLI's --resume ID resumes it and replayed to the client; auth_required, and no
// replay, when its model has no key), session/prompt,
// session/cancel, session/set_mode and session/close.
import {
  agent,
  PROTOCOL_VERSION,
  RequestError,
  type AgentApp,
  type InitializeResponse,
} from "@agentclientprotocol/sdk";
import { MissingApiKeyError } from "../../llm/errors.js";
import { VERSION } from "../program.js";
import { SessionInUseError, StoredSessionError } from "../session-resume.js";
import { AcpSession, type OpenInput } from "./acp-session.js";
import { missingKey, openKerfSession, type AcpDefaults } from "./open-session.js";

const AUTH_METHOD = {
  id: "kerf-api-key",
  name: "API key",
  description:
    "Set the model provider's key variable (OPENAI_API_KEY, ANTHROPIC_API_KEY, …) in the agent's environment, the project's .env or kerf's config, then start a new session.",
};

/** The agent; `sessions` holds the open sessions (the caller closes them at the end). */
export function kerfAgent(defaults: AcpDefaults, sessions = new Map<string, AcpSession>()): AgentApp {
  let clientFiles = false;
  /** The project whose session needed a key, for authenticate to look again. */
  let needsKey: string | null = null;
  const sessionOf = (id: string) => {
    const session = sessions.get(id);
    if (!session) throw RequestError.sessionNotFound(id);
    return session;
  };
  /** Opens a session (new or loaded) and keeps it; auth_required when its model has no key (checked
   *  before a load replays anything). */
  const start = async (input: OpenInput) => {
    const session = await AcpSession.open(input).catch((error: unknown) => {
      if (!(error instanceof MissingApiKeyError)) throw error;
      needsKey = input.cwd;
      throw RequestError.authRequired(undefined, error.message);
    });
    sessions.set(session.id, session);
    // After the answer: the client knows the session by then.
    setTimeout(() => session.advertise(), 0);
    return session;
  };
  return agent({ name: "kerf" })
    .onRequest("initialize", ({ params }): InitializeResponse => {
      const fs = params.clientCapabilities?.fs;
      clientFiles = fs?.readTextFile === true && fs.writeTextFile === true;
      return {
        protocolVersion: PROTOCOL_VERSION,
        agentCapabilities: {
          loadSession: true,
          promptCapabilities: { image: false, audio: false, embeddedContext: true },
          mcpCapabilities: { http: false, sse: false },
          sessionCapabilities: { close: {} },
        },
        authMethods: [AUTH_METHOD],
        agentInfo: { name: "kerf", title: "kerf", version: VERSION },
      };
    })
    .onRequest("authenticate", async ({ params }) => {
      if (params.methodId !== AUTH_METHOD.id)
        throw RequestError.invalidParams(undefined, `unknown auth method ${params.methodId}`);
      if (needsKey === null) return {};
      const { session } = await openKerfSession(defaults, needsKey, {
        reporter: () => undefined,
        confirm: () => false,
      });
      const missing = missingKey(session);
      if (missing) throw RequestError.authRequired(undefined, missing.message);
      needsKey = null;
      return {};
    })
    .onRequest("session/new", async ({ params, client }) => {
      const session = await start({ cwd: params.cwd, defaults, client, clientFiles });
      return { sessionId: session.id, modes: session.modes() };
    })
    .onRequest("session/load", async ({ params, client }) => {
      const id = params.sessionId;
      // Open here too: it ends first, so its last state is in the log the load reads.
      await sessions.get(id)?.close();
      sessions.delete(id);
      try {
        const session = await start({ cwd: params.cwd, defaults, client, clientFiles, load: id });
        return { modes: session.modes() };
      } catch (error) {
        if (error instanceof SessionInUseError)
          throw RequestError.invalidRequest(
            { sessionId: id },
            `session ${id} cannot be loaded: ${error.message}`,
          );
        if (!(error instanceof StoredSessionError)) throw error;
        const words = `session ${id} cannot be loaded: ${error.message}. A session is stored from its first turn on; one kept in memory only (no state folder outside the project, or --no-session-log) cannot be loaded.`;
        throw new RequestError(RequestError.sessionNotFound(id).code, words, { sessionId: id });
      }
    })
    .onRequest("session/prompt", ({ params }) => sessionOf(params.sessionId).prompt(params.prompt))
    .onNotification("session/cancel", ({ params }) => {
      sessions.get(params.sessionId)?.cancel();
    })
    .onRequest("session/close", async ({ params }) => {
      const session = sessionOf(params.sessionId);
      sessions.delete(params.sessionId);
      await session.close();
      return {};
    })
    .onRequest("session/set_mode", ({ params }) => {
      sessionOf(params.sessionId).setMode(params.modeId);
      return {};
    });
}
