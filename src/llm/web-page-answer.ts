// A base URL that answers a model request with a web page (a wrong port, a web UI, a base URL missing
// its /v1) is said at once, naming what answered: retrying cannot change the answer. Model APIs answer
// with JSON or an event stream; a successful answer of any other content type is not one.
import { LlmError } from "./errors.js";
import { urlWithoutSecrets } from "./scrub.js";

/** The server answered 2xx, but not as a model API does (an HTML page, plain text, …). */
export class LlmNotModelApiError extends LlmError {
  override name = "LlmNotModelApiError";
  readonly url: string;
  readonly status: number;
  readonly contentType: string;
  constructor(options: { url: string; status: number; contentType: string }) {
    super(
      `${options.url} answered HTTP ${options.status} with ${options.contentType}: not a model API — ` +
        "does the base URL need /v1? (not retried: the same answer would come back)",
    );
    this.url = options.url;
    this.status = options.status;
    this.contentType = options.contentType;
  }
}

const MODEL_API_TYPES = /^(application\/([\w.+-]*\+)?json|text\/event-stream)\b/i;

/** Throws LlmNotModelApiError for a successful answer whose content type no model API sends. An answer
 *  without a content type passes: the protocol's reader decides what it is. */
export function checkModelApiAnswer(url: string, response: Response): void {
  const type = response.headers.get("content-type")?.trim() ?? "";
  if (!response.ok || type === "" || MODEL_API_TYPES.test(type)) return;
  throw new LlmNotModelApiError({
    url: urlWithoutSecrets(url),
    status: response.status,
    contentType: type.split(";")[0] ?? type,
  });
}
