// The numbers issue 26 asks of a scripted session: per request the tokens sent, the tokens of its
// byte-identical prefix shared with the previous request, and its priced cost with Claude's cache
// (breakpoints) and OpenAI's (automatic prefix) — from the request bodies the server received.
import { encode } from "gpt-tokenizer/encoding/o200k_base";
import { costOf, type Usage } from "../src/llm/usage.js";
import { resolveModel } from "../src/models/resolve-model.js";
import { CacheSimulator, commonPrefix, requestTokens, type SimulatedUsage } from "./cache-simulator.js";
import { withAiderMarks } from "./aider-marks.js";
import type { SessionRequest } from "./stable-session.js";

export const CLAUDE_MODEL = "claude-sonnet-4-5";
export const OPENAI_MODEL = "gpt-4.1";

export interface RequestStats {
  label: string;
  kind: SessionRequest["kind"];
  tokens: number;
  /** Tokens of the longest prefix equal to the previous request's (0 for the first). */
  shared: number;
  /** Tokens before the request's first cache breakpoint (0: none). */
  firstBreakpoint: number;
  breakpoints: number;
  claude: number;
  openai: number;
}

function priced(model: string, usage: SimulatedUsage): number {
  const prices = resolveModel(model).settings.prices;
  if (!prices) throw new Error(`no prices for ${model}`);
  const billed: Usage = {
    promptTokens: usage.prompt,
    cachedTokens: usage.read,
    cacheWriteTokens: usage.write,
    completionTokens: usage.output,
  };
  return costOf(billed, prices);
}

/** `marks: "aider"` prices each request with Aider's breakpoints instead of the ones it was sent with. */
export function sessionStats(
  requests: readonly SessionRequest[],
  marks: "sent" | "aider" = "sent",
): RequestStats[] {
  const claude = new CacheSimulator("anthropic", resolveModel(CLAUDE_MODEL).settings.minCacheTokens);
  const openai = new CacheSimulator("openai", 1024);
  let previous: number[] | null = null;
  return requests.map((entry) => {
    const request = marks === "aider" ? withAiderMarks(entry.request) : entry.request;
    const { tokens, breakpoints } = requestTokens(request);
    const stats: RequestStats = {
      label: entry.label,
      kind: entry.kind,
      tokens: tokens.length,
      shared: previous ? commonPrefix(previous, tokens) : 0,
      firstBreakpoint: breakpoints[0] ?? 0,
      breakpoints: breakpoints.length,
      claude: priced(CLAUDE_MODEL, claude.usage(request, entry.reply)),
      openai: priced(OPENAI_MODEL, openai.usage(request, entry.reply)),
    };
    previous = tokens;
    return stats;
  });
}

/** Tokens of a reply (what the bench counts as output). */
export function replyTokens(reply: string): number {
  return encode(reply).length;
}

/** The median share of the first request of turns 2–10 (the headline number). */
export function medianTurnShare(rows: readonly RequestStats[]): number {
  const shares = rows
    .slice(1)
    .filter((row) => row.kind === "first")
    .map((row) => row.shared / row.tokens)
    .sort((a, b) => a - b);
  const mid = Math.floor(shares.length / 2);
  return shares.length % 2 === 1 ? shares[mid]! : (shares[mid - 1]! + shares[mid]!) / 2;
}

/** The reflection's prefix shared with the failed request, as a share of the failed request. */
export function reflectionShare(rows: readonly RequestStats[]): number {
  const index = rows.findIndex((row) => row.kind === "reflection");
  return rows[index]!.shared / rows[index - 1]!.tokens;
}
