// /multiline-mode and /editor: other ways to type a message — every line continues until an empty
// line, or the message is written in $VISUAL / $EDITOR and sent when the editor closes.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Repl } from "../repl.js";
import type { Command } from "./command.js";

function multilineMode(repl: Repl): void {
  repl.multiline = !repl.multiline;
  repl.term.out(
    repl.multiline
      ? "Multi-line mode on: Enter starts a new line; an empty line sends the message."
      : "Multi-line mode off: Enter sends the message.",
  );
}

async function editor(repl: Repl, args: string): Promise<void> {
  const env = repl.session.env;
  const command = env.VISUAL || env.EDITOR || (process.platform === "win32" ? "notepad" : "vi");
  const dir = mkdtempSync(path.join(os.tmpdir(), "kerf-message-"));
  const file = path.join(dir, "message.md");
  try {
    writeFileSync(file, args);
    // The editor command may carry its own arguments ("code --wait"), so a shell runs it.
    const result = spawnSync(`${command} "${file}"`, { shell: true, stdio: "inherit", env });
    if (result.status !== 0) {
      repl.term.err(`${command} exited with ${result.status ?? result.signal}; nothing was sent.`);
      return;
    }
    const message = readFileSync(file, "utf8").trim();
    if (message === "") {
      repl.term.out("The message is empty; nothing was sent.");
      return;
    }
    repl.session.chatLog.user(message);
    await repl.runMessage(message);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const INPUT_COMMANDS: Command[] = [
  {
    name: "multiline-mode",
    help: "toggle multi-line input: Enter adds a line, an empty line sends",
    run: multilineMode,
  },
  {
    name: "editor",
    usage: "[TEXT]",
    help: "write the message in $VISUAL or $EDITOR, send it on close",
    run: editor,
  },
];
