// `--show-prompts` and `--show-repo-map`: print what the model would see and exit; no model is contacted.
import { mapBudget } from "../repomap/map-tokens.js";
import type { Session } from "./setup.js";
import type { Terminal } from "./terminal.js";

export async function showPrompts(
  session: Session,
  term: Terminal,
  message: string | undefined,
): Promise<number> {
  const cur = message ? [{ role: "user" as const, content: message }] : [];
  const built = await session.coder.buildMessages(cur);
  if (session.settings.values.cachePrompts === true) built.chunks.addCacheControlHeaders();
  term.out(JSON.stringify(built.chunks.allMessages(), null, 2));
  return 0;
}

export async function showRepoMap(session: Session, term: Terminal): Promise<number> {
  if (!session.repoMap) {
    term.err("The repo map is off (--map-tokens 0).");
    return 0;
  }
  const settings = session.model.settings;
  const files = [...session.coder.files];
  const maxTokens = mapBudget({
    mapTokens:
      typeof session.settings.values.mapTokens === "number" ? session.settings.values.mapTokens : undefined,
    contextWindow: settings.contextWindow ?? 128_000,
    chatFileCount: files.length,
    multiplierNoFiles: Number(session.settings.values.mapMultiplierNoFiles ?? 2),
  });
  const result = await session.repoMap.getRepoMap({ chatFiles: files, maxTokens });
  term.out(result.text);
  term.err(
    `${result.tokens} tokens of ${maxTokens}; ${result.stats.files} files, ${result.entries.length} definitions shown.`,
  );
  return 0;
}
