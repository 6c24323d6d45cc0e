// /clear, /reset, /exit and /quit: the chat's history and the end of the session.
import type { Command } from "./command.js";

export const CHAT_COMMANDS: Command[] = [
  {
    name: "clear",
    help: "forget the chat history (files stay in the chat)",
    run: (repl) => {
      repl.coder.done = [];
      repl.term.out("Cleared the chat history.");
    },
  },
  {
    name: "reset",
    help: "drop all files and forget the chat history",
    run: (repl) => {
      repl.coder.done = [];
      repl.coder.files.clear();
      repl.coder.readOnlyFiles.clear();
      repl.term.out("Dropped all files and cleared the chat history.");
    },
  },
  { name: "exit", help: "end the session (also Ctrl-D)", run: () => "exit" },
  { name: "quit", help: "end the session (as /exit)", run: () => "exit" },
];
