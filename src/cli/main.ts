// The CLI entry: parse flags, dispatch to a command, map errors to exit codes. Returns the exit code.
import { UnknownEditFormatError } from "../edits/formats/index.js";
import { runApply } from "./apply-command.js";
import type { CliIo } from "./cli-io.js";
import { EXIT, UsageError } from "./exit-codes.js";
import { parseCli } from "./program.js";
import { Terminal } from "./terminal.js";

export async function main(io: CliIo): Promise<number> {
  const write = { out: (s: string) => io.stdout.write(s), err: (s: string) => io.stderr.write(s) };
  try {
    const options = parseCli(io.argv, write);
    if (!options) return EXIT.ok;
    const term = new Terminal(io, { pretty: options.pretty });
    if (options.apply !== undefined) {
      return await runApply(options, io, term);
    }
    throw new UsageError("nothing to do yet: use --apply REPLY_FILE --edit-format FORMAT (see --help)");
  } catch (error) {
    return reportError(error, io);
  }
}

function reportError(error: unknown, io: CliIo): number {
  const message = error instanceof Error ? error.message : String(error);
  io.stderr.write(`kerf: ${message}\n`);
  if (error instanceof UsageError || error instanceof UnknownEditFormatError) return EXIT.usage;
  return EXIT.error;
}
