// One `openai` SDK client per endpoint, loaded on the first request: requiring the SDK costs more than
// the rest of the CLI's start-up (npm run bench cli-start). The SDK never reads the environment here:
// every option it would fall back to is passed.
import type OpenAI from "openai";
import type { SdkErrorClasses } from "../protocol.js";
import { sdkFetch, type SdkClientConfig } from "./sdk-options.js";

export function lazyOpenAi(config: SdkClientConfig): () => OpenAI {
  let client: OpenAI | undefined;
  return () =>
    (client ??= new (loadOpenAi().default)({
      baseURL: config.baseURL,
      apiKey: config.apiKey,
      organization: null,
      project: null,
      webhookSecret: null,
      maxRetries: 0,
      timeout: config.timeoutMs,
      logLevel: "off",
      defaultHeaders: config.headers,
      fetch: sdkFetch(config),
    }));
}

export function openAiErrorClasses(): SdkErrorClasses {
  return loadOpenAi();
}

function loadOpenAi(): typeof import("openai") {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require("openai") as typeof import("openai");
}
