// Loads `--plugin FILE` modules: each default export is called with kerf's public API, so it can
// subclass a coder and register it, and may return hooks ({ transformLayers }) that the coder runs.
// CommonJS and ESM both load through require (Node ≥ 20.19).
import path from "node:path";
import type { LayerTransform } from "../chunks/transform-layers.js";
import { UsageError } from "./exit-codes.js";

export type PluginFunction = (api: Record<string, unknown>) => unknown;

export interface LoadedPlugins {
  /** The plugin files, as given. */
  loaded: string[];
  /** Every plugin's layer transform, in load order. */
  layerTransforms: LayerTransform[];
}

export async function loadPlugins(files: readonly string[], cwd: string): Promise<LoadedPlugins> {
  const result: LoadedPlugins = { loaded: [], layerTransforms: [] };
  if (files.length === 0) return result;
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
    const hooks = (await runPlugin(plugin, api, file)) as { transformLayers?: unknown } | null | undefined;
    const transform = hooks?.transformLayers;
    if (transform !== undefined && typeof transform !== "function")
      throw new UsageError(`plugin ${file}: transformLayers must be a function`);
    if (transform) result.layerTransforms.push(transform as LayerTransform);
    result.loaded.push(file);
  }
  return result;
}

/** Calls a plugin; what it throws (registerCoder refusing a class, say) is a usage error naming the file. */
async function runPlugin(
  plugin: PluginFunction,
  api: Record<string, unknown>,
  file: string,
): Promise<unknown> {
  try {
    return await plugin(api);
  } catch (error) {
    throw new UsageError(`plugin ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function pluginFunction(exported: unknown): PluginFunction | undefined {
  if (typeof exported === "function") return exported as PluginFunction;
  const inner = (exported as { default?: unknown } | null)?.default;
  return typeof inner === "function" ? (inner as PluginFunction) : undefined;
}
