// Fetches one web page for /web: http(s) only, a time limit and a size cap checked while reading, and
// HTML turned into Markdown (node-html-markdown; scripts and styles dropped). Other text comes as is.
import { NodeHtmlMarkdown } from "node-html-markdown";
import { insecureFetch } from "../llm/insecure-fetch.js";

export interface WebPage {
  url: string;
  markdown: string;
  /** True when the page was longer than the cap and was cut. */
  cut: boolean;
}

export interface FetchPageOptions {
  timeoutMs?: number;
  maxBytes?: number;
  verifySsl?: boolean;
}

export class WebPageError extends Error {
  override name = "WebPageError";
}

export async function fetchPage(address: string, options: FetchPageOptions = {}): Promise<WebPage> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new WebPageError(`not a URL: ${address}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new WebPageError(`only http and https pages can be fetched, not ${url.protocol}`);
  const timeoutMs = options.timeoutMs ?? 20_000;
  const signal = AbortSignal.timeout(timeoutMs);
  const get = options.verifySsl === false ? insecureFetch : fetch;
  let response: Response;
  try {
    response = await get(url, { signal, headers: { accept: "text/html, text/*;q=0.9, */*;q=0.1" } });
  } catch (error) {
    const why = signal.aborted ? `no answer within ${timeoutMs / 1000} s` : describe(error);
    throw new WebPageError(`could not fetch ${url.href}: ${why}`);
  }
  if (!response.ok) throw new WebPageError(`${url.href} answered HTTP ${response.status}`);
  const type = response.headers.get("content-type") ?? "";
  if (type !== "" && !/^(text\/|application\/(xhtml\+xml|json|xml))/i.test(type))
    throw new WebPageError(`${url.href} is ${type.split(";")[0]}, not a text page`);
  const { text, cut } = await readCapped(response, options.maxBytes ?? 2 * 1024 * 1024);
  const html = /html/i.test(type) || (type === "" && /^\s*<(!doctype|html)/i.test(text));
  const markdown = html ? NodeHtmlMarkdown.translate(text) : text;
  return { url: url.href, markdown, cut };
}

async function readCapped(response: Response, maxBytes: number): Promise<{ text: string; cut: boolean }> {
  const reader = response.body?.getReader();
  if (!reader) return { text: "", cut: false };
  const parts: Uint8Array[] = [];
  let size = 0;
  let cut = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (size + value.length > maxBytes) {
      parts.push(value.subarray(0, maxBytes - size));
      cut = true;
      await reader.cancel();
      break;
    }
    parts.push(value);
    size += value.length;
  }
  return { text: new TextDecoder().decode(Buffer.concat(parts)), cut };
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}
