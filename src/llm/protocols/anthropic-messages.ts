// Anthropic's Messages API (`POST /v1/messages`) on @anthropic-ai/sdk: Claude's own protocol, the one
// that honours prompt caching and returns thinking. Translation only; retries are the caller's.
import type Anthropic from "@anthropic-ai/sdk";
import type { ProtocolAdapter, SdkErrorClasses } from "../protocol.js";
import { anthropicBody } from "./anthropic-request.js";
import { readAnthropicMessage, readAnthropicStream } from "./anthropic-reply.js";
import { sdkFetch, type SdkClientConfig } from "./sdk-options.js";

export function anthropicMessagesAdapter(config: SdkClientConfig): ProtocolAdapter {
  const baseURL = anthropicOrigin(config.baseURL);
  let client: Anthropic | undefined;
  // Every credential and option is passed, so the SDK reads no ANTHROPIC_* variable of its own.
  const sdk = (): Anthropic =>
    (client ??= new (loadAnthropic().default)({
      baseURL,
      apiKey: config.apiKey,
      webhookKey: null,
      maxRetries: 0,
      timeout: config.timeoutMs,
      logLevel: "off",
      defaultHeaders: config.headers,
      fetch: sdkFetch(config),
    }));
  return {
    protocol: "anthropic",
    endpointUrl: `${baseURL}/v1/messages`,
    errorClasses: () => loadAnthropic() as unknown as SdkErrorClasses,
    async send(request, { guard, callOptions }) {
      const body = anthropicBody(request);
      // The SDK's generic post, not messages.create: create() writes deprecation notices to the console,
      // and library code never prints. Auth, headers, errors and SSE parsing are the SDK's all the same.
      const reply: unknown = await sdk().post<unknown>("/v1/messages", {
        body,
        stream: body.stream,
        ...callOptions,
      });
      if (body.stream) {
        return readAnthropicStream(reply as AsyncIterable<{ type: string }>, guard, request);
      }
      return readAnthropicMessage(reply as { type: string }, guard);
    },
  };
}

/** The SDK appends /v1/messages itself: `http://host:port`, `…/v1` and `…/v1/messages` all mean the same. */
export function anthropicOrigin(base: string): string {
  return base.replace(/\/+$/, "").replace(/\/v1(\/messages)?$/, "");
}

function loadAnthropic(): typeof import("@anthropic-ai/sdk") {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require("@anthropic-ai/sdk") as typeof import("@anthropic-ai/sdk");
}
