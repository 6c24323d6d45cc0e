// A 404 on a protocol's path says the server does not serve that protocol there (or not for this
// model: "only supported in v1/responses"), so the message names the protocol to try with --api.
// Pure: adds a sentence to the status error's message.
import { LlmStatusError } from "./errors.js";
import { PROTOCOL_TITLES, PROTOCOLS, type Protocol } from "./protocol.js";

/** How each protocol's path shows up in a server's words. */
const PATHS: Readonly<Record<Protocol, RegExp>> = {
  chat: /chat\/completions/i,
  responses: /\/responses\b|\bresponses api\b/i,
  anthropic: /\/messages\b|\bmessages api\b/i,
};

/** The protocols to suggest: the one the server's words name, else every other. */
export function protocolsToTry(protocol: Protocol, words: string): Protocol[] {
  const others = PROTOCOLS.filter((p) => p !== protocol);
  const named = others.filter((p) => PATHS[p].test(words));
  return named.length > 0 ? named : others;
}

/** The error with the hint added, for a 404 status error; anything else is returned as it is. */
export function withProtocolHint(error: unknown, protocol: Protocol, url: string): unknown {
  if (!(error instanceof LlmStatusError) || error.status !== 404) return error;
  const tries = protocolsToTry(protocol, error.message).map((p) => `--api ${p}`);
  error.message =
    `${error.message} (POST ${url}, ${PROTOCOL_TITLES[protocol]}: if this server speaks another ` +
    `protocol for this model, try ${tries.join(" or ")})`;
  return error;
}
