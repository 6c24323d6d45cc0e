// A fetch for the SDK that stops reading a non-streamed reply body past a byte cap, so a server cannot
// make kerf buffer gigabytes of JSON. Streams are capped by their text (read-reply.ts) and the deadline.
// A successful answer that is not a model API's (a web page) is refused before its body is read.
import { ReplyCapError } from "./read-reply.js";
import { checkModelApiAnswer } from "./web-page-answer.js";

type Fetch = typeof fetch;

export function cappedFetch(maxBodyBytes: number, inner: Fetch = fetch): Fetch {
  return async (input, init) => {
    const response = await inner(input, init);
    checkModelApiAnswer(urlOf(input), response);
    const type = response.headers.get("content-type") ?? "";
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

function urlOf(input: Parameters<Fetch>[0]): string {
  if (typeof input === "string") return input;
  return input instanceof URL ? input.toString() : input.url;
}
