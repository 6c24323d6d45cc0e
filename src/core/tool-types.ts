// Tools in kerf's provider-neutral terms: what a request offers (JSON functions, or a provider's own
// tool type where the model was trained on it), the calls a reply makes and the results sent back.
// Types only; each protocol adapter translates them to its wire shape.

/** A tool the model calls with JSON arguments, described by a JSON Schema. Every protocol has these. */
export interface FunctionTool {
  name: string;
  description: string;
  /** JSON Schema of the arguments object. */
  parameters: Readonly<Record<string, unknown>>;
}

/**
 * A provider's own tool type, offered instead of the function tools when the protocol speaks it and the
 * model's settings list its `type` in `nativeTools`:
 * - `apply_patch`: OpenAI Responses' apply_patch tool (calls arrive as `apply_patch_call` items);
 * - `custom`: a free-form tool (Responses, chat completions): the call's input is plain text, optionally
 *   held to a grammar;
 * - `text_editor_…`: Anthropic's text editor tool (`str_replace`, `create`, `insert`, `view` commands).
 */
export type NativeTool =
  | { type: "apply_patch"; protocols: readonly ["responses"] }
  | {
      type: "custom";
      protocols: readonly ("responses" | "chat")[];
      name: string;
      description: string;
      /** A Lark grammar the input must follow. */
      grammar?: string;
    }
  | {
      type: "text_editor_20250728" | "text_editor_20250429" | "text_editor_20250124";
      protocols: readonly ["anthropic"];
      /** The name the API fixes for this version. */
      name: "str_replace_based_edit_tool" | "str_replace_editor";
    };

/** The tools a request offers: its function tools, and the native forms that may stand in for them. */
export interface ToolOffer {
  functions: readonly FunctionTool[];
  /** In order of preference; the first the protocol and the model both take replaces `functions`. */
  native?: readonly NativeTool[];
  /** Function tools offered beside the ones above whatever form those take (the MCP servers' search and
   *  call tools): kept next to a native tool, appended to the functions. */
  extra?: readonly FunctionTool[];
}

/**
 * One tool call of a reply. `input` is the call's arguments as the model wrote them: JSON text for a
 * function or text-editor call, free text for a custom tool, and for OpenAI's apply_patch tool the
 * JSON of its `operation` ({type, path, diff}).
 */
export interface ToolCall {
  /** tool_calls[].id, call_id or tool_use id: the result is sent back under it. */
  id: string;
  name: string;
  input: string;
  /** How it arrived, so its result goes back in the matching shape. */
  type: "function" | "custom" | "apply_patch";
}

/** What kerf answers to one call. */
export interface ToolResult {
  callId: string;
  /** Plain text: what changed, or why nothing did. */
  output: string;
  isError?: boolean;
  /** The call's type (the result's wire shape depends on it). */
  type: ToolCall["type"];
}
