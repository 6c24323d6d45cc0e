// `--show-prompts` and `--show-repo-map`: print what the model would see and exit; no model is contacted.
import { mapCeilingFor } from "../coders/chat-context.js";
import type { Session } from "./setup.js";
import type { Terminal } from "./terminal.js";

export async function showPrompts(
  session: Session,
  term: Terminal,
  message: string | undefined,
): Promise<number> {
  const cur = message ? [{ role: "user" as const, content: message }] : [];
  const built = await session.coder.buildMessages(cur);
  term.out(JSON.stringify(built.chunks.allMessages(), null, 2));
  return 0;
}

export async function showRepoMap(session: Session, term: Terminal): Promise<number> {
  if (!session.repoMap) {
    term.err("The repo map is off (--map-tokens 0).");
    return 0;
  }
  const files = [...session.coder.files];
  const maxTokens = mapCeilingFor(session.coder.options, files.length);
  const result = await session.repoMap.getRepoMap({ chatFiles: files, maxTokens });
  term.out(result.text);
  term.err(
    `${result.tokens} tokens of ${maxTokens}; ${result.stats.files} files, ${result.entries.length} definitions shown.`,
  );
  return 0;
}
