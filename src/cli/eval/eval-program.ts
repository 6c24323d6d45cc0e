// The grammar of `kerf eval …` and `kerf eval report …`, with commander. Its own flag set, so the main
// flag table stays the chat command's; parsing only, nothing runs here.
import { Command, InvalidArgumentError, Option } from "commander";
import { parseWith } from "../program.js";

export interface EvalArgs {
  command: "run" | "report";
  values: Record<string, unknown>;
  /** `kerf eval report DIR…` */
  dirs: string[];
}

interface Writers {
  out: (s: string) => void;
  err: (s: string) => void;
}

const collect = (value: string, previous: string[] | undefined) => [
  ...(previous ?? []),
  ...value
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean),
];

function integer(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError("expected a whole number");
  return n;
}

function positive(value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new InvalidArgumentError("expected a positive number");
  return n;
}

/** The `kerf eval` flags, exported for the README check. */
export const EVAL_FLAGS: readonly Option[] = [
  new Option("--model <MODEL>", "model to evaluate (repeat for several)").argParser(collect),
  new Option("--edit-format <FORMAT>", "edit format to compare (repeat, or comma-separated)").argParser(
    collect,
  ),
  new Option("--edit-formats <all|LIST>", "`all` (every edit format) or a comma-separated list").argParser(
    collect,
  ),
  new Option("--editor-model <MODEL>", "the editor model of the architect format"),
  new Option("--editor-edit-format <FORMAT>", "the edit format of the architect's editor"),
  new Option("--tries <N>", "tries per exercise; a failing try's test output is the next message")
    .argParser(positive)
    .default(2),
  new Option("--jobs <N>", "attempts run at once (default: the number of cores)").argParser(positive),
  new Option(
    "--tasks <DIR>",
    "a folder of exercises in the exercism layout (default: the bundled set)",
  ).argParser(collect),
  new Option("--languages <LIST>", "only these languages (comma-separated)").argParser(collect),
  new Option("--only <NAMES>", "only these exercises (names or language/name, comma-separated)").argParser(
    collect,
  ),
  new Option("--limit <N>", "at most N exercises, taken in turn from each language").argParser(integer),
  new Option("--shard <i/n>", "run only slice i of n (CI matrices, indexed jobs)"),
  new Option("--run-id <ID>", "name of the results folder (default: derived from what is compared)"),
  new Option("--results <DIR>", "where run folders go (default: .kerf/eval in the project)"),
  new Option("--test-timeout <SECONDS>", "time limit of each test run (default per language)").argParser(
    positive,
  ),
  new Option("--toolchain-check", "say which languages can run here, then exit"),
  new Option("--write-settings", "write a significant winner into .kerf.model.settings.yml"),
  new Option("--model-settings-file <FILE>", "extra model settings (YAML)"),
  new Option("--openai-api-base <URL>", "base URL of an OpenAI-compatible server"),
  new Option("--openai-api-key <KEY>", "API key for that server"),
  new Option("--no-stream", "ask for whole replies instead of streams"),
  new Option("--json", "print events as JSON lines on stdout"),
];

export const REPORT_FLAGS: readonly Option[] = [
  new Option("--format <FORMAT>", "text, markdown or html")
    .choices(["text", "markdown", "html"])
    .default("text"),
  new Option("--output <FILE>", "write the report to FILE instead of stdout"),
  new Option("--write-settings", "write a significant winner into .kerf.model.settings.yml"),
  new Option("--model-settings-file <FILE>", "the settings file to write (default: the project's)"),
  new Option("--json", "print the report data as JSON"),
];

function configure(command: Command, write: Writers): Command {
  return command
    .exitOverride()
    .configureOutput({ writeOut: write.out, writeErr: write.err, outputError: () => {} })
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
      parsed = { command: "run", values: program.opts(), dirs: [] };
    });
  for (const option of EVAL_FLAGS) program.addOption(option);
  const report = configure(new Command("report"), write)
    .description("Merge results folders into a table per model × format, with intervals and a verdict.")
    .argument("[dirs...]", "results folders (default: every run under .kerf/eval)")
    .action((dirs: string[]) => {
      parsed = { command: "report", values: report.opts(), dirs };
    });
  for (const option of REPORT_FLAGS) report.addOption(option);
  program.addCommand(report);
  if (!parseWith(program, argv)) return undefined;
  return parsed;
}
