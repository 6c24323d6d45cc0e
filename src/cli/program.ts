// The command-line grammar, built from the flag table with commander. Parses argv into the values the
// user typed; config files and the environment are merged later (settings.ts).
import { Command, CommanderError, Help, InvalidArgumentError, Option } from "commander";
import { UsageError } from "./exit-codes.js";
import { FLAGS, optionKey, targetFlag, type Flag } from "./flags.js";
import { helpCommand } from "./help-command.js";
import { BUILT_IN_SECTION } from "./help-sections.js";
import { commandsBlock, flagsInHelpOrder } from "./help-text.js";

export const VERSION = "0.1.0";

export type FlagValue = string | number | boolean | string[];

export interface ParsedArgs {
  /** Only the flags given on the command line, by options key (`editFormat`). */
  given: Record<string, FlagValue>;
  files: string[];
}

interface Writers {
  out: (s: string) => void;
  err: (s: string) => void;
}

/** What help shows beyond the flag table: the registered edit formats, plugins' included. */
export interface HelpExtras {
  formats?: readonly string[];
}

const FORMAT_FLAGS = new Set(["edit-format", "chat-mode"]);

/** A flag row as commander options (`--no-x` too when negatable); values are checked later by
 *  parseFlagValue, so every table's flags parse the same way. */
export function toOption(flag: Flag, extras: HelpExtras = {}): Option[] {
  if (extras.formats && FORMAT_FLAGS.has(flag.name))
    flag = { ...flag, help: `edit format: ${extras.formats.join(", ")}` };
  const long = flag.kind === "boolean" ? `--${flag.name}` : `--${flag.name} <${flag.value ?? "VALUE"}>`;
  const option = new Option(flag.short ? `-${flag.short}, ${long}` : long, flag.help);
  if (flag.choices) option.choices(flag.choices);
  if (flag.kind === "number") option.argParser(parseNumber);
  if (flag.kind === "list")
    option.argParser((value: string, previous: string[] | undefined) => [...(previous ?? []), value]);
  const options = [option];
  if (flag.negatable) {
    // Help shows the pair as one row, `--[no-]git` (helpOptionTerm); the `--no-` row only parses.
    options.push(new Option(`--no-${flag.name}`, `turn off --${flag.name}`).hideHelp());
    NEGATABLE.add(option);
  }
  return options;
}

const NEGATABLE = new WeakSet<Option>();

/** For configureHelp: commander's option term, `--[no-]name` for a flag that also takes `--no-name`. */
export const NEGATABLE_TERM = {
  optionTerm(this: Help, option: Option): string {
    const term = Help.prototype.optionTerm.call(this, option);
    return NEGATABLE.has(option) ? term.replace(/--(?=[^-])/, "--[no-]") : term;
  },
};

function parseNumber(value: string): number {
  const number = Number(value);
  if (value.trim() === "" || !Number.isFinite(number)) throw new InvalidArgumentError("expected a number");
  return number;
}

export function buildProgram(write: Writers, extras: HelpExtras = {}): Command {
  const other = `${BUILT_IN_SECTION}:`;
  const program = new Command("kerf")
    .description("Prompt a model in the right edit format, parse its reply and apply the edits safely.")
    .usage("[options] [files...]")
    .addHelpOption(new Option("-h, --help", "show this help and exit").helpGroup(other))
    .argument("[files...]", "files to work on (the chat files)")
    .exitOverride()
    .configureOutput({ writeOut: write.out, writeErr: write.err, outputError: () => {} })
    .configureHelp({ formatHelp: withCommands, optionTerm: NEGATABLE_TERM.optionTerm })
    .addHelpText("after", "\nOne section only: kerf help <topic> (kerf help lists the topics).")
    .allowExcessArguments(false);
  // Sections in help order (Aider's grouping); commander lists a heading where its first option is.
  for (const { flag, heading } of flagsInHelpOrder())
    for (const option of toOption(flag, extras)) program.addOption(option.helpGroup(heading));
  program.version(VERSION, "--version", "print the version and exit");
  program.options.find((option) => option.long === "--version")?.helpGroup(other);
  return program;
}

/** Commander's layout with the subcommands listed after the arguments, before the flags. */
function withCommands(command: Command, helper: Help): string {
  const text = Help.prototype.formatHelp.call(helper, command, helper);
  const end = text.indexOf("\n\n", text.indexOf("Arguments:"));
  return end < 0 ? text : `${text.slice(0, end)}\n\n${commandsBlock()}${text.slice(end)}`;
}

/** Runs commander on argv; false when commander already answered (help, version); a usage error
 * becomes a UsageError. */
export function parseWith(program: Command, argv: string[]): boolean {
  try {
    program.parse(argv, { from: "user" });
    return true;
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.exitCode === 0) return false;
      throw new UsageError(error.message.replace(/^error: /, ""));
    }
    throw error;
  }
}

/** Parses argv; `undefined` means commander already answered (help, version). */
export function parseArgs(argv: string[], write: Writers, extras: HelpExtras = {}): ParsedArgs | undefined {
  const program = buildProgram(write, extras);
  // `kerf help …` is the help command, never a file named "help" (that one is `./help`).
  if (argv[0] === "help") {
    helpCommand(program, argv.slice(1), write);
    return undefined;
  }
  if (!parseWith(program, argv)) return undefined;
  return { given: givenFlags(program, FLAGS), files: program.args };
}

/** The flags of `flags` given on the command line, by options key (an alias under its target's). */
export function givenFlags(program: Command, flags: readonly Flag[]): Record<string, FlagValue> {
  const values = program.opts<Record<string, FlagValue>>();
  const given: Record<string, FlagValue> = {};
  for (const flag of flags) {
    const key = optionKey(flag.name);
    if (program.getOptionValueSource(key) === "cli" && values[key] !== undefined)
      given[optionKey(targetFlag(flag).name)] = values[key];
  }
  return given;
}
