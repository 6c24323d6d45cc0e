// OpenAI chat completions (`POST …/chat/completions`) on the `openai` SDK: the protocol of OpenAI's older
// models and of every OpenAI-compatible server and gateway. Translation only; retries are the caller's.
import type OpenAI from "openai";
import type { ChatMessage } from "../../core/chat-types.js";
import type { ProtocolAdapter } from "../protocol.js";
import { readCompletion, readStream } from "./chat-reply.js";
import { shapeRequest } from "../request-shape.js";
import { wireTools } from "../tool-choice.js";
import { chatWireMessages, chatWireTools } from "./chat-wire.js";
import { lazyOpenAi, openAiErrorClasses } from "./openai-sdk.js";
import type { SdkClientConfig } from "./sdk-options.js";

export function chatCompletionsAdapter(config: SdkClientConfig): ProtocolAdapter {
  const sdk = lazyOpenAi(config);
  return {
    protocol: "chat",
    endpointUrl: `${config.baseURL.replace(/\/+$/, "")}/chat/completions`,
    errorClasses: openAiErrorClasses,
    async send(request, { guard, callOptions }) {
      const messages = chatWireMessages(request.messages) as unknown as ChatMessage[];
      const shaped = shapeRequest({ ...request, messages });
      const tools = wireTools(request.tools, "chat", request.settings?.nativeTools);
      if (tools) shaped.body.tools = chatWireTools(tools);
      if (config.sendPromptCacheKey && config.promptCacheKey) {
        shaped.body.prompt_cache_key ??= config.promptCacheKey;
      }
      if (shaped.stream) {
        const body = shaped.body as unknown as OpenAI.ChatCompletionCreateParamsStreaming;
        const stream = await sdk().chat.completions.create(body, callOptions);
        return readStream(stream, guard, request.onDelta);
      }
      const body = shaped.body as unknown as OpenAI.ChatCompletionCreateParamsNonStreaming;
      return readCompletion(await sdk().chat.completions.create(body, callOptions), guard);
    },
  };
}
