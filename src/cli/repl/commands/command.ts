// The shape of a slash command: name, usage, one line of help and its handler. Types only.
import type { Repl } from "../repl.js";

/** "exit" ends the session; anything else returns to the prompt. */
export type CommandOutcome = void | "exit";

export interface Command {
  name: string;
  /** What follows the name, e.g. "FILE…" or "[MESSAGE]". */
  usage?: string;
  help: string;
  run(repl: Repl, args: string): CommandOutcome | Promise<CommandOutcome>;
}
