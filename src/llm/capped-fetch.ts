// A fetch for the SDK that stops reading a non-streamed reply body past a byte cap, so a server cannot
// make kerf buffer gigabytes of JSON. Streams are capped by their text (read-reply.ts) and the deadline.
// A successful answer that is not a model API's (a web page) is refused before its body is read. An
// error answer's body is kept (bounded) beside its headers: the openai SDK keeps only `body.error`, so a
// gateway's `{"detail": …}` would otherwise lose its words.
import { ReplyCapError } from "./read-reply.js";
import { checkModelApiAnswer } from "./web-page-answer.js";

type Fetch = typeof fetch;

/** The most of an error answer's body kept for its words. */
const ERROR_BODY_BYTES = 64 * 1024;

/** Error answers' bodies by the headers object the SDK's error carries (`error.headers`). */
const errorBodies = new WeakMap<object, string>();

/** The body of the error answer whose headers an SDK error carries, if kerf's fetch saw it. */
export function errorBodyOf(headers: unknown): string | undefined {
  return typeof headers === "object" && headers !== null ? errorBodies.get(headers) : undefined;
}

export function cappedFetch(maxBodyBytes: number, inner: Fetch = fetch): Fetch {
  return async (input, init) => {
    const response = await inner(input, init);
    checkModelApiAnswer(urlOf(input), response);
    const type = response.headers.get("content-type") ?? "";
    if (!response.ok && response.body) return keptErrorAnswer(response);
    if (!response.body || type.includes("text/event-stream")) return response;
    let seen = 0;
    const counted = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          seen += chunk.byteLength;
          if (seen > maxBodyBytes)
            controller.error(new ReplyCapError(`reply body over ${maxBodyBytes} bytes`));
          else controller.enqueue(chunk);
        },
      }),
    );
    return new Response(counted, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}

/** The error answer again, its body read (up to ERROR_BODY_BYTES) and kept for errorBodyOf. */
async function keptErrorAnswer(response: Response): Promise<Response> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < ERROR_BODY_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } catch {
    // A body that breaks off is kept as far as it came.
  } finally {
    void reader.cancel().catch(() => undefined);
  }
  const text = new TextDecoder().decode(Buffer.concat(chunks).subarray(0, ERROR_BODY_BYTES));
  const kept = new Response(text, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
  errorBodies.set(kept.headers, text);
  return kept;
}

function urlOf(input: Parameters<Fetch>[0]): string {
  if (typeof input === "string") return input;
  return input instanceof URL ? input.toString() : input.url;
}
