// The tools one request of a tool-call format declares (as `wireTools` puts them on the wire) decide the
// words the model is given: the prompts describe those tools, an unknown call is told their names, and a
// failed call is described in their terms. Pure.
import type { WireTools } from "../../llm/tool-choice.js";
import { callTerms, REFLECTION_TERMS, type ReflectionTerms } from "../../prompts/reflection.js";
import { CallError } from "./call-args.js";

/** The names of the declared tools, as the model calls them. */
export function declaredToolNames(tools: WireTools): string[] {
  if (tools.kind === "functions") return tools.functions.map((tool) => tool.name);
  return [tools.tool.type === "apply_patch" ? "apply_patch" : tools.tool.name];
}

/** The name of Anthropic's text editor tool when it is what the request declares. */
export function textEditorName(tools: WireTools | undefined): string | undefined {
  if (tools?.kind !== "native" || !tools.tool.type.startsWith("text_editor_")) return undefined;
  return "name" in tools.tool ? tools.tool.name : undefined;
}

/** The error for a call to a tool the request did not declare, naming those it did (else `fallback`). */
export function noSuchTool(
  name: string,
  tools: WireTools | undefined,
  fallback: readonly string[],
): CallError {
  return new CallError(name, { why: "no-such-tool", declared: tools ? declaredToolNames(tools) : fallback });
}

/** The words a failure is described in (see prompts/reflection.ts): the text editor's own (`old_str`,
 *  its commands) where it is declared, else the format's; in the result of a call (`call`: the tool
 *  it named) to a declared tool, the call is named by that tool ("write call 2"). */
export function failureWords(
  terms: ReflectionTerms | undefined,
  tools: WireTools | undefined,
  call?: string,
): ReflectionTerms | undefined {
  if (textEditorName(tools)) return REFLECTION_TERMS.textEditorCall;
  const declared = call !== undefined && tools !== undefined && declaredToolNames(tools).includes(call);
  return declared ? callTerms(terms, call) : terms;
}
