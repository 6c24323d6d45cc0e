// The interactive session (no -m): read an input, run it as a command or a message, until /exit, Ctrl-D,
// Ctrl-C twice or the end of piped input. Piped stdin gets no prompts, "no" to questions unless
// --yes-always, and an exit code (1 on an error, else 3 if edits failed, else 4 if a check's last run
// failed); a terminal session exits 0.
import { printBanner } from "../banner.js";
import { chatFilesLine } from "../chat-files-text.js";
import { EXIT, UsageError } from "../exit-codes.js";
import type { Session } from "../setup.js";
import type { Terminal } from "../terminal.js";
import { COMMANDS, isCommand, runCommand } from "./command-table.js";
import { complete } from "./complete.js";
import { historyFile, loadHistory } from "./input-history.js";
import { LineInput } from "./line-input.js";
import { modePrompt } from "./mode-prompt.js";
import { readMessage } from "./read-message.js";
import { Repl } from "./repl.js";
import { runWatched, startWatching, type WatchInbox, type Watched } from "../watch-files.js";

export async function runSession(session: Session, term: Terminal): Promise<number> {
  const { io } = session;
  if (session.settings.values.json === true)
    throw new UsageError(
      "--json needs a message (-m or --message-file); the interactive session is for people",
    );
  const interactive = io.stdin.isTTY === true && io.stdout.isTTY === true;
  const names = COMMANDS.map((command) => command.name);
  // The completer is built before the Repl it reads from.
  const ref: { repl?: Repl } = {};
  const history = historyFile(session.root);
  const report = session.coder.options.reporter;
  const warn = (message: string) => report?.({ type: "warning", message });
  const input = new LineInput({
    io,
    interactive,
    historyFile: history,
    history: interactive ? await loadHistory(history, warn) : [],
    secrets: session.secrets,
    completer: (line: string) =>
      complete(line, {
        commands: names,
        projectFiles: ref.repl?.projectFiles ?? [],
        chatFiles: ref.repl?.chatFiles() ?? [],
      }),
  });
  const repl = (ref.repl = new Repl(session, term, input, runCommand));
  // Listed during setup (or now); the banner counts the same list: one `git ls-files` serves both.
  const listed = repl.refreshProjectFiles(session.atStart.files());
  await printBanner(session, term);
  await listed;
  if (interactive) term.out(term.color.dim("Type a message or /help. Ctrl-C stops a reply; Ctrl-D exits."));
  const watching = await startWatching(repl);
  try {
    await loop(repl, watching?.inbox);
  } finally {
    await watching?.close();
    input.close();
  }
  if (interactive) return EXIT.ok;
  if (repl.trouble.errors > 0) return EXIT.error;
  if (repl.trouble.capped > 0) return EXIT.capReached;
  if (repl.trouble.failedEdits > 0) return EXIT.editsFailed;
  return repl.trouble.failedChecks > 0 ? EXIT.checksFailed : EXIT.ok;
}

async function loop(repl: Repl, inbox?: WatchInbox): Promise<void> {
  for (;;) {
    const next = await nextInput(repl, inbox);
    if (typeof next === "object" && next !== null) {
      await runWatched(repl, next);
      await repl.refreshProjectFiles();
      continue;
    }
    const text = next;
    if (text === null) return;
    if (text.trim() === "") continue;
    repl.session.chatLog.user(text);
    if (isCommand(text)) {
      if ((await commandSafely(repl, text)) === "exit") return;
    } else await repl.runMessage(text);
    await repl.refreshProjectFiles();
  }
}

/** The next typed input (null at its end), or what the file watcher found meanwhile: that ends the
 *  pending read, so a watched request runs at once, like a typed message. */
async function nextInput(repl: Repl, inbox?: WatchInbox): Promise<string | null | Watched> {
  const ready = inbox?.take();
  if (ready) return ready;
  const { coder, multiline } = repl;
  // A terminal session shows the chat's files above each prompt, as Aider does (piped input gets no prompts).
  const files = repl.input.interactive ? chatFilesLine(coder) : "";
  if (files !== "") repl.term.out(repl.term.color.dim(files));
  const prompt = modePrompt(coder.editFormat, coder.options.model.settings.editFormat, multiline);
  const typed = readMessage((line) => repl.input.read(line), { multiline, prompt });
  if (!inbox) return typed;
  const arrived = inbox.arrival().then((): typeof ARRIVED => ARRIVED);
  const first = await Promise.race([typed, arrived]);
  if (first !== ARRIVED) return first;
  repl.input.cancelRead();
  return inbox.take() ?? nextInput(repl, inbox);
}

const ARRIVED: unique symbol = Symbol("arrived");

/** A failing command is reported and the session goes on. */
async function commandSafely(repl: Repl, text: string): Promise<unknown> {
  try {
    return await runCommand(repl, text);
  } catch (error) {
    repl.term.err(repl.term.color.red(`error: ${error instanceof Error ? error.message : String(error)}`));
    return undefined;
  }
}
