// `kerf --trust`: loads the project's settings files the way a run would and records trust in the
// current content of each (path + SHA-256 in the user's config folder, like `direnv allow`), then exits.
import type { CliIo } from "./cli-io.js";
import { stripControl } from "../trust/terminal-text.js";
import { EXIT } from "./exit-codes.js";
import { JsonPrinter } from "./json-printer.js";
import { loadSettings } from "./load-settings.js";
import type { ParsedArgs } from "./program.js";
import { trustGateFor } from "./project-trust.js";

export async function runTrust(args: ParsedArgs, io: CliIo, gitRoot: string | null): Promise<number> {
  const gate = trustGateFor(args, io, true);
  await loadSettings(args, io, gitRoot, gate);
  const files = gate.projectFiles.map((file) => ({ file, newlyTrusted: gate.newlyTrusted.includes(file) }));
  if (args.given.json === true) {
    new JsonPrinter(io).emit({ type: "trusted", files, store: gate.store.configDir });
    return EXIT.ok;
  }
  if (files.length === 0) {
    io.stdout.write(
      "No project settings files here (.kerf.conf.yml, .kerf.model.settings.yml, .env, .mcp.json): nothing to trust.\n",
    );
    return EXIT.ok;
  }
  for (const { file, newlyTrusted } of files)
    io.stdout.write(`${newlyTrusted ? "trusted" : "already trusted"}: ${stripControl(file)}\n`);
  io.stdout.write(
    `Recorded in ${stripControl(gate.store.configDir)}. Any change to a file ends its trust; run kerf --trust again after checking it.\n`,
  );
  return EXIT.ok;
}
