// The one place that decides which wire protocol a request goes by: the user's `--api` first, then the
// model's `api` setting where its provider serves that protocol (a custom OpenAI-compatible base serves
// chat completions and Responses, endpoint.ts), else the provider's own. Pure.
import type { ProviderSpec } from "../models/provider-table.js";
import { resolveModel } from "../models/resolve-model.js";
import type { Protocol } from "./protocol.js";
import { routeModel } from "./provider-route.js";

export interface ProtocolChoiceInput {
  /** Undefined: an unknown server that speaks chat completions only. */
  provider: Pick<ProviderSpec, "protocol" | "alsoServes"> | undefined;
  /** The model settings' `api`. */
  api?: Protocol | null;
  /** `--api`: wins over everything. */
  override?: Protocol | null;
}

export function chooseProtocol(input: ProtocolChoiceInput): Protocol {
  if (input.override) return input.override;
  const { provider, api } = input;
  if (!provider) return "chat";
  if (api && (api === provider.protocol || provider.alsoServes?.includes(api))) return api;
  return provider.protocol;
}

/** The protocol a bare or prefixed model name goes by at its provider, from the tables alone. */
export function protocolForModel(model: string): Protocol {
  const { provider } = routeModel(model);
  return chooseProtocol({ provider, api: resolveModel(model).settings.api });
}
