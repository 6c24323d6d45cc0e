// `--show-prompts` and `--show-repo-map`: print what the model would see and exit; no model is contacted.
import { mapCeilingFor } from "../coders/chat-context.js";
import { protocolText, toolsText } from "./banner.js";
import { explainLayers } from "./explain-layers.js";
import type { Session } from "./setup.js";
import type { Terminal } from "./terminal.js";

export async function showPrompts(
  session: Session,
  term: Terminal,
  message: string | undefined,
): Promise<number> {
  const text =
    message === undefined ? undefined : await session.coder.prepareMessage(message, { preview: true });
  const cur = text ? [{ role: "user" as const, content: text }] : [];
  if (session.settings.values.explain === true) {
    const layers = await session.coder.promptLayers(cur);
    const caching = session.coder.options.model.settings.cacheControl
      ? session.settings.values.cachePrompts === true
        ? "Breakpoints are sent (--cache-prompts)."
        : "Breakpoints are sent with --cache-prompts."
      : "This model takes no breakpoints; the column shows where they would go.";
    term.out(explainLayers(layers, caching));
    return 0;
  }
  const built = await session.coder.buildMessages(cur);
  // On stderr, so the messages on stdout stay one JSON document.
  const model = session.coder.options.model.expanded;
  const route = protocolText(session, model, true);
  if (route) term.err(`protocol: ${route}`);
  const tools = toolsText(session, model);
  if (tools) term.err(`tools: ${tools}`);
  term.out(JSON.stringify(built.chunks.allMessages(), null, 2));
  return 0;
}

export async function showRepoMap(session: Session, term: Terminal): Promise<number> {
  if (!session.repoMap) {
    term.err("The repo map is off (--map-tokens 0).");
    return 0;
  }
  const files = session.coder.mapChatFiles();
  // The ceiling requests use (the context coder's larger one); a map the model is not sent is shown
  // at the size --map-tokens would give it.
  const maxTokens =
    session.coder.mapCeiling(files.length) || mapCeilingFor(session.coder.options, files.length);
  const result = await session.repoMap.getRepoMap({ chatFiles: files, maxTokens });
  term.out(result.text);
  const fileCount = counted(result.stats.files, "file");
  const shown = counted(result.entries.length, "definition");
  term.err(`${result.tokens} tokens of ${maxTokens}; ${fileCount}, ${shown} shown.`);
  return 0;
}

/** "1 file", "3 files". */
function counted(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}
