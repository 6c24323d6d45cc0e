// The command-line grammar (commander). Flag names follow Aider's wherever the concept matches.
// Parsing only: no command runs here.
import { Command, CommanderError, Option } from "commander";
import { UsageError } from "./exit-codes.js";

export interface CliOptions {
  apply?: string;
  editFormat?: string;
  dryRun: boolean;
  yesAlways: boolean;
  pretty: boolean;
  files: string[];
}

export const VERSION = "0.1.0";

export function buildProgram(write: { out: (s: string) => void; err: (s: string) => void }): Command {
  const program = new Command("kerf")
    .description("Prompt a model in the right edit format, parse its reply and apply the edits safely.")
    .version(VERSION, "--version", "print the version and exit")
    .helpOption("-h, --help", "show this help and exit")
    .argument("[files...]", "files to work on (the chat files)")
    .addOption(
      new Option("--apply <reply-file>", "apply a saved model reply to the current directory and exit"),
    )
    .addOption(new Option("--edit-format <format>", "edit format: diff, diff-fenced, whole, udiff, patch, …"))
    .addOption(new Option("--dry-run", "show the diffs, write nothing").default(false))
    .addOption(new Option("--yes-always", "answer yes to every confirmation").default(false))
    .addOption(new Option("--pretty", "colour output (default)").default(true))
    .addOption(new Option("--no-pretty", "plain output"))
    .exitOverride()
    .configureOutput({ writeOut: write.out, writeErr: write.err, outputError: () => {} })
    .allowExcessArguments(false);
  return program;
}

/** Parses argv; `undefined` means commander already handled it (help, version). */
export function parseCli(
  argv: string[],
  write: { out: (s: string) => void; err: (s: string) => void },
): CliOptions | undefined {
  const program = buildProgram(write);
  try {
    program.parse(argv, { from: "user" });
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.exitCode === 0) return undefined;
      throw new UsageError(error.message.replace(/^error: /, ""));
    }
    throw error;
  }
  const opts = program.opts<Omit<CliOptions, "files">>();
  return { ...opts, files: program.args };
}
