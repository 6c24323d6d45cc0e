// An LlmClient that sends each request to its model's provider over the protocol it calls for: the
// endpoint (base URL, key, headers, name to send) is resolved per model name, the protocol chosen by
// protocol-choice.ts, one client kept per protocol and endpoint, and reasoning settings encoded in the
// provider's dialect. A missing key fails at the first request for it.
import { randomUUID } from "node:crypto";
import { resolveEndpoint, type Endpoint, type EndpointInput } from "./endpoint.js";
import { createLlmClient, type LlmClient, type LlmClientOptions, type ProtocolClient } from "./llm-client.js";
import type { Protocol } from "./protocol.js";
import { callOptions } from "./call-options.js";
import { chooseProtocol } from "./protocol-choice.js";
import { withProtocolHint } from "./protocol-hint.js";
import { reasoningParams, reasoningWarning } from "./reasoning-params.js";
import { resolveModel } from "../models/resolve-model.js";

export interface RoutedClientOptions extends Omit<
  LlmClientOptions,
  "baseURL" | "baseUrl" | "apiKey" | "headers" | "protocol" | "model" | "sendPromptCacheKey"
> {
  /** Flags, `--api-key` entries and the environment map; the model comes from each request. */
  endpoint: Omit<EndpointInput, "model">;
  /** `--api`: every request goes by this protocol, whatever the provider and model settings say. */
  api?: Protocol | null;
  /** Told once per model and setting that is not sent (a reasoning setting the model cannot take). */
  onWarning?: (message: string) => void;
}

export function createRoutedLlmClient(options: RoutedClientOptions): LlmClient {
  const { endpoint: input, onWarning, api, ...clientOptions } = options;
  // One key for the whole session: OpenAI routes requests that share it to the same cache.
  const promptCacheKey = options.promptCacheKey ?? `kerf-${randomUUID()}`;
  const clients = new Map<string, ProtocolClient>();
  const warned = new Set<string>();
  const clientFor = (endpoint: Endpoint, protocol: Protocol): ProtocolClient => {
    const id = JSON.stringify([protocol, endpoint.baseUrl, endpoint.apiKey, endpoint.headers]);
    let client = clients.get(id);
    if (!client) {
      const headers = endpoint.keyHeader ? { ...endpoint.headers, authorization: null } : endpoint.headers;
      client = createLlmClient({
        ...clientOptions,
        protocol,
        baseURL: endpoint.baseUrl,
        apiKey: endpoint.apiKey,
        headers,
        promptCacheKey,
        sendPromptCacheKey: endpoint.promptCacheKey === true,
      });
      clients.set(id, client);
    }
    return client;
  };
  const routeOf = (model: string, settingsApi?: Protocol | null) => {
    const endpoint = resolveEndpoint({ ...input, model });
    // Without settings (a library caller), the model tables say what the model needs.
    const modelApi = settingsApi !== undefined ? settingsApi : resolveModel(model).settings.api;
    const protocol = chooseProtocol({ provider: endpoint.serves, api: modelApi, override: api });
    return { endpoint, protocol, client: clientFor(endpoint, protocol) };
  };
  return {
    route: (model, settingsApi) => {
      const { protocol, client } = routeOf(model, settingsApi);
      return { protocol, endpointUrl: client.endpointUrl };
    },
    chat: async (request) => {
      const { endpoint, client, protocol } = routeOf(request.model, request.settings?.api);
      const model = endpoint.model ?? request.model;
      const settings = request.settings;
      const asked = callOptions(request).extra.max_tokens;
      const { params, warnings } = reasoningParams(endpoint, {
        effort: settings?.reasoningEffort,
        thinkingTokens: settings?.thinkingTokens,
        accepts: settings?.acceptsSettings,
        adaptive: settings?.thinkingType === "adaptive",
        output: {
          model,
          maxTokens: typeof asked === "number" && asked > 0 ? asked : undefined,
          limit: settings?.maxOutputTokens,
        },
      });
      for (const item of warnings) {
        // Said once per session and model, not per request.
        const key = `${request.model}\0${item.type === "other" ? item.message : item.setting}`;
        if (warned.has(key)) continue;
        warned.add(key);
        onWarning?.(reasoningWarning(model, endpoint.via, item));
      }
      const extraParams = { ...request.extraParams, ...params };
      try {
        return await client.chat({ ...request, model, extraParams });
      } catch (error) {
        throw withProtocolHint(error, protocol, client.endpointUrl);
      }
    },
  };
}
