// Typed failures of the LLM client. Messages are built here from scrubbed text only, so no error this
// module throws can carry the API key; malformed replies are not errors (they come back as results).
import { wordsText, type ProviderWords } from "../core/chat-types.js";

/** "3 attempts", "1 attempt". */
const attemptsText = (attempts: number): string => `${attempts} attempt${attempts === 1 ? "" : "s"}`;

/** " after 3 attempts" when the request was retried; "" after one. */
const afterRetries = (attempts: number): string => (attempts > 1 ? ` after ${attempts} attempts` : "");

/** Base class: every failure the client raises after a request was attempted. */
export class LlmError extends Error {
  override name = "LlmError";
}

/** No API key for the model's provider and no custom base URL: raised before any request is sent. */
export class MissingApiKeyError extends LlmError {
  override name = "MissingApiKeyError";
  readonly provider: string;
  /** The variables the key is read from, first one preferred. */
  readonly variables: readonly string[];
  /** What to set, for the start-up block: "no key: set OPENROUTER_API_KEY". */
  readonly hint: string;
  constructor(provider = "openai", variables: readonly string[] = ["OPENAI_API_KEY"]) {
    const names = variables.join(" or ");
    const how =
      provider === "openai"
        ? `pass --openai-api-key or set ${names}, or point --openai-api-base at a server that needs none ` +
          "(e.g. a local Ollama)"
        : `set ${names}, or pass --api-key ${provider}=KEY`;
    super(`No API key for ${provider}: ${how}.`);
    this.provider = provider;
    this.variables = variables;
    this.hint = `no key: set ${names}`;
  }
}

/** A provider whose base URL can only come from the environment (Azure) and none is set. */
export class MissingBaseUrlError extends LlmError {
  override name = "MissingBaseUrlError";
  readonly provider: string;
  readonly hint: string;
  constructor(provider: string, variables: readonly string[]) {
    super(`No base URL for ${provider}: set ${variables.join(" or ")} (e.g. https://NAME.openai.azure.com).`);
    this.provider = provider;
    this.hint = `no base URL: set ${variables.join(" or ")}`;
  }
}

/** The server answered with an HTTP error status (after the retries, for the retryable ones). */
export class LlmStatusError extends LlmError {
  override name = "LlmStatusError";
  readonly status: number;
  readonly attempts: number;
  constructor(options: { status: number; attempts: number; detail: string; cause?: Error }) {
    const tries = afterRetries(options.attempts);
    super(`The model server answered HTTP ${options.status}${tries}: ${options.detail}`, {
      cause: options.cause,
    });
    this.status = options.status;
    this.attempts = options.attempts;
  }
}

/** No server answered at the URL (refused, reset, timed out, unknown host), or (`answered`) the one
 *  that answered broke its stream off before any reply text. */
export class LlmConnectionError extends LlmError {
  override name = "LlmConnectionError";
  readonly attempts: number;
  /** The URL the request was sent to, when known. */
  readonly url: string | undefined;
  constructor(options: {
    attempts: number;
    detail: string;
    url?: string;
    answered?: boolean;
    cause?: Error;
  }) {
    const at = options.url ? ` at ${options.url}` : "";
    const tries = attemptsText(options.attempts);
    super(
      options.answered
        ? `The model server${at} answered, but its stream broke off before any reply text (${tries}): ${options.detail}`
        : `Could not reach the model server${at} (${tries}): ${options.detail}`,
      { cause: options.cause },
    );
    this.attempts = options.attempts;
    this.url = options.url;
  }
}

/** The server answered with a failure of its own in place of a reply (an error event before any
 *  text, a failed response): its type or code and message, as words. */
export class LlmServerError extends LlmError {
  override name = "LlmServerError";
  readonly attempts: number;
  /** The provider's error type or code (`overloaded_error`, `invalid_prompt`), when it gave one. */
  readonly code: string | undefined;
  /** The provider documents this failure as passing (overloaded, rate limited): the retries ran out. */
  readonly transient: boolean;
  constructor(options: { attempts: number; words: ProviderWords; transient?: boolean }) {
    const tries = afterRetries(options.attempts);
    const said = wordsText(options.words);
    super(
      `The model server reported a failure${tries}: ${said === "" ? "it gave no explanation" : said}. ` +
        "Nothing from it was applied.",
    );
    this.attempts = options.attempts;
    this.code = options.words.code;
    this.transient = options.transient === true;
  }
}

/** No answer (or no further stream data) within the request timeout. */
export class LlmTimeoutError extends LlmError {
  override name = "LlmTimeoutError";
  readonly timeoutMs: number;
  readonly attempts: number;
  constructor(options: { timeoutMs: number; attempts: number }) {
    super(
      `The model server did not answer within ${options.timeoutMs} ms ` +
        `(${attemptsText(options.attempts)}).`,
    );
    this.timeoutMs = options.timeoutMs;
    this.attempts = options.attempts;
  }
}

/** The reply hit the model's output limit and the model cannot continue it by prefill. */
export class OutputLimitError extends LlmError {
  override name = "OutputLimitError";
  readonly partialText: string;
  constructor(partialText: string) {
    super("Output limit reached: the model's reply was cut off, so none of it is applied.");
    this.partialText = partialText;
  }
}

/** The request's total deadline (`--timeout`) passed before the reply was complete: a server that
 *  answers too slowly, or drips bytes forever. */
export class LlmDeadlineError extends LlmError {
  override name = "LlmDeadlineError";
  readonly deadlineMs: number;
  constructor(options: { deadlineMs: number; attempts: number; bytes: number }) {
    const seconds = Math.round(options.deadlineMs / 100) / 10;
    super(
      `The model server did not finish its reply within the ${seconds} s deadline (--timeout): ` +
        `it sent ${options.bytes} bytes of reply in that time (${attemptsText(options.attempts)}). ` +
        "Nothing from it was applied.",
    );
    this.deadlineMs = options.deadlineMs;
  }
}

/** The server sent more reply than the cap allows; kerf stopped reading. */
export class LlmReplyTooLargeError extends LlmError {
  override name = "LlmReplyTooLargeError";
  readonly maxBytes: number;
  constructor(options: { maxBytes: number; bytes: number }) {
    super(
      `The model server sent more than ${options.maxBytes} bytes of reply; kerf stopped reading it. ` +
        "Nothing from it was applied.",
    );
    this.maxBytes = options.maxBytes;
  }
}

/** A stream event was not valid JSON. The server's bytes stay out of the message: they may hold
 *  terminal escapes, and a parser's "position 1" tells a user nothing. */
export class LlmMalformedStreamError extends LlmError {
  override name = "LlmMalformedStreamError";
  /** False for a reply that was not streamed: then the whole body was not JSON. */
  readonly streamed: boolean;
  constructor(options: { streamed?: boolean; cause?: Error } = {}) {
    const what =
      options.streamed === false
        ? "a reply that is not valid JSON"
        : "a malformed stream event (not valid JSON)";
    super(`The model server sent ${what}, so its reply cannot be read. Nothing from it was applied.`, {
      cause: options.cause,
    });
    this.streamed = options.streamed !== false;
  }
}
