// The CLI entry: parse flags, hand over to the command, map errors to exit codes. Returns the exit code;
// never calls process.exit (bin.ts sets it). Imports only what --help and --version need.
import type { CliIo } from "./cli-io.js";
import { quietWhenClosed } from "./closed-output.js";
import { EXIT, UsageError } from "./exit-codes.js";
import type { evalMain as EvalMain } from "./eval/eval-main.js";
import type { JsonEvent, JsonPrinter } from "./json-printer.js";
import { helpExtras } from "./help-extras.js";
import { parseArgs } from "./program.js";
import type { SpendCapError } from "../llm/spend-cap.js";

// Library errors that mean "the command line asked for something that does not exist".
const USAGE_ERRORS = new Set([
  "UsageError",
  "ConfigError",
  "UnknownEditFormatError",
  "UnknownCoderError",
  "ModelSettingsFileError",
]);

export async function main(io: CliIo): Promise<number> {
  quietWhenClosed(io.stdout);
  quietWhenClosed(io.stderr);
  const write = { out: (s: string) => io.stdout.write(s), err: (s: string) => io.stderr.write(s) };
  let json: JsonPrinter | undefined;
  try {
    if (io.argv[0] === "eval") {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { evalMain } = require("./eval/eval-main.js") as { evalMain: typeof EvalMain };
      return await evalMain(io, io.argv.slice(1));
    }
    if (io.argv[0] === "mcp") {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { mcpMain } = require("./mcp/mcp-main.js") as typeof import("./mcp/mcp-main.js");
      return await mcpMain(io, io.argv.slice(1));
    }
    if (io.argv[0] === "acp") {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { acpMain } = require("./acp/acp-command.js") as typeof import("./acp/acp-command.js");
      return await acpMain(io, io.argv.slice(1));
    }
    const args = parseArgs(io.argv, write, await helpExtras(io));
    if (!args) return EXIT.ok;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { dispatch } = require("./dispatch.js") as typeof import("./dispatch.js");
    return await dispatch(args, io, (printer) => (json = printer));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // By name: main imports only what --help and --version need.
    if (error instanceof Error && error.name === "SpendCapError") {
      json?.emit(capEvent(error as SpendCapError));
      io.stderr.write(`kerf: ${message}\n`);
      return EXIT.capReached;
    }
    json?.emit({ type: "error", message });
    io.stderr.write(`kerf: ${message}\n`);
    const usage = error instanceof UsageError || (error instanceof Error && USAGE_ERRORS.has(error.name));
    return usage ? EXIT.usage : EXIT.error;
  }
}

/** The `cap-reached` event: which cap, its limit, what was sent and spent, what the request could cost. */
export function capEvent(error: SpendCapError): JsonEvent {
  const { cap, limit, model, requests, spent, requestCost, message } = error;
  return { type: "cap-reached", cap, limit, model, requests, spent, requestCost, message };
}
