// The ACP agent's handlers: initialize (protocol 1, the capabilities kerf really has), authenticate,
// session/new (a kerf session for the client's cwd; auth_required at once when the model has no key),
// session/prompt, session/cancel, session/set_mode and session/close. session/load is not offered
// (loadSession: false): kerf's saved sessions are another piece of work (docs/acp.md).
import { randomUUID } from "node:crypto";
import {
  agent,
  PROTOCOL_VERSION,
  RequestError,
  type AgentApp,
  type InitializeResponse,
} from "@agentclientprotocol/sdk";
import { VERSION } from "../program.js";
import { AcpSession } from "./acp-session.js";
import { missingKey, openKerfSession, type AcpDefaults } from "./open-session.js";

const AUTH_METHOD = {
  id: "kerf-api-key",
  name: "API key",
  description:
    "Set the model provider's key variable (OPENAI_API_KEY, ANTHROPIC_API_KEY, …) in the agent's environment, the project's .env or kerf's config, then start a new session.",
};

/** The agent; `sessions` holds the open sessions (the caller waits for their chat logs at the end). */
export function kerfAgent(defaults: AcpDefaults, sessions = new Map<string, AcpSession>()): AgentApp {
  let clientFiles = false;
  /** The project whose session needed a key, for authenticate to look again. */
  let needsKey: string | null = null;
  const sessionOf = (id: string) => {
    const session = sessions.get(id);
    if (!session) throw RequestError.sessionNotFound(id);
    return session;
  };
  return agent({ name: "kerf" })
    .onRequest("initialize", ({ params }): InitializeResponse => {
      const fs = params.clientCapabilities?.fs;
      clientFiles = fs?.readTextFile === true && fs.writeTextFile === true;
      return {
        protocolVersion: PROTOCOL_VERSION,
        agentCapabilities: {
          loadSession: false,
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
      const id = randomUUID();
      const session = await AcpSession.open({ id, cwd: params.cwd, defaults, client, clientFiles });
      const missing = missingKey(session.kerf);
      if (missing) {
        needsKey = params.cwd;
        throw RequestError.authRequired(undefined, missing.message);
      }
      sessions.set(id, session);
      // After the answer: the client knows the session by then.
      setTimeout(() => session.advertise(), 0);
      return { sessionId: id, modes: session.modes() };
    })
    .onRequest("session/prompt", ({ params }) => sessionOf(params.sessionId).prompt(params.prompt))
    .onNotification("session/cancel", ({ params }) => {
      sessions.get(params.sessionId)?.cancel();
    })
    .onRequest("session/close", async ({ params }) => {
      const session = sessionOf(params.sessionId);
      session.cancel();
      sessions.delete(params.sessionId);
      await session.kerf.chatLog.settled();
      return {};
    })
    .onRequest("session/set_mode", ({ params }) => {
      sessionOf(params.sessionId).setMode(params.modeId);
      return {};
    });
}
