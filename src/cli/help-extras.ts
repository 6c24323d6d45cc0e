// What help shows beyond the flag table: the edit formats, read from the one format registry when help
// is asked for (`--help`, `-h`, `kerf help …`). A named plugin (command line, KERF_PLUGIN or a config
// file) is loaded first, so the list has its formats too; a run that asks for no help loads nothing.
import type { CliIo } from "./cli-io.js";
import type { HelpExtras } from "./program.js";

export async function helpExtras(io: CliIo): Promise<HelpExtras> {
  if (io.argv[0] !== "help" && !io.argv.some((arg) => arg === "--help" || arg === "-h")) return {};
  const plugins = pluginsNamed(io);
  if (plugins.length === 0) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { editFormatNames } = require("../formats/registry.js") as typeof import("../formats/registry.js");
    return { formats: editFormatNames() };
  }
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { loadPlugins } = require("./plugins.js") as typeof import("./plugins.js");
  const { coderFormats } = require("../coders/index.js") as typeof import("../coders/index.js");
  /* eslint-enable @typescript-eslint/no-require-imports */
  try {
    await loadPlugins(plugins, io.cwd);
  } catch {
    // Help still prints; the real run reports the broken plugin.
  }
  return { formats: coderFormats() };
}

function pluginsNamed(io: CliIo): string[] {
  const named: string[] = [];
  io.argv.forEach((arg, i) => {
    if (arg === "--plugin" && io.argv[i + 1]) named.push(io.argv[i + 1] as string);
    else if (arg.startsWith("--plugin=")) named.push(arg.slice("--plugin=".length));
  });
  const fromEnv = io.env.KERF_PLUGIN;
  if (fromEnv)
    named.push(
      ...fromEnv
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean),
    );
  return [...named, ...fromConfig(io)];
}

function fromConfig(io: CliIo): string[] {
  try {
    /* eslint-disable @typescript-eslint/no-require-imports */
    const { findGitRoot } = require("./find-git-root.js") as typeof import("./find-git-root.js");
    const { configPaths, mergeSettings } = require("./settings.js") as typeof import("./settings.js");
    /* eslint-enable @typescript-eslint/no-require-imports */
    const files = configPaths({ home: io.env.HOME, gitRoot: findGitRoot(io.cwd), cwd: io.cwd });
    const plugin = mergeSettings({ given: {}, files: [] }, {}, files).values.plugin;
    return Array.isArray(plugin) ? plugin : [];
  } catch {
    return [];
  }
}
