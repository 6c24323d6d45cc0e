// The session's chat-history file: where it is (--chat-history-file, else .kerf.chat.history.md in
// the project root), kept out of git (unless --no-gitignore), and its turns when
// --restore-chat-history asks to continue from them. A new log is kept out of git when its first entry
// is written, not at start: a session that logs nothing touches neither the log nor the exclude file.
import { existsSync } from "node:fs";
import path from "node:path";
import type { ChatMessage } from "../core/chat-message.js";
import type { GitRepo } from "../git/git-repo.js";
import { ownFileRefusal, READ_LIMITS, readSafeIfPresentSync } from "../trust/index.js";
import { CHAT_HISTORY_FILE, ChatHistoryFile, parseChatHistory } from "./chat-history-file.js";
import type { Settings } from "./settings.js";

export interface SessionHistory {
  log: ChatHistoryFile;
  restored: ChatMessage[];
}

/** `secrets`: the session's keys, masked in the log. `alsoExclude`: patterns kept out of git with the
 *  log (`.kerf/` when it does not exist yet). */
export async function openSessionHistory(
  settings: Settings,
  root: string,
  cwd: string,
  git: GitRepo | null,
  secrets: readonly string[] = [],
  warn: (message: string) => void = () => undefined,
  alsoExclude: readonly string[] = [],
): Promise<SessionHistory> {
  const v = settings.values;
  const named = v.chatHistoryFile;
  const file = named ? path.resolve(cwd, named) : path.join(root, CHAT_HISTORY_FILE);
  // A log named inside the project is kept out of git (and so out of the file list and map) like the
  // default one; one outside it is none of git's business.
  const rel = git ? git.relativePath(file) : "";
  const inside = git !== null && rel !== "" && !rel.startsWith("../") && !path.isAbsolute(rel);
  const pattern = named ? `/${rel}` : CHAT_HISTORY_FILE;
  const patterns = [...(git && inside && v.gitignore ? [pattern] : []), ...alsoExclude];
  const exclude = async () => {
    for (const each of patterns) await git?.ensureExcluded(each).catch(() => undefined);
  };
  // A log an earlier session wrote is kept out of git at once; a new one with its first entry.
  const existing = existsSync(file);
  if (existing) await exclude();
  let restored: ChatMessage[] = [];
  if (v.restoreChatHistory) {
    const bytes = readSafeIfPresentSync(file, { limit: READ_LIMITS.chatHistory });
    if (bytes) restored = parseChatHistory(bytes.toString("utf8"));
  }
  const refused = ownFileRefusal(file, named ?? CHAT_HISTORY_FILE);
  if (refused) warn(`${refused}: this session's chat log is not kept`);
  const log = new ChatHistoryFile(file, secrets, existing ? undefined : exclude);
  log.start();
  return { log, restored };
}
