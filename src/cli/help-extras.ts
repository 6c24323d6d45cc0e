// `kerf --plugin x.js --help`: loads the plugins first so the help lists their edit formats too.
// Only when help is asked for and a plugin is named (command line, KERF_PLUGIN or a config file);
// plain --help stays as cheap as before.
import type { CliIo } from "./cli-io.js";
import type { HelpExtras } from "./program.js";

export async function helpExtras(io: CliIo): Promise<HelpExtras> {
  if (!io.argv.some((arg) => arg === "--help" || arg === "-h")) return {};
  const plugins = pluginsNamed(io);
  if (plugins.length === 0) return {};
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
