// The grammar of `kerf eval …` and `kerf eval report …`, with commander. Its own flag tables
// (eval-flags.ts), so the main table stays the chat command's, parsed and checked as the main
// command's are: a bad value is a ConfigError naming the flag. Parsing only, nothing runs here.
import { Command } from "commander";
import type { Flag } from "../flags.js";
import { givenFlags, NEGATABLE_TERM, parseWith, toOption } from "../program.js";
import { typedSettings } from "../settings-schema.js";
import { EVAL_FLAGS, REPORT_FLAGS, type EvalSettings, type ReportSettings } from "./eval-flags.js";

export type EvalArgs =
  | { command: "run"; values: EvalSettings; dirs: string[] }
  /** `kerf eval report DIR…` */
  | { command: "report"; values: ReportSettings; dirs: string[] };

interface Writers {
  out: (s: string) => void;
  err: (s: string) => void;
}

function configure(command: Command, write: Writers): Command {
  return command
    .exitOverride()
    .configureOutput({ writeOut: write.out, writeErr: write.err, outputError: () => {} })
    .configureHelp(NEGATABLE_TERM)
    .helpOption("-h, --help", "show this help and exit");
}

export function parseEvalArgs(argv: string[], write: Writers): EvalArgs | undefined {
  let parsed: EvalArgs | undefined;
  const program = configure(new Command("kerf eval"), write)
    .description("Run coding exercises through the coder once per edit format, test them, report the winner.")
    .allowExcessArguments(false)
    // `report` has flags of the same names (--json, --write-settings): after it, they are its own.
    .enablePositionalOptions()
    .action(() => {
      parsed = { command: "run", values: typed<EvalSettings>(program, EVAL_FLAGS), dirs: [] };
    });
  addFlags(program, EVAL_FLAGS);
  const report = configure(new Command("report"), write)
    .description(
      "Merge results folders into a table per model × format, with intervals and a verdict, and one row per exercise.",
    )
    .argument("[dirs...]", "results folders (default: every run under .kerf/eval)")
    .action((dirs: string[]) => {
      parsed = { command: "report", values: typed<ReportSettings>(report, REPORT_FLAGS), dirs };
    });
  addFlags(report, REPORT_FLAGS);
  program.addCommand(report);
  if (!parseWith(program, argv)) return undefined;
  return parsed;
}

function addFlags(command: Command, flags: readonly Flag[]): void {
  for (const flag of flags) for (const option of toOption(flag)) command.addOption(option);
}

/** The command line's values checked against the table (an error names the flag) and typed; the one
 *  bridge from the table walked at run time to the type derived from it. */
function typed<Settings>(command: Command, flags: readonly Flag[]): Settings {
  return typedSettings(flags, givenFlags(command, flags)) as Settings;
}
