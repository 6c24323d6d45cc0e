// The one place that decides how a request's tools go on the wire: a provider's own tool type when the
// protocol speaks it and the model was trained on it (its settings' `nativeTools`), else the function
// tools, which every protocol has. Pure.
import type { FunctionTool, NativeTool, ToolOffer } from "../core/tool-types.js";
import type { Protocol } from "./protocol.js";

export type WireTools =
  | { kind: "functions"; functions: readonly FunctionTool[] }
  /** `extra`: the offer's function tools that go beside the native one (ToolOffer.extra). */
  | { kind: "native"; tool: NativeTool; extra?: readonly FunctionTool[] };

export function wireTools(
  offer: ToolOffer | undefined,
  protocol: Protocol,
  nativeTools: readonly string[] | null | undefined,
): WireTools | undefined {
  const extra = offer?.extra ?? [];
  if (!offer || (offer.functions.length === 0 && !offer.native?.length && extra.length === 0))
    return undefined;
  const native = offer.native?.find(
    (tool) => (tool.protocols as readonly string[]).includes(protocol) && nativeTools?.includes(tool.type),
  );
  if (native)
    return extra.length > 0 ? { kind: "native", tool: native, extra } : { kind: "native", tool: native };
  return { kind: "functions", functions: [...offer.functions, ...extra] };
}
