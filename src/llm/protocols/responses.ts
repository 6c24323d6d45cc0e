// OpenAI's Responses API (`POST …/responses`) on the `openai` SDK: the only protocol the Codex models
// are served on. Stateless (`store: false`); translation only, retries are the caller's.
import type OpenAI from "openai";
import type { ProtocolAdapter } from "../protocol.js";
import { lazyOpenAi, openAiErrorClasses } from "./openai-sdk.js";
import { responsesBody } from "./responses-request.js";
import { readResponse, readResponsesStream } from "./responses-reply.js";
import type { SdkClientConfig } from "./sdk-options.js";

export function responsesAdapter(config: SdkClientConfig): ProtocolAdapter {
  const sdk = lazyOpenAi(config);
  return {
    protocol: "responses",
    endpointUrl: `${config.baseURL.replace(/\/+$/, "")}/responses`,
    errorClasses: openAiErrorClasses,
    async send(request, { guard, callOptions }) {
      const body = responsesBody(request, { promptCacheKey: config.promptCacheKey });
      if (body.stream) {
        const params = body as unknown as OpenAI.Responses.ResponseCreateParamsStreaming;
        const stream = await sdk().responses.create(params, callOptions);
        return readResponsesStream(stream as AsyncIterable<never>, guard, request.onDelta);
      }
      const params = body as unknown as OpenAI.Responses.ResponseCreateParamsNonStreaming;
      const response = await sdk().responses.create(params, callOptions);
      return readResponse(response as unknown as Parameters<typeof readResponse>[0], guard);
    },
  };
}
