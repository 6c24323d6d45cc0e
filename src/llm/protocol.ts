// The seam between the one retrying client and the wire protocols: each protocol turns a ChatRequest
// into its SDK's request and its SDK's reply (streamed or not) into a RawReply. Types only.
import type { ChatRequest, Protocol } from "../core/chat-types.js";
import type { AttemptGuard } from "./attempt-guard.js";
import type { RawReply } from "./read-reply.js";

export type { Protocol } from "../core/chat-types.js";

export const PROTOCOLS: readonly Protocol[] = ["chat", "responses", "anthropic"];

/** For people: "chat completions", "Responses", "Anthropic Messages". */
export const PROTOCOL_TITLES: Readonly<Record<Protocol, string>> = {
  chat: "OpenAI chat completions",
  responses: "OpenAI Responses",
  anthropic: "Anthropic Messages",
};

/** The SDK's error classes, so failures are sorted the same way whichever SDK threw them. */
export interface SdkErrorClasses {
  APIError: abstract new (...args: never[]) => Error;
  APIConnectionError: abstract new (...args: never[]) => Error;
  APIConnectionTimeoutError: abstract new (...args: never[]) => Error;
  APIUserAbortError: abstract new (...args: never[]) => Error;
}

/** What one attempt needs besides the request: its guard and the per-call SDK options. */
export interface AttemptContext {
  guard: AttemptGuard;
  callOptions: { signal: AbortSignal; maxRetries: 0; timeout: number };
}

export interface ProtocolAdapter {
  readonly protocol: Protocol;
  /** The URL requests are posted to, for --verbose and --show-prompts. */
  readonly endpointUrl: string;
  /** Sends one attempt; throws what the SDK throws (sorted by the retrying client). */
  send(request: ChatRequest, attempt: AttemptContext): Promise<RawReply>;
  /** Loaded on the first failure only: the CLI starts without the SDKs. */
  errorClasses(): SdkErrorClasses;
}
