// buildEditorChunks: the request of an architect's editor, built by buildChatChunks from only what an
// editor needs to write the plan's edits. Pure, like buildChatChunks: no I/O, no clock, no environment.
import { buildChatChunks, type BuiltChatChunks } from "./build-chat-chunks.js";
import type { BuildChatChunksInput } from "./chunk-input.js";

/**
 * Keeps: the system text (the prompts' mode text and format rules, so `prompts` should be the format's
 * editor prompts), developer and user instructions (AGENTS.md may say "indent with tabs": the editor
 * writes the code, so it must see them), the read-only and chat files, and `cur` (the plan, then any
 * reflection rounds). Leaves out whatever the input carries of: the few-shot examples (the rules alone
 * suffice for an editor), the base prompt (written for the planning conversation: modes, the map,
 * asking for files), the environment context (platform, shell, model: nothing an edit depends on), the
 * repo map (the plan already chose the files), history (the plan stands alone) and the trailing reminder
 * (the system text ends with the same reminder, a few hundred tokens before the plan).
 */
export function buildEditorChunks(input: BuildChatChunksInput): BuiltChatChunks {
  const built = buildChatChunks({
    ...input,
    editFormat: null,
    baseInstructions: null,
    repoMap: null,
    done: [],
    // No breakpoints: nothing after the editor's request starts with its bytes but its own reflection
    // rounds, rarer than the 28 % of requests that would repay writing it to the cache at 1.25× the
    // input price (a read costs 0.1×). The system text already ends with the format's reminder; the
    // editor's request is short, so the rules are not far behind the plan, and a second copy after it
    // would only be paid for.
    settings: { ...input.settings, cacheControl: false, reminder: null },
  });
  const { chunks } = built;
  chunks.examples = [];
  chunks.environment = [];
  // The reminder check counted the environment too: the caller counts the smaller request afresh.
  return { chunks, fence: built.fence, tokens: null };
}
