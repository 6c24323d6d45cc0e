// The credentials a session hands its MCP servers — header values (a bearer token without its "Bearer ")
// and the values of environment variables named like a credential (…TOKEN, …KEY, …SECRET, …PASSWORD,
// …AUTH…, …CREDENTIAL…) — so that a server which answers with one of them is masked like kerf's own keys.
// A value shorter than 8 characters is not a credential worth masking everywhere (it would mask "1").
import type { McpServerConfig } from "./config-entries.js";

const CREDENTIAL_NAME = /token|key|secret|passw|auth|credential|cookie/i;
const MIN_LENGTH = 8;

export function serverCredentials(servers: readonly McpServerConfig[]): string[] {
  const found = new Set<string>();
  const keep = (value: string) => {
    const text = value.trim();
    if (text.length >= MIN_LENGTH) found.add(text);
  };
  for (const server of servers) {
    // An untrusted server, or one whose variables had no value, is never started: it was handed nothing.
    if (server.untrusted || server.unavailable !== undefined) continue;
    if (server.transport === "http")
      for (const value of Object.values(server.headers)) {
        keep(value);
        const bearer = /^(?:bearer|token|basic)\s+(.+)$/i.exec(value.trim());
        if (bearer?.[1]) keep(bearer[1]);
      }
    else for (const [name, value] of Object.entries(server.env)) if (CREDENTIAL_NAME.test(name)) keep(value);
  }
  return [...found];
}
