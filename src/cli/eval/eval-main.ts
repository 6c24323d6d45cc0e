// Entry of `kerf eval …`: parses its own flags, finds the project, and runs the run or report command.
// Loaded by main.ts only when the first argument is `eval`.
import type { CliIo } from "../cli-io.js";
import { withDotenv } from "../dotenv.js";
import { EXIT } from "../exit-codes.js";
import { findGitRoot } from "../find-git-root.js";
import { envFileOf } from "../load-settings.js";
import { trustGateFor } from "../project-trust.js";
import { Terminal } from "../terminal.js";
import { evalCommand } from "./eval-command.js";
import { parseEvalArgs } from "./eval-program.js";
import { reportCommand } from "./report-command.js";

export async function evalMain(io: CliIo, argv: string[]): Promise<number> {
  const write = { out: (s: string) => io.stdout.write(s), err: (s: string) => io.stderr.write(s) };
  const args = parseEvalArgs(argv, write);
  if (!args) return EXIT.ok;
  const gitRoot = findGitRoot(io.cwd);
  // The same trust gate as a chat session: a project's .env and model settings count only as trusted.
  const modelSettingsFile = args.values.modelSettingsFile;
  const given: Record<string, string> = modelSettingsFile ? { modelSettingsFile } : {};
  const gate = trustGateFor({ given, files: [] }, io, false);
  // As in a chat session: --env-file (else KERF_ENV_FILE) is read instead of the git root's .env.
  const dotenv = withDotenv(
    io.env,
    gitRoot,
    gate,
    envFileOf(args.command === "run" ? args.values.envFile : undefined, io),
  );
  const ctx = { io, env: dotenv.env, gitRoot, root: gitRoot ?? io.cwd, gate };
  const term = new Terminal(io);
  if (dotenv.warning) term.err(`kerf: ${dotenv.warning}`);
  return args.command === "report"
    ? reportCommand(args.values, args.dirs, ctx, term)
    : evalCommand(args.values, ctx, term);
}
