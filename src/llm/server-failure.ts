// A failure the server itself reported in place of a reply (an error event in a stream, a failed
// response), with its words and whether its provider documents it as transient. Each protocol reader
// decides `transient` from its own codes; the retry loop only reads the flag.
import type { ProviderWords } from "../core/chat-types.js";

export class ServerFailure extends Error {
  override name = "ServerFailure";
  constructor(
    readonly words: ProviderWords,
    /** The provider documents it as passing (overload, rate limit, server error): worth a retry. */
    readonly transient: boolean,
  ) {
    super(words.message ?? words.code ?? "the server reported a failure");
  }
}

/**
 * The type or code and the message of an error body in each provider's documented shape: Anthropic's
 * `{"type":"error","error":{"type","message"}}`, OpenAI's `{"error":{"message","type","code","param"}}`,
 * a Responses `error` event or `response.error` (`{"code","message"}`), a gateway's bare string.
 * Undefined when it says nothing.
 */
export function wordsOf(body: unknown): ProviderWords | undefined {
  // Some gateways send the error as a bare string (`{"error": "rate limited"}`).
  if (typeof body === "string") return body.trim() === "" ? undefined : { message: body };
  if (typeof body !== "object" || body === null) return undefined;
  const outer = body as Record<string, unknown>;
  if (typeof outer.error === "string") return wordsOf(outer.error);
  const inner = (typeof outer.error === "object" && outer.error !== null ? outer.error : outer) as Record<
    string,
    unknown
  >;
  const code = text(inner.code) ?? text(inner.type);
  // FastAPI-style servers (many local model servers) put their words in `detail`.
  const message = text(inner.message) ?? text(inner.detail);
  // The envelope's own `type` ("error") names no failure.
  const named = code === undefined || (code === "error" && inner === outer) ? undefined : code;
  if (named === undefined && message === undefined) return undefined;
  return { ...(named !== undefined ? { code: named } : {}), ...(message !== undefined ? { message } : {}) };
}

/** The words an SDK error carries when it stands for an error event inside a stream: the SDKs throw
 *  their APIError with no status and the event's body. Undefined for any other error. */
export function streamErrorWords(error: unknown): ProviderWords | undefined {
  const e = error as { status?: unknown; error?: unknown } | null;
  if (!e || typeof e !== "object" || e.status !== undefined || e.error === undefined) return undefined;
  return wordsOf(e.error) ?? {};
}

function text(value: unknown): string | undefined {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}
