// /run, /test and /lint: shell commands in the project root. /run may add its output to the chat;
// a failing /test or /lint sends its output to the model to fix, as Aider does.
import { checkReflection } from "../../../coders/run-checks.js";
import { runShell, type ShellResult } from "../shell.js";
import type { Repl } from "../repl.js";
import type { Command } from "./command.js";

/** Runs and prints a command; Ctrl-C stops it (and `interrupted` says so). */
async function runShown(repl: Repl, command: string): Promise<ShellResult & { interrupted: boolean }> {
  const controller = new AbortController();
  const result = await repl.input.busy(
    () => controller.abort(),
    () => runShell(command, repl.session.root, controller.signal),
  );
  if (result.output !== "")
    repl.term.write(result.output.endsWith("\n") ? result.output : `${result.output}\n`);
  const interrupted = controller.signal.aborted;
  if (interrupted) repl.term.err(repl.term.color.yellow("Interrupted."));
  else if (result.code !== 0) repl.term.err(repl.term.color.yellow(`exit code ${result.code}`));
  return { ...result, interrupted };
}

async function run(repl: Repl, command: string): Promise<void> {
  if (command.trim() === "") return repl.term.err("Usage: /run COMMAND");
  const result = await runShown(repl, command);
  if (result.interrupted || !(await repl.ask("Add the command output to the chat?"))) return;
  // As a finished exchange in history, the output is context for every following message.
  repl.coder.done.push(
    {
      role: "user",
      content: `I ran this command:\n\n$ ${command}\n\nIt exited with code ${result.code} and printed:\n\`\`\`\n${result.output.trimEnd()}\n\`\`\``,
    },
    { role: "assistant", content: "Ok." },
  );
  repl.term.out("Added the output to the chat.");
}

async function check(repl: Repl, kind: "test" | "lint", command: string | null): Promise<void> {
  if (!command) return repl.term.err(`No ${kind} command: give one or set --${kind}-cmd.`);
  const result = await runShown(repl, command);
  if (result.interrupted) return;
  if (result.code === 0) return repl.term.out(`${kind === "test" ? "Tests" : "Lint"} passed.`);
  await repl.runMessage(checkReflection(kind, command, result.output.trim()));
}

function lintCommand(repl: Repl, args: string): string | null {
  const base = repl.coder.options.lintCmd;
  if (!base) return null;
  const files =
    args.trim() !== "" ? args.trim() : [...repl.coder.files].map((f) => JSON.stringify(f)).join(" ");
  return `${base} ${files}`.trim();
}

export const SHELL_COMMANDS: Command[] = [
  {
    name: "run",
    usage: "COMMAND",
    help: "run a shell command and offer to add its output to the chat (also: !COMMAND)",
    run,
  },
  {
    name: "test",
    usage: "[COMMAND]",
    help: "run the tests (--test-cmd by default); on failure ask the model to fix them",
    run: (repl, args) => check(repl, "test", args.trim() || repl.coder.options.testCmd || null),
  },
  {
    name: "lint",
    usage: "[FILE…]",
    help: "run --lint-cmd on the chat files (or the given ones); on failure ask the model to fix them",
    run: (repl, args) => check(repl, "lint", lintCommand(repl, args)),
  },
];
