// `.kerf.chat.history.md`: the session as a Markdown log in Aider's layout — a `# kerf chat started at`
// heading per session, the user's input as `#### ` lines, replies as they are, kerf's own notes as
// `> ` quotes — appended as the session goes, the session's keys masked. Reading it back gives the
// user/assistant turns. Nothing is written until the session has something to log: a session that
// only starts and ends (a typo for a file name, `--help`-like words) leaves no file behind.
import { closeSync, existsSync, openSync, writeSync } from "node:fs";
import path from "node:path";
import type { CoderEvent } from "../coders/coder-events.js";
import { messageText, type ChatMessage } from "../core/chat-message.js";
import type { GitRepo } from "../git/git-repo.js";
import { ownFileRefusal, READ_LIMITS, readSafeIfPresentSync } from "../trust/index.js";
import { maskKeys } from "../trust/secret-mask.js";
import { SAFE_APPEND_FLAGS } from "../trust/open-flags.js";
import type { Settings } from "./settings.js";

export const CHAT_HISTORY_FILE = ".kerf.chat.history.md";

export class ChatHistoryFile {
  private failed = false;
  /** The session's heading, written before the first entry. */
  private heading = "";
  private firstWrite: (() => Promise<void>) | undefined;
  private pending: Promise<void> = Promise.resolve();

  /** `secrets`: the session's keys, masked in everything the log keeps. `beforeFirstWrite`: work that
   *  waits for the log's first entry (keeping the log and .kerf/ out of git). */
  constructor(
    readonly file: string,
    private readonly secrets: readonly string[] = [],
    beforeFirstWrite?: () => Promise<void>,
  ) {
    this.firstWrite = beforeFirstWrite;
  }

  start(now = new Date()): void {
    const stamp = now.toISOString().replace("T", " ").slice(0, 19);
    this.heading = `\n# kerf chat started at ${stamp}\n\n`;
  }

  /** Resolves once the work started by the first entry is done (the caller awaits it before exit). */
  settled(): Promise<void> {
    return this.pending;
  }

  /** What the user typed: a message or a command. */
  user(text: string): void {
    const lines = text.replace(/\n+$/, "").split("\n");
    this.append(lines.map((line) => `#### ${line}`.trimEnd()).join("  \n") + "\n\n");
  }

  readonly record = (event: CoderEvent): void => {
    if (event.type === "reply-done" && event.text.trim() !== "") this.append(`${event.text.trimEnd()}\n\n`);
    // A tool call's edit is kept as the model wrote it, as a text reply's block is.
    else if (event.type === "tool-call") this.append(toolCallText(event.name, event.input));
    else if (event.type === "tool-result")
      this.note(`${event.name}: ${event.output.trim().replace(/^## /gm, "")}`);
    else if (event.type === "commit-created") this.note(`Commit ${event.hash.slice(0, 7)} ${event.message}`);
    else if (event.type === "warning") this.note(`warning: ${event.message}`);
    else if (event.type === "files-added") this.note(`Added ${event.paths.join(", ")} to the chat.`);
  };

  note(text: string): void {
    this.append(
      text
        .split("\n")
        .map((line) => `> ${line}`.trimEnd())
        .join("  \n") + "\n\n",
    );
  }

  private append(text: string): void {
    // The log is a convenience: a read-only folder or a full disk must not stop the session.
    if (this.failed) return;
    const first = this.firstWrite;
    this.firstWrite = undefined;
    if (first) this.pending = first().catch(() => undefined);
    text = this.heading + text;
    this.heading = "";
    try {
      const fd = openSync(this.file, SAFE_APPEND_FLAGS, 0o644);
      try {
        writeSync(fd, maskKeys(text, this.secrets));
      } finally {
        closeSync(fd);
      }
    } catch {
      this.failed = true;
    }
  }
}

/** A tool call as Markdown: the tool's name, then its arguments (pretty JSON when they are JSON) in a
 *  fence longer than any backtick run inside them. */
function toolCallText(name: string, input: string): string {
  let body = input;
  let info = "";
  try {
    body = JSON.stringify(JSON.parse(input), null, 2);
    info = "json";
  } catch {
    // Free-form input (a V4A patch) is kept as written.
  }
  const longest = Math.max(2, ...(body.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longest + 1);
  return `Tool call \`${name}\`:\n\n${fence}${info}\n${body.replace(/\n$/, "")}\n${fence}\n\n`;
}

/** The user and assistant turns of a history file, oldest first (notes and headings dropped). */
export function parseChatHistory(text: string): ChatMessage[] {
  const messages: ChatMessage[] = [];
  let role: "user" | "assistant" | null = null;
  let lines: string[] = [];
  const flush = () => {
    const content = lines.join("\n").trim();
    if (role && content !== "" && !(role === "user" && content.startsWith("/")))
      messages.push({ role, content });
    lines = [];
  };
  for (const line of text.split("\n")) {
    if (line.startsWith("#### ")) {
      if (role !== "user") flush();
      role = "user";
      lines.push(line.slice(5).replace(/ {2}$/, ""));
    } else if (/^# (kerf|aider) chat started at /.test(line) || line.startsWith("> ") || line === ">") {
      flush();
      role = null;
    } else if (role === "user" && line.trim() === "") {
      flush();
      role = "assistant";
    } else {
      if (role === null) role = "assistant";
      lines.push(line);
    }
  }
  flush();
  return mergeRuns(messages);
}

/** Two turns of the same role in a row (a reply split by a note) become one. */
function mergeRuns(messages: ChatMessage[]): ChatMessage[] {
  const merged: ChatMessage[] = [];
  for (const message of messages) {
    const last = merged[merged.length - 1];
    if (last && last.role === message.role) last.content = `${messageText(last)}\n\n${messageText(message)}`;
    else merged.push({ ...message });
  }
  return merged;
}

/** The session's log, and the turns restored from it. */
export interface ChatHistory {
  log: ChatHistoryFile;
  restored: ChatMessage[];
}

/** The session's chat-history file: where it is (--chat-history-file, else .kerf.chat.history.md in the project
 *  root), kept out of git (unless --no-gitignore), and its turns when --restore-chat-history asks to
 *  continue from them. A new log is kept out of git when its first entry is written, not at start: a
 *  session that logs nothing touches neither the log nor the exclude file. `secrets`: masked in the
 *  log. `alsoExclude`: patterns kept out of git with the log (`.kerf/` when it does not exist yet). */
export async function openChatHistory(
  settings: Settings,
  places: { root: string; cwd: string; git: GitRepo | null },
  secrets: readonly string[],
  warn: (message: string) => void,
  alsoExclude: readonly string[],
): Promise<ChatHistory> {
  const v = settings.values;
  const { root, cwd, git } = places;
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
