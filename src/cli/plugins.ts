// Loads `--plugin FILE` modules: each default export is called with kerf's public API, so it can
// subclass a coder and register it. CommonJS and ESM both load through require (Node ≥ 20.19).
import path from "node:path";
import { UsageError } from "./exit-codes.js";

export type PluginFunction = (api: Record<string, unknown>) => unknown;

export async function loadPlugins(files: readonly string[], cwd: string): Promise<string[]> {
  const loaded: string[] = [];
  if (files.length === 0) return loaded;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const api = require("../index.js") as Record<string, unknown>;
  for (const file of files) {
    const full = path.resolve(cwd, file);
    let exported: unknown;
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      exported = require(full);
    } catch (error) {
      throw new UsageError(
        `cannot load plugin ${file}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const plugin = pluginFunction(exported);
    if (!plugin) throw new UsageError(`plugin ${file} must export a function as its default export`);
    await plugin(api);
    loaded.push(file);
  }
  return loaded;
}

function pluginFunction(exported: unknown): PluginFunction | undefined {
  if (typeof exported === "function") return exported as PluginFunction;
  const inner = (exported as { default?: unknown } | null)?.default;
  return typeof inner === "function" ? (inner as PluginFunction) : undefined;
}
