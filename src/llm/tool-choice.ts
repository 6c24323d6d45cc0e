// The one place that decides how a request's tools go on the wire: a provider's own tool type when the
// protocol speaks it and the model was trained on it (its settings' `nativeTools`), else the function
// tools, which every protocol has. Pure.
import type { FunctionTool, NativeTool, ToolOffer } from "../core/tool-types.js";
import type { Protocol } from "./protocol.js";

export type WireTools =
  { kind: "functions"; functions: readonly FunctionTool[] } | { kind: "native"; tool: NativeTool };

export function wireTools(
  offer: ToolOffer | undefined,
  protocol: Protocol,
  nativeTools: readonly string[] | null | undefined,
): WireTools | undefined {
  if (!offer || (offer.functions.length === 0 && !offer.native?.length)) return undefined;
  const native = offer.native?.find(
    (tool) => (tool.protocols as readonly string[]).includes(protocol) && nativeTools?.includes(tool.type),
  );
  return native ? { kind: "native", tool: native } : { kind: "functions", functions: offer.functions };
}
