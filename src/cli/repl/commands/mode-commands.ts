// /ask, /code, /architect, /context and /chat-mode: the chat mode is the coder's edit format. With a message the
// first four run that one message in their mode and return to the current one.
import { coderFormats } from "../../../coders/coder-lookup.js";
import { chooseEditFormat } from "../../../coders/format-choice.js";
import { isTalkingFormat, UnknownEditFormatError } from "../../../formats/registry.js";
import type { Repl } from "../repl.js";
import type { Command } from "./command.js";

/** The editing format /code returns to: the session's at start, unless that is a non-editing mode. */
export function codeFormat(repl: Pick<Repl, "session" | "coder">): string {
  const chosen = repl.session.formatAtStart.name;
  return chooseEditFormat(isTalkingFormat(chosen) ? undefined : chosen, repl.coder.options.model);
}

function switchTo(repl: Repl, format: string): void {
  try {
    repl.replaceCoder({ editFormat: format });
    repl.term.out(`Chat mode: ${repl.coder.editFormat}.`);
  } catch (error) {
    if (!(error instanceof UnknownEditFormatError)) throw error;
    repl.term.err(error.message);
  }
}

async function inMode(repl: Repl, format: string, message: string): Promise<void> {
  if (message.trim() === "") return switchTo(repl, format);
  const current = repl.coder.editFormat;
  const caching = repl.coder.options.cachePrompts;
  // A one-off message in a talking mode (ask, architect, context) sends its own system text, and no later
  // request starts with its bytes (the architect's editor and the mode after it send their own): writing
  // it to the prompt cache would cost 1.25× the input price for nothing.
  const once = repl.coderFor(format, isTalkingFormat(format) ? { cachePrompts: false } : {});
  await repl.runMessage(message, once);
  // The one-off coder's history and added files carry over to the mode the user was in.
  repl.session.coder = once;
  repl.replaceCoder({ editFormat: current, cachePrompts: caching });
}

function chatMode(repl: Repl, args: string): void {
  const format = args.trim();
  if (format !== "") return switchTo(repl, format);
  repl.term.out(`Chat mode: ${repl.coder.editFormat}. Available:`);
  for (const name of coderFormats())
    repl.term.out(`  ${name}${name === repl.coder.editFormat ? " (current)" : ""}`);
}

export const MODE_COMMANDS: Command[] = [
  {
    name: "ask",
    usage: "[MESSAGE]",
    help: "ask without editing files (switch to ask mode without a message)",
    run: (repl, args) => inMode(repl, "ask", args),
  },
  {
    name: "code",
    usage: "[MESSAGE]",
    help: "ask for edits (switch to the editing mode without a message)",
    run: (repl, args) => inMode(repl, codeFormat(repl), args),
  },
  {
    name: "architect",
    usage: "[MESSAGE]",
    help: "plan with the main model, edit with the editor model (switch without a message)",
    run: (repl, args) => inMode(repl, "architect", args),
  },
  {
    name: "context",
    usage: "[MESSAGE]",
    help: "the model names the files the request must change; kerf puts them in the chat (switch without a message)",
    run: (repl, args) => inMode(repl, "context", args),
  },
  {
    name: "chat-mode",
    usage: "[FORMAT]",
    help: "switch to an edit format or mode, or list them",
    run: chatMode,
  },
];
