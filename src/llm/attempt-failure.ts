// Sorts whatever one attempt threw into the few cases the retry loop acts on, and turns the last
// one into a kerf error. Every message that leaves here is scrubbed of the API key.
import type { AttemptGuard } from "./attempt-guard.js";
import {
  LlmConnectionError,
  LlmServerError,
  LlmDeadlineError,
  LlmError,
  LlmMalformedStreamError,
  LlmReplyTooLargeError,
  LlmStatusError,
  LlmTimeoutError,
} from "./errors.js";
import { EmptyStreamError, ReplyCapError } from "./read-reply.js";
import { isRetryableStatus } from "./retry-policy.js";
import type { SdkErrorClasses } from "./protocol.js";
import { isErrorLike, scrubError, scrubSecrets, scrubWords, urlWithoutSecrets } from "./scrub.js";
import { errorBodyOf } from "./capped-fetch.js";
import { ServerFailure, wordsOf } from "./server-failure.js";
import { wordsText } from "../core/chat-types.js";
import { LlmNotModelApiError } from "./web-page-answer.js";

export type AttemptFailure =
  | { kind: "aborted" }
  | { kind: "timeout" }
  | { kind: "deadline"; bytes: number }
  | { kind: "too-large"; bytes: number }
  | { kind: "status"; status: number; headers?: Headers; error: unknown }
  /** The server reported a failure in place of a reply (an error event, a failed response). */
  | { kind: "server"; failure: ServerFailure }
  /** No server answered, or (`answered`) its stream broke off before any reply text. */
  | { kind: "connection"; error: unknown; answered: boolean }
  /** The server's certificate was refused: retrying cannot help. */
  | { kind: "tls"; code: string; error: unknown }
  /** A stream event that is not JSON (the SDKs' JSON.parse threw): the server's fault, not retried. */
  | { kind: "malformed"; streamed: boolean }
  | { kind: "fatal"; error: unknown };

/** Sorts a failure by the error classes of the SDK that threw it (the protocol adapter hands them over). */
export function classifyFailure(
  error: unknown,
  guard: AttemptGuard,
  classes: SdkErrorClasses,
  streamed = true,
): AttemptFailure {
  const { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } = classes;
  if (guard.userAborted) return { kind: "aborted" };
  if (guard.overCap) return { kind: "too-large", bytes: guard.bytes };
  if (guard.deadlineHit) return { kind: "deadline", bytes: guard.bytes };
  // A web page where the API should be: the same answer every time, so it is said at once.
  const notApi = causeOf(error, LlmNotModelApiError);
  if (notApi) return { kind: "fatal", error: notApi };
  if (causedBy(error, ReplyCapError)) return { kind: "too-large", bytes: guard.bytes };
  if (guard.timedOut || error instanceof APIConnectionTimeoutError) return { kind: "timeout" };
  if (error instanceof APIUserAbortError) return { kind: "aborted" };
  if (error instanceof ServerFailure) return { kind: "server", failure: error };
  const status = (error as { status?: unknown }).status;
  if (error instanceof APIError && typeof status === "number") {
    return { kind: "status", status, headers: (error as { headers?: Headers }).headers, error };
  }
  // An SDK error with no status is an error event inside the stream; fetch reports a dropped
  // connection as a TypeError from another realm (instanceof fails under jest), hence the name test.
  const dropped = isErrorLike(error) && error.name === "TypeError";
  // The SDKs parse each SSE event with JSON.parse; its SyntaxError comes from another realm under jest.
  if (isErrorLike(error) && error.name === "SyntaxError") return { kind: "malformed", streamed };
  const tls = tlsCode(error);
  if (tls) return { kind: "tls", code: tls, error };
  if (
    error instanceof APIConnectionError ||
    error instanceof APIError ||
    error instanceof EmptyStreamError ||
    dropped
  ) {
    return { kind: "connection", error, answered: guard.answered || error instanceof EmptyStreamError };
  }
  return { kind: "fatal", error };
}

export function isRetryable(failure: AttemptFailure): boolean {
  if (failure.kind === "status") return isRetryableStatus(failure.status);
  if (failure.kind === "server") return failure.failure.transient;
  return failure.kind === "timeout" || failure.kind === "connection";
}

