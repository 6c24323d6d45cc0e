// The cost bench's first part: issue 26's session in kerf's order and in Aider's, one table per order
// (tokens, shared prefix, priced cost per request) and the targets side by side. Printing only.
import { formatTokens } from "../src/models/format-tokens.js";
import {
  CLAUDE_MODEL,
  medianTurnShare,
  OPENAI_MODEL,
  reflectionShare,
  sessionStats,
  type RequestStats,
} from "./session-stats.js";
import { runStableSession, type SessionOrder } from "./stable-session.js";

const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
const sum = (rows: readonly RequestStats[], pick: (row: RequestStats) => number) =>
  rows.reduce((total, row) => total + pick(row), 0);

function table(print: (line: string) => void, order: SessionOrder, rows: readonly RequestStats[]): void {
  print(`\n### ${order === "kerf" ? "kerf's order" : "Aider's order and breakpoints (baseline)"}`);
  print(
    "| request | tokens sent | shared with previous | share | 1st breakpoint | marks | Claude $ | OpenAI $ |",
  );
  print("|---|---|---|---|---|---|---|---|");
  for (const row of rows) {
    print(
      `| ${row.label} | ${formatTokens(row.tokens)} | ${formatTokens(row.shared)} | ${pct(row.shared, row.tokens)} | ` +
        `${formatTokens(row.firstBreakpoint)} | ${row.breakpoints} | ${row.claude.toFixed(4)} | ${row.openai.toFixed(4)} |`,
    );
  }
  print(
    `session: ${formatTokens(sum(rows, (r) => r.tokens))} tokens sent; median share of turns 2–10 ` +
      `${(100 * medianTurnShare(rows)).toFixed(1)} %; reflection shares ${(100 * reflectionShare(rows)).toFixed(1)} % ` +
      `of the failed request; $${sum(rows, (r) => r.claude).toFixed(4)} at Claude's rates, ` +
      `$${sum(rows, (r) => r.openai).toFixed(4)} at OpenAI's`,
  );
}

/** Both architect-turn requests (the plan and the editor's), in tokens. */
function architectTokens(rows: readonly RequestStats[]): number {
  const index = rows.findIndex((row) => row.kind === "editor");
  return rows[index - 1]!.tokens + rows[index]!.tokens;
}

export async function printStableSession(print: (line: string) => void): Promise<void> {
  print(
    "session: the Python standard library's email package (33 files), chat files email/quoprimime.py and " +
      "email/base64mime.py edited in every turn, a failed edit + reflection in turn 3, /architect in turn 7; " +
      `${CLAUDE_MODEL} over Anthropic Messages, repo map 1,024 tokens, --cache-prompts. Tokens: o200k of ` +
      `each request's text in wire order. Claude: ${CLAUDE_MODEL}'s prices, cache written at breakpoints; ` +
      `OpenAI: ${OPENAI_MODEL}'s prices, automatic prefix cache (1,024 tokens on, 128-token steps).`,
  );
  const kerf = sessionStats(await runStableSession("kerf"));
  const aiderRun = await runStableSession("aider");
  const aider = sessionStats(aiderRun, "aider");
  const aiderKerfMarks = sessionStats(aiderRun);
  table(print, "kerf", kerf);
  table(print, "aider", aider);
  print(
    `(Aider's order with kerf's breakpoints instead, which also cache the history: ` +
      `$${sum(aiderKerfMarks, (r) => r.claude).toFixed(4)} at Claude's rates; kerf is ` +
      `${(sum(kerf, (r) => r.claude) / sum(aiderKerfMarks, (r) => r.claude)).toFixed(2)}× that.)`,
  );
  const claude = sum(kerf, (r) => r.claude) / sum(aider, (r) => r.claude);
  const openai = sum(kerf, (r) => r.openai) / sum(aider, (r) => r.openai);
  print("\n| target | kerf | Aider's order |");
  print("|---|---|---|");
  print(
    `| median share, turns 2–10 (≥ 85 %) | ${(100 * medianTurnShare(kerf)).toFixed(1)} % | ${(100 * medianTurnShare(aider)).toFixed(1)} % |`,
  );
  print(
    `| reflection / failed request (≥ 90 %) | ${(100 * reflectionShare(kerf)).toFixed(1)} % | ${(100 * reflectionShare(aider)).toFixed(1)} % |`,
  );
  print(
    `| architect + editor tokens | ${architectTokens(kerf).toLocaleString("en-US")} | ${architectTokens(aider).toLocaleString("en-US")} |`,
  );
  print(
    `| first breakpoint, request 1 | ${formatTokens(kerf[0]!.firstBreakpoint)} | ${formatTokens(aider[0]!.firstBreakpoint)} |`,
  );
  print(`| session cost, Claude's rates (≤ 0.5×) | ${claude.toFixed(2)}× | 1.00× |`);
  print(`| session cost, OpenAI's rates | ${openai.toFixed(2)}× | 1.00× |`);
}
