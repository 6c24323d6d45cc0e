// `kerf help [topic]`: the overview, one section's flags (`kerf help git`), or a subcommand's own help
// (`kerf help eval`). An unknown topic lists the topics and is a usage error. Prints only: it never
// opens the project, so no word given here can create a file.
import type { Command } from "commander";
import { UsageError } from "./exit-codes.js";
import { findTopic, overviewText, sectionText, topicsBlock } from "./help-text.js";

interface Writers {
  out: (s: string) => void;
  err: (s: string) => void;
}

/** `program`: the main command, built as for --help (plugin formats included). */
export function helpCommand(program: Command, given: readonly string[], write: Writers): void {
  const words = given.filter((word) => word !== "--help" && word !== "-h");
  if (words.length === 0 || (words.length === 1 && words[0] === "help")) {
    write.out(overviewText(program));
    return;
  }
  const topic = findTopic(words);
  if (topic === undefined) {
    write.err(`${topicsBlock()}\n`);
    throw new UsageError(`no help topic "${words.join(" ")}"; the topics are listed above`);
  }
  if (topic === "eval" || topic === "report") {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { parseEvalArgs } = require("./eval/eval-program.js") as typeof import("./eval/eval-program.js");
    parseEvalArgs(topic === "eval" ? ["--help"] : ["report", "--help"], write);
    return;
  }
  write.out(sectionText(program, topic));
}