export function toLlmError(
  failure: AttemptFailure,
  context: {
    attempts: number;
    timeoutMs: number;
    secrets: readonly string[];
    deadlineMs?: number;
    maxReplyBytes?: number;
    /** Where the request went, named when no server answered. */
    url?: string;
  },
): LlmError {
  const { attempts, secrets } = context;
  switch (failure.kind) {
    case "deadline":
      return new LlmDeadlineError({ deadlineMs: context.deadlineMs ?? 0, attempts, bytes: failure.bytes });
    case "too-large":
      return new LlmReplyTooLargeError({ maxBytes: context.maxReplyBytes ?? 0, bytes: failure.bytes });
    case "malformed":
      return new LlmMalformedStreamError({ streamed: failure.streamed });
    case "timeout":
      return new LlmTimeoutError({ timeoutMs: context.timeoutMs, attempts });
    case "status":
      return new LlmStatusError({
        status: failure.status,
        attempts,
        detail: statusDetail(failure.error, failure.status, secrets),
        cause: scrubError(failure.error, secrets),
      });
    case "server":
      return new LlmServerError({
        attempts,
        words: scrubWords(failure.failure.words, secrets),
        transient: failure.failure.transient,
      });
    case "tls":
      return new LlmConnectionError({
        attempts,
        url: shownUrl(context.url, secrets),
        detail: `the server's TLS certificate was refused (${failure.code}); --no-verify-ssl skips the check`,
        cause: scrubError(failure.error, secrets),
      });
    case "connection":
      return new LlmConnectionError({
        attempts,
        url: shownUrl(context.url, secrets),
        answered: failure.answered,
        detail:
          failure.error instanceof EmptyStreamError
            ? "it ended without a reply or an error"
            : scrubSecrets(connectionDetail(failure.error), secrets),
        cause: scrubError(failure.error, secrets),
      });
    default:
      if (failure.kind === "fatal" && failure.error instanceof LlmNotModelApiError) return failure.error;
      return new LlmError(
        scrubSecrets(messageOf(failure.kind === "fatal" ? failure.error : "aborted"), secrets),
        {
          cause: failure.kind === "fatal" ? scrubError(failure.error, secrets) : undefined,
        },
      );
  }
}

/** The error body's type or code and message as words; the SDK's own message (less the status it
 *  prefixes) when the body says nothing, and never the body as JSON. */
function statusDetail(error: unknown, status: number, secrets: readonly string[]): string {
  const sdk = error as { error?: unknown; headers?: unknown };
  const words = wordsText(wordsOf(sdk.error) ?? wordsOf(parsedBody(errorBodyOf(sdk.headers))));
  const text = words !== "" ? words : messageOf(error).replace(new RegExp(`^${status}\\s+`), "");
  const plain = /^\s*[{[]/.test(text) ? "the server gave no explanation" : text;
  return scrubSecrets(plain === "" ? "the server gave no explanation" : plain, secrets);
}

/** An error body as JSON, or undefined when it is none. */
function parsedBody(body: string | undefined): unknown {
  if (body === undefined) return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/** The URL a request went to, for a person, with any secret a server could echo masked too. */
function shownUrl(url: string | undefined, secrets: readonly string[]): string | undefined {
  return url === undefined ? undefined : scrubSecrets(urlWithoutSecrets(url), secrets);
}

/** What a failed connection says; fetch's "fetch failed" hides the socket's reason in its cause. */
function connectionDetail(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  const inner = (cause as { cause?: { code?: unknown; message?: unknown } } | undefined)?.cause ?? cause;
  const code = typeof inner?.code === "string" ? inner.code : undefined;
  const message = messageOf(error);
  return code && !message.includes(code) ? `${message} (${code})` : message;
}

function messageOf(error: unknown): string {
  return isErrorLike(error) ? error.message : String(error);
}

/** True when `type` is the error or anywhere in its `cause` chain (the SDK wraps body errors). */
function causedBy(error: unknown, type: new (...args: never[]) => Error): boolean {
  return causeOf(error, type) !== undefined;
}

function causeOf<T extends Error>(error: unknown, type: new (...args: never[]) => T): T | undefined {
  for (let current = error, depth = 0; current !== undefined && depth < 8; depth++) {
    if (current instanceof type) return current;
    current = isErrorLike(current) ? (current as Error).cause : undefined;
  }
  return undefined;
}

/** A certificate error's code anywhere in the cause chain (fetch wraps the socket's error). */
function tlsCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
