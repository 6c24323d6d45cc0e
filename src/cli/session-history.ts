// The session's chat-history file: where it is (--chat-history-file, else .kerf.chat.history.md in
// the project root), kept out of git (unless --no-gitignore), and its turns when
// --restore-chat-history asks to continue from them.
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

/** `secrets`: the session's keys, masked in the log. */
export async function openSessionHistory(
  settings: Settings,
  root: string,
  cwd: string,
  git: GitRepo | null,
  secrets: readonly string[] = [],
  warn: (message: string) => void = () => undefined,
): Promise<SessionHistory> {
  const v = settings.values;
  const named = v.chatHistoryFile;
  const file = named ? path.resolve(cwd, named) : path.join(root, CHAT_HISTORY_FILE);
  // A log named inside the project is kept out of git (and so out of the file list and map) like the
  // default one; one outside it is none of git's business.
  const rel = git ? git.relativePath(file) : "";
  const inside = git !== null && rel !== "" && !rel.startsWith("../") && !path.isAbsolute(rel);
  const pattern = named ? `/${rel}` : CHAT_HISTORY_FILE;
  if (git && inside && v.gitignore) await git.ensureExcluded(pattern).catch(() => undefined);
  let restored: ChatMessage[] = [];
  if (v.restoreChatHistory) {
    const bytes = readSafeIfPresentSync(file, { limit: READ_LIMITS.chatHistory });
    if (bytes) restored = parseChatHistory(bytes.toString("utf8"));
  }
  const refused = ownFileRefusal(file, named ?? CHAT_HISTORY_FILE);
  if (refused) warn(`${refused}: this session's chat log is not kept`);
  const log = new ChatHistoryFile(file, secrets);
  log.start();
  return { log, restored };
}
