// Entry of `kerf eval …`: parses its own flags, finds the project, and runs the run or report command.
// Loaded by main.ts only when the first argument is `eval`.
import type { CliIo } from "../cli-io.js";
import { withDotenv } from "../dotenv.js";
import { EXIT } from "../exit-codes.js";
import { findGitRoot } from "../find-git-root.js";
import { Terminal } from "../terminal.js";
import { evalCommand } from "./eval-command.js";
import { parseEvalArgs } from "./eval-program.js";
import { reportCommand } from "./report-command.js";

export async function evalMain(io: CliIo, argv: string[]): Promise<number> {
  const write = { out: (s: string) => io.stdout.write(s), err: (s: string) => io.stderr.write(s) };
  const args = parseEvalArgs(argv, write);
  if (!args) return EXIT.ok;
  const gitRoot = findGitRoot(io.cwd);
  const ctx = { io, env: withDotenv(io.env, gitRoot), gitRoot, root: gitRoot ?? io.cwd };
  const term = new Terminal(io);
  return args.command === "report"
    ? reportCommand(args.values, args.dirs, ctx, term)
    : evalCommand(args.values, ctx, term);
}
