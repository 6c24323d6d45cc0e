// /copy, /copy-context and /paste: the last reply or the chat's context to the clipboard, and the
// clipboard's text into the chat (a project file's path is added to the chat; other text is sent).
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { messageText } from "../../../core/chat-message.js";
import { ClipboardError, copyToClipboard, pasteFromClipboard } from "../../clipboard.js";
import type { Repl } from "../repl.js";
import type { Command } from "./command.js";

function withClipboard(repl: Repl, action: () => void): void {
  try {
    action();
  } catch (error) {
    if (!(error instanceof ClipboardError)) throw error;
    repl.term.err(error.message);
  }
}

function copy(repl: Repl): void {
  if (repl.lastReply === "") {
    repl.term.err("No reply to copy yet.");
    return;
  }
  withClipboard(repl, () => {
    copyToClipboard(repl.lastReply, repl.session.env);
    repl.term.out(`Copied the last reply (${repl.lastReply.length} characters) to the clipboard.`);
  });
}

async function copyContext(repl: Repl): Promise<void> {
  const { messages } = await repl.coder.buildMessages([]);
  const text = messages.map((m) => `## ${m.role}\n\n${messageText(m).trimEnd()}\n`).join("\n");
  withClipboard(repl, () => {
    copyToClipboard(text, repl.session.env);
    repl.term.out(`Copied the chat context (${messages.length} messages) to the clipboard.`);
  });
}

async function paste(repl: Repl): Promise<void> {
  let text = "";
  withClipboard(repl, () => (text = pasteFromClipboard(repl.session.env)));
  const trimmed = text.trim();
  if (trimmed === "") {
    if (text !== "") repl.term.err("The clipboard holds no text.");
    return;
  }
  const abs = path.resolve(repl.session.io.cwd, trimmed);
  if (!trimmed.includes("\n") && existsSync(abs) && statSync(abs).isFile()) {
    const rel = path.relative(repl.session.root, abs);
    if (!rel.startsWith("..") && !path.isAbsolute(rel)) {
      repl.coder.files.add(rel.split(path.sep).join("/"));
      repl.term.out(`Added ${rel} (pasted path) to the chat.`);
      return;
    }
  }
  repl.term.out(`Pasted ${trimmed.length} characters; sending them as your message.`);
  await repl.runMessage(trimmed);
}

export const CLIPBOARD_COMMANDS: Command[] = [
  { name: "copy", help: "copy the last reply to the clipboard", run: copy },
  {
    name: "copy-context",
    help: "copy the chat's context (the messages kerf would send) to the clipboard",
    run: copyContext,
  },
  { name: "paste", help: "send the clipboard's text (a file path in it adds that file)", run: paste },
];
