// What an MCP tool's answer becomes before the model or the history sees it: text (images, audio and
// binary resources are named, not inlined), masked with the one masker, then cut to a size. Pure.
import { maskSecrets } from "../trust/secret-mask.js";

/** A result's text is cut here (about 5,000 tokens): a server must not flood the context window. */
export const MAX_RESULT_CHARS = 20_000;

interface ContentBlock {
  type: string;
  text?: string;
  mimeType?: string;
  data?: string;
  uri?: string;
  name?: string;
  resource?: { uri?: string; text?: string; mimeType?: string; blob?: string };
}

/** The text of a `CallToolResult` (loosely typed: servers vary), and whether the server said it failed. */
export function resultText(result: unknown): { text: string; isError: boolean } {
  const record = (typeof result === "object" && result !== null ? result : {}) as Record<string, unknown>;
  const isError = record.isError === true;
  const content = Array.isArray(record.content) ? (record.content as ContentBlock[]) : [];
  const parts = content.map(blockText);
  if (parts.length === 0 && record.structuredContent !== undefined)
    parts.push(JSON.stringify(record.structuredContent));
  if (parts.length === 0 && record.toolResult !== undefined) parts.push(JSON.stringify(record.toolResult));
  const text = parts.join("\n");
  return { text: text === "" ? "(the tool returned nothing)" : text, isError };
}

function blockText(block: ContentBlock): string {
  switch (block.type) {
    case "text":
      return block.text ?? "";
    case "image":
    case "audio":
      return `[${block.type} ${block.mimeType ?? ""}, ${Math.round(((block.data ?? "").length * 3) / 4)} bytes, not shown]`;
    case "resource":
      return block.resource?.text ?? `[resource ${block.resource?.uri ?? ""}, not shown]`;
    case "resource_link":
      return `[link ${block.name ?? ""} ${block.uri ?? ""}]`;
    default:
      return `[${block.type} content, not shown]`;
  }
}

/** Text from a server as it may reach the model: the session's keys and credential shapes masked,
 *  then cut to `max` characters with a note of what was left out. */
export function safeText(text: string, secrets: readonly string[], max = MAX_RESULT_CHARS): string {
  const masked = maskSecrets(text, secrets);
  if (masked.length <= max) return masked;
  return `${masked.slice(0, max)}\n[cut: ${masked.length - max} of ${masked.length} characters left out]`;
}
