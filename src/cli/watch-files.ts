// --watch-files in the interactive session: starts the project's file watcher (src/watch) and hands
// its requests to the session loop, which runs each like a typed message: the commented files join
// the chat, "AI!" runs in the editing mode, "AI?" as /ask. Prints only through the session's terminal.
import { commentedFiles } from "../watch/read-commented.js";
import { watchRequestText, type CommentedFile } from "../watch/watch-request.js";
import { FileWatcher, type WatchRequest } from "../watch/file-watcher.js";
import type { Repl } from "./repl/repl.js";
import { isTalkingFormat } from "../formats/registry.js";

/** One thing the watcher found: a request to run, or files with only context comments. */
export type Watched = { request: WatchRequest } | { contextOnly: CommentedFile[] };

/** Watcher results waiting for the session loop. */
export class WatchInbox {
  private readonly queue: Watched[] = [];
  private wake: (() => void) | undefined;
  private waiting: Promise<void> | undefined;

  push(item: Watched): void {
    this.queue.push(item);
    this.wake?.();
    this.wake = undefined;
    this.waiting = undefined;
  }

  take(): Watched | undefined {
    return this.queue.shift();
  }

  /** Resolves when something is queued (at once if something already is). One promise is shared
   *  until then, so a loop that races it against typing leaks nothing. */
  arrival(): Promise<void> {
    if (this.queue.length > 0) return Promise.resolve();
    this.waiting ??= new Promise<void>((resolve) => (this.wake = resolve));
    return this.waiting;
  }
}

/** Starts watching the session's project; null without --watch-files. */
export async function startWatching(
  repl: Repl,
): Promise<{ inbox: WatchInbox; close(): Promise<void> } | null> {
  if (repl.session.settings.values.watchFiles !== true) return null;
  const encoding = repl.coder.options.encoding;
  const inbox = new WatchInbox();
  const watcher = new FileWatcher({
    root: repl.session.root,
    git: repl.session.git !== null,
    gitTimeoutMs: repl.session.git?.timeoutMs,
    onRequest: (request) => inbox.push({ request }),
    onContextOnly: (files) => inbox.push({ contextOnly: files }),
    onWarning: (message) => repl.term.err(repl.term.color.yellow(`warning: ${message}`)),
    ...(encoding ? { encoding } : {}),
  });
  await watcher.start();
  repl.term.out(repl.term.color.dim("Watching the project for AI! (edit) and AI? (ask) comments."));
  return { inbox, close: () => watcher.close() };
}

/** Runs what the watcher found, as if the user had typed it. */
export async function runWatched(repl: Repl, item: Watched): Promise<void> {
  const files = "request" in item ? item.request.files : item.contextOnly;
  for (const file of files) {
    repl.coder.readOnlyFiles.delete(file.path);
    if (repl.coder.files.has(file.path)) continue;
    repl.coder.files.add(file.path);
    repl.term.out(`Added ${file.path} to the chat.`);
  }
  if (!("request" in item)) {
    repl.term.out(repl.term.color.dim("End a comment with AI! to ask for edits, or AI? to ask a question."));
    return;
  }
  const { action } = item.request;
  const where = files.map((f) => f.path).join(", ");
  // As in Aider, the request carries the AI comments of every chat file, so a plain "AI" comment
  // saved earlier is context for this one.
  const inChat = await commentedFiles(repl.session.root, [...repl.coder.files], repl.coder.options.encoding);
  const text = inChat.length > 0 ? watchRequestText(action, inChat) : item.request.text;
  repl.term.out(
    repl.term.color.dim(`Running the ${action === "code" ? "AI!" : "AI?"} comments in ${where}.`),
  );
  repl.session.chatLog.user(text);
  const editing = !isTalkingFormat(repl.coder.editFormat);
  if (action === "ask") await repl.command(`/ask ${text}`);
  else if (editing) await repl.runMessage(text);
  else await repl.command(`/code ${text}`);
}
