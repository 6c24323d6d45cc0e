// Fetches an `instructions:` URL: http(s) only, a 5 s timeout, a byte cap, and a disk cache keyed by
// URL that keeps the ETag (If-None-Match → 304 reuses the copy). Failures are returned, never thrown.
// A cache entry is an untrusted state file: a bad one is set aside and said in `cacheWarning`.
import { createHash, randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { readStateFile } from "../trust/index.js";

export interface UrlFetchOptions {
  /** Folder for cached copies; null: no disk cache. */
  cacheDir?: string | null;
  timeoutMs?: number;
  maxBytes?: number;
}

export type UrlResult = (
  | { ok: true; text: string; from: "network" | "not-modified"; warning?: undefined }
  | { ok: true; text: string; from: "stale-cache"; warning: string }
  | { ok: false; warning: string }
) & {
  /** Said when the cached copy was bad (not a regular file, too big, not an entry) and set aside. */
  cacheWarning?: string;
};

export const URL_TIMEOUT_MS = 5_000;
export const URL_MAX_BYTES = 256 * 1024;

interface CacheEntry {
  url: string;
  etag: string | null;
  text: string;
}

export async function fetchInstructionUrl(url: string, options: UrlFetchOptions = {}): Promise<UrlResult> {
  let cacheWarning: string | undefined;
  const result = await fetchWithCache(url, options, (message) => (cacheWarning = message));
  return cacheWarning === undefined ? result : { ...result, cacheWarning };
}

async function fetchWithCache(
  url: string,
  options: UrlFetchOptions,
  report: (message: string) => void,
): Promise<UrlResult> {
  const cacheDir = options.cacheDir;
  const cacheFile = cacheDir
    ? path.join(cacheDir, `${createHash("sha256").update(url).digest("hex").slice(0, 32)}.json`)
    : null;
  const cached = cacheDir && cacheFile ? await readCache(cacheFile, cacheDir, url, report) : null;
  const failed = (why: string): UrlResult =>
    cached
      ? { ok: true, text: cached.text, from: "stale-cache", warning: `${url}: ${why}; using the cached copy` }
      : { ok: false, warning: `${url} was skipped: ${why}` };
  if (!/^https?:\/\//i.test(url))
    return { ok: false, warning: `${url} was skipped: only http(s) URLs are fetched` };
  const timeoutMs = options.timeoutMs ?? URL_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? URL_MAX_BYTES;
  try {
    const headers: Record<string, string> = { accept: "text/markdown, text/plain;q=0.9, */*;q=0.1" };
    if (cached?.etag) headers["if-none-match"] = cached.etag;
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
    if (response.status === 304 && cached) return { ok: true, text: cached.text, from: "not-modified" };
    if (!response.ok) {
      await response.body?.cancel();
      return failed(`the server answered ${response.status}`);
    }
    const body = await readCapped(response, maxBytes);
    if (body === null) return failed(`the response is over the ${maxBytes}-byte limit`);
    if (cacheFile) await writeCache(cacheFile, { url, etag: response.headers.get("etag"), text: body });
    return { ok: true, text: body, from: "network" };
  } catch (error) {
    const name = (error as Error).name;
    return failed(
      name === "TimeoutError" || name === "AbortError"
        ? `no answer within ${timeoutMs / 1000} s`
        : `the request failed (${(error as Error).message})`,
    );
  }
}

/** The body as text, or null as soon as it passes the cap (the rest is never downloaded). */
async function readCapped(response: Response, maxBytes: number): Promise<string | null> {
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return "";
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

async function readCache(
  file: string,
  dir: string,
  url: string,
  report: (message: string) => void,
): Promise<CacheEntry | null> {
  const read = await readStateFile(file, {
    kind: "urlCache",
    what: `cached copy of ${url}`,
    dir,
    label: file,
    shape: cacheEntryOf,
    report,
  });
  // Another URL's entry under this name (a hash collision) is not bad, just not this one's.
  return read.status === "ok" && read.value.url === url ? read.value : null;
}

function cacheEntryOf(data: unknown): CacheEntry | undefined {
  const e = data as Partial<CacheEntry> | null;
  if (typeof e !== "object" || e === null) return undefined;
  if (typeof e.url !== "string" || typeof e.text !== "string") return undefined;
  return e.etag === null || typeof e.etag === "string"
    ? { url: e.url, etag: e.etag, text: e.text }
    : undefined;
}

async function writeCache(file: string, entry: CacheEntry): Promise<void> {
  try {
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomBytes(4).toString("hex")}.tmp`;
    await writeFile(temp, JSON.stringify(entry));
    await rename(temp, file);
  } catch {
    // A cache that cannot be written only costs the next run a download.
  }
}
