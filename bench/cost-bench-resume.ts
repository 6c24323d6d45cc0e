// Benchmark part "cost", the resume case (issue 37, docs/sessions.md): issue 26's generated-project
// session of ten turns, run three ways against one loopback server whose provider cache is simulated
// across the restart (a provider's cache lives on its side, not in the process): in one process; stopped
// after turn 5 and resumed from the session log (`loadSessionCoderOptions`, a new coder and SessionLog,
// as `kerf --continue` builds them); and restarted after turn 5 as a new session (no resume). Turn 6 is
// the first request after the restart: how much of it the cache reads is what a resume saves.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Coder, type CreateCoderOptions } from "../src/coders/index.js";
import type { Protocol } from "../src/llm/protocol.js";
import { costOf, type Usage } from "../src/llm/usage.js";
import { formatTokens } from "../src/models/format-tokens.js";
import { resolveModel } from "../src/models/resolve-model.js";
import { loadSessionCoderOptions, SessionLog } from "../src/sessions/index.js";
import type { RecordedRequest } from "../replay/script-step.js";
import { startScriptedServer } from "../replay/scripted-server.js";
import { CacheSimulator, usageFields } from "./cache-simulator.js";
import { shopSessionOptions, turns, writeProject } from "./chunks-session.js";

type Mode = "one process" | "resumed after turn 5" | "new session after turn 5";
const MODES: Mode[] = ["one process", "resumed after turn 5", "new session after turn 5"];
const RESTART_AT = 5;

const ROUTES: { protocol: Protocol; model: string; cache: "openai" | "anthropic" }[] = [
  { protocol: "anthropic", model: "claude-sonnet-4-5", cache: "anthropic" },
  { protocol: "chat", model: "gpt-4.1", cache: "openai" },
];

async function runSession(route: (typeof ROUTES)[number], mode: Mode): Promise<Usage[]> {
  const root = mkdtempSync(path.join(os.tmpdir(), "kerf-resume-bench-"));
  const state = mkdtempSync(path.join(os.tmpdir(), "kerf-resume-bench-state-"));
  const script = turns();
  const model = resolveModel(route.model);
  const simulator = new CacheSimulator(route.cache, model.settings.minCacheTokens);
  const server = await startScriptedServer(
    script.map((turn) => (request: RecordedRequest) => ({
      kind: "reply" as const,
      text: turn.reply,
      usage: usageFields(route.protocol, simulator.usage(request, turn.reply)),
    })),
  );
  try {
    writeProject(root);
    let minute = 0;
    // A new process ranks its own map (shopSessionOptions builds a new RepoMap each time).
    const base = (): Promise<CreateCoderOptions> =>
      shopSessionOptions({
        root,
        model,
        baseURL: server.baseUrl,
        protocol: route.protocol,
        clock: () => new Date(Date.UTC(2026, 10, 25, 9, minute++)),
      });
    let log = new SessionLog({ dir: state, root });
    let coder = Coder.create({ ...(await base()), onTurnDone: log.turnDone });
    const usages: Usage[] = [];
    for (const [index, turn] of script.entries()) {
      if (index === RESTART_AT && mode === "resumed after turn 5") {
        await log.close(coder);
        const loaded = await loadSessionCoderOptions({ dir: state, root, id: log.id });
        log = new SessionLog({ dir: state, root, resume: loaded.session });
        coder = Coder.create({ ...(await base()), ...loaded.options, onTurnDone: log.turnDone });
      } else if (index === RESTART_AT && mode === "new session after turn 5") {
        coder = Coder.create(await base());
      }
      usages.push((await coder.run(turn.message)).usage);
    }
    return usages;
  } finally {
    await server.close();
    rmSync(root, { recursive: true, force: true });
    rmSync(state, { recursive: true, force: true });
  }
}

export async function printResumeCase(print: (line: string) => void): Promise<void> {
  print("\n## resume (issue 37): the same session stopped after turn 5 and resumed");
  print("turn 6 is the first request after the restart; the provider's cache is simulated across it");
  for (const route of ROUTES) {
    const prices = resolveModel(route.model).settings.prices;
    if (!prices) throw new Error(`no prices for ${route.model}`);
    print(`\n### ${route.protocol} · ${route.model}`);
    print(
      "| run | turn 6 sent | turn 6 cache read | share of turn 6 | share of turn 5's cached prefix | turns 6-10 cost | session cost |",
    );
    print("|---|---|---|---|---|---|---|");
    for (const mode of MODES) {
      const usages = await runSession(route, mode);
      const turn6 = usages[RESTART_AT] as Usage;
      const turn5 = usages[RESTART_AT - 1] as Usage;
      // What turn 5 left in the cache: its breakpoints' prefix (read + written), or its whole prompt.
      const cached =
        route.cache === "anthropic" ? turn5.cachedTokens + turn5.cacheWriteTokens : turn5.promptTokens;
      const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
      const after = usages.slice(RESTART_AT).reduce((sum, usage) => sum + costOf(usage, prices), 0);
      const total = usages.reduce((sum, usage) => sum + costOf(usage, prices), 0);
      print(
        `| ${mode} | ${formatTokens(turn6.promptTokens)} | ${formatTokens(turn6.cachedTokens)} | ` +
          `${pct(turn6.cachedTokens, turn6.promptTokens)} | ${pct(turn6.cachedTokens, cached)} | ` +
          `$${after.toFixed(4)} | $${total.toFixed(4)} |`,
      );
    }
  }
}
