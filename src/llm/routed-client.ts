// An LlmClient that sends each request to its model's provider: the endpoint (base URL, key, headers,
// name to send) is resolved per model name, one SDK client is kept per endpoint, and reasoning
// settings are encoded in the provider's dialect. A missing key fails at the first request for it.
import { resolveEndpoint, type Endpoint, type EndpointInput } from "./endpoint.js";
import { createLlmClient, type LlmClient, type LlmClientOptions } from "./llm-client.js";
import { reasoningParams, reasoningWarning } from "./reasoning-params.js";

export interface RoutedClientOptions extends Omit<
  LlmClientOptions,
  "baseURL" | "baseUrl" | "apiKey" | "headers"
> {
  /** Flags, `--api-key` entries and the environment map; the model comes from each request. */
  endpoint: Omit<EndpointInput, "model">;
  /** Told once per model and setting that is not sent (a reasoning setting the model cannot take). */
  onWarning?: (message: string) => void;
}

export function createRoutedLlmClient(options: RoutedClientOptions): LlmClient {
  const { endpoint: input, onWarning, ...clientOptions } = options;
  const clients = new Map<string, LlmClient>();
  const warned = new Set<string>();
  const clientFor = (endpoint: Endpoint): LlmClient => {
    const id = JSON.stringify([endpoint.baseUrl, endpoint.apiKey, endpoint.headers]);
    let client = clients.get(id);
    if (!client) {
      const headers = endpoint.keyHeader ? { ...endpoint.headers, authorization: null } : endpoint.headers;
      client = createLlmClient({
        ...clientOptions,
        baseURL: endpoint.baseUrl,
        apiKey: endpoint.apiKey,
        headers,
      });
      clients.set(id, client);
    }
    return client;
  };
  const defaultBase = (): string => {
    try {
      return clientFor(resolveEndpoint(input)).baseURL;
    } catch {
      return "";
    }
  };
  return {
    get baseURL() {
      return defaultBase();
    },
    get baseUrl() {
      return defaultBase();
    },
    chat: async (request) => {
      const endpoint = resolveEndpoint({ ...input, model: request.model });
      const model = endpoint.model ?? request.model;
      const { params, unsupported } = reasoningParams(endpoint, {
        effort: request.settings?.reasoningEffort,
        thinkingTokens: request.settings?.thinkingTokens,
        accepts: request.settings?.acceptsSettings,
      });
      for (const item of unsupported) {
        const key = `${request.model}\0${item.setting}`;
        if (warned.has(key)) continue;
        warned.add(key);
        onWarning?.(reasoningWarning(model, endpoint.via, item));
      }
      const extraParams = { ...request.extraParams, ...params };
      return clientFor(endpoint).chat({ ...request, model, extraParams });
    },
  };
}
