// A fetch for `verifySsl: false`: Node's https with certificate checks off, for self-signed proxies.
// Node's built-in fetch has no such switch short of a process-wide variable (which would leak into
// every child process), so this one client gets its own small fetch on node:https instead.
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { Readable } from "node:stream";

export async function insecureFetch(
  input: string | URL | Request,
  init: RequestInit = {},
): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : input.toString());
  const headers = Object.fromEntries(new Headers(init.headers).entries());
  const body = await bodyBytes(init.body);
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise<Response>((resolve, reject) => {
    const req = send(url, {
      method: init.method ?? "GET",
      headers: body ? { ...headers, "content-length": String(body.length) } : headers,
      rejectUnauthorized: false,
      signal: init.signal ?? undefined,
    });
    req.on("error", reject);
    req.on("response", (res) => {
      const responseHeaders = new Headers();
      for (const [name, value] of Object.entries(res.headers)) {
        if (value === undefined) continue;
        for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(name, item);
      }
      const stream = Readable.toWeb(res) as unknown as ReadableStream<Uint8Array>;
      const empty = res.statusCode === 204 || res.statusCode === 304;
      resolve(
        new Response(empty ? null : stream, {
          status: res.statusCode ?? 500,
          statusText: res.statusMessage,
          headers: responseHeaders,
        }),
      );
    });
    req.end(body);
  });
}

async function bodyBytes(body: RequestInit["body"]): Promise<Buffer | undefined> {
  if (body === undefined || body === null) return undefined;
  if (typeof body === "string") return Buffer.from(body);
  return Buffer.from(await new Response(body).arrayBuffer());
}
