// /reasoning-effort and /think-tokens: change the main model's reasoning settings for the rest of the
// session (as --reasoning-effort and --thinking-tokens do at start), or show them.
import type { ResolvedModel } from "../../../models/resolve-model.js";
import { withReasoning } from "../../session-models.js";
import type { Repl } from "../repl.js";
import type { Command } from "./command.js";

/** Token counts as Aider takes them: `1024`, `8k` (8000), `0.5M` (500000). */
export function parseTokenCount(text: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)\s*([kKmM]?)$/.exec(text.trim());
  if (!match) return undefined;
  const scale = { "": 1, k: 1_000, m: 1_000_000 }[(match[2] ?? "").toLowerCase() as "" | "k" | "m"];
  return Math.round(Number(match[1]) * scale);
}

function apply(repl: Repl, model: ResolvedModel, setting: string, shown: string): void {
  repl.replaceCoder({ model });
  repl.term.out(`${setting} for ${model.name}: ${shown}.`);
  if (!(model.settings.acceptsSettings ?? []).includes(setting))
    repl.term.err(
      repl.term.color.yellow(
        `warning: ${model.name} does not take ${setting}: it is not sent. If it does, add ` +
          `"accepts_settings: [${setting}]" to its entry in .kerf.model.settings.yml.`,
      ),
    );
}

function reasoningEffort(repl: Repl, args: string): void {
  const level = args.trim();
  const model = repl.coder.options.model;
  if (level === "") {
    repl.term.out(`reasoning_effort for ${model.name}: ${model.settings.reasoningEffort ?? "not set"}.`);
    return;
  }
  apply(repl, withReasoning(model, { reasoningEffort: level }), "reasoning_effort", level);
}

function thinkTokens(repl: Repl, args: string): void {
  const model = repl.coder.options.model;
  if (args.trim() === "") {
    const budget = model.settings.thinkingTokens;
    repl.term.out(`thinking_tokens for ${model.name}: ${budget ? String(budget) : "not set"}.`);
    return;
  }
  const budget = parseTokenCount(args);
  if (budget === undefined) {
    repl.term.err(`/think-tokens takes a number of tokens (1024, 8k, 0.5M; 0 turns thinking off).`);
    return;
  }
  const shown = budget === 0 ? "off" : String(budget);
  apply(
    repl,
    withReasoning(model, { thinkingTokens: budget === 0 ? null : budget }),
    "thinking_tokens",
    shown,
  );
}

export const REASONING_COMMANDS: Command[] = [
  {
    name: "reasoning-effort",
    usage: "[LEVEL]",
    help: "set the reasoning effort (low, medium, high) for models that take one",
    run: reasoningEffort,
  },
  {
    name: "think-tokens",
    usage: "[N]",
    help: "set the thinking-token budget (1024, 8k; 0 turns it off) for models that take one",
    run: thinkTokens,
  },
];
