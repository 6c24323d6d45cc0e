// Benchmark part "cost": first issue 26's session (stable-session.ts) in kerf's order and in Aider's,
// with the prefix each request shares with the previous one and the priced cost at Claude's and OpenAI's
// cache rates; then the generated-project session (chunks-session.ts) over each protocol's loopback
// server with its provider's cache simulated, priced next to the same tokens with no cache at all.
import { costOf, type Usage } from "../src/llm/usage.js";
import type { Protocol } from "../src/llm/protocol.js";
import { formatTokens } from "../src/models/format-tokens.js";
import { resolveModel } from "../src/models/resolve-model.js";
import { CacheSimulator, usageFields } from "./cache-simulator.js";
import { runScriptedSession } from "./chunks-session.js";
import { printResumeCase } from "./cost-bench-resume.js";
import { printStableSession } from "./cost-bench-stable.js";
import type { BenchPart } from "./run.js";

const ROUTES: { protocol: Protocol; model: string; cache: "openai" | "anthropic" }[] = [
  { protocol: "anthropic", model: "claude-sonnet-4-5", cache: "anthropic" },
  { protocol: "responses", model: "gpt-5-codex", cache: "openai" },
  { protocol: "chat", model: "gpt-4.1", cache: "openai" },
];

export const costBench: BenchPart = async (print) => {
  await printStableSession(print);
  print("\n## the generated-project session over each protocol");
  print("session: 10 turns, 2 chat files, 6 edits + 4 questions, repo map 1,024 tokens, --cache-prompts");
  print("tokens: o200k counts of each request's text in wire order (the same counter for every protocol)");
  for (const route of ROUTES) {
    const model = resolveModel(route.model);
    const prices = model.settings.prices;
    if (!prices) throw new Error(`no prices for ${route.model}`);
    const simulator = new CacheSimulator(route.cache, model.settings.minCacheTokens);
    const { usages } = await runScriptedSession({
      model: route.model,
      protocol: route.protocol,
      usageFor: (request, reply) => usageFields(route.protocol, simulator.usage(request, reply)),
    });
    print(
      `\n### ${route.protocol} · ${route.model} (per M tokens: $${prices.input} in, $${prices.cacheRead ?? "-"} cache read, $${prices.cacheWrite ?? "-"} cache write, $${prices.output} out)`,
    );
    print("| turn | sent | cache read | cache write | received | cost | cost without cache |");
    print("|---|---|---|---|---|---|---|");
    let total = 0;
    let baseline = 0;
    usages.forEach((usage, index) => {
      const cost = costOf(usage, prices);
      const uncached = costOf(withoutCache(usage), prices);
      total += cost;
      baseline += uncached;
      print(
        `| ${index + 1} | ${formatTokens(usage.promptTokens)} | ${formatTokens(usage.cachedTokens)} | ` +
          `${formatTokens(usage.cacheWriteTokens)} | ${formatTokens(usage.completionTokens)} | ` +
          `$${cost.toFixed(4)} | $${uncached.toFixed(4)} |`,
      );
    });
    const sent = usages.reduce((sum, usage) => sum + usage.promptTokens, 0);
    const read = usages.reduce((sum, usage) => sum + usage.cachedTokens, 0);
    print(
      `session: ${formatTokens(sent)} sent, ${formatTokens(read)} read from the cache ` +
        `(${((100 * read) / sent).toFixed(1)} %); $${total.toFixed(4)} against $${baseline.toFixed(4)} ` +
        `without a cache (${(total / baseline).toFixed(2)}×)`,
    );
  }
  await printResumeCase(print);
};

function withoutCache(usage: Usage): Usage {
  return { ...usage, cachedTokens: 0, cacheWriteTokens: 0 };
}
