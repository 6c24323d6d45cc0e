// Gathers what one request shows the model: chat and read-only file contents, the repo map and the
// chunk settings, as the input of buildChatChunks. Reads files inside the root; builds no text itself.
import path from "node:path";
import type { ChunkFile, ChunkSettings } from "../chunks/chunk-input.js";
import type { ModelSettings } from "../models/model-settings.js";
import { decodeText, looksBinary } from "../edits/workspace/text-file.js";
import { mapBudget, mapTurnedOff } from "../repomap/map-tokens.js";
import { READ_LIMITS, readSafe, SafeReadError } from "../trust/index.js";
import type { Workspace } from "../edits/workspace/workspace.js";
import type { CoderOptions } from "./coder-options.js";

/** Reads text files for the prompt through the safe reader (regular files only, size-limited, really
 *  inside the root or `readRoots`), or through `workspace` (an editor's buffers) for the paths its
 *  `check` accepts; a binary or refused file is left out and named in `skipped`. */
export async function readChunkFiles(
  root: string,
  paths: readonly string[],
  readRoots: readonly string[] = [],
  encoding?: string,
  workspace?: Workspace,
): Promise<{ files: ChunkFile[]; skipped: { path: string; reason: string }[] }> {
  const files: ChunkFile[] = [];
  const skipped: { path: string; reason: string }[] = [];
  const fromDisk = (rel: string) =>
    readSafe(path.join(root, rel), { limit: READ_LIMITS.chatFile, roots: [root, ...readRoots], label: rel });
  for (const rel of [...paths].sort()) {
    try {
      const bytes = workspace ? await readThrough(workspace, rel, fromDisk) : await fromDisk(rel);
      if (bytes === undefined) {
        files.push({ path: rel, content: "" });
        continue;
      }
      if (looksBinary(bytes, encoding))
        skipped.push({ path: rel, reason: `${rel} is binary; it is not shown to the model` });
      else files.push({ path: rel, content: decodeText(bytes, encoding).text });
    } catch (error) {
      // A chat file that does not exist yet is a file the user wants created: show it as empty.
      if (error instanceof SafeReadError && error.code === "missing") files.push({ path: rel, content: "" });
      else
        skipped.push({
          path: rel,
          reason: `${error instanceof Error ? error.message : String(error)}; it is not shown to the model`,
        });
    }
  }
  return { files, skipped };
}

/** A chat file through the workspace (undefined: it does not exist yet); a path the workspace's `check`
 *  refuses (a read-only file in a `readRoots` folder) is read from disk by the safe reader, as before. */
async function readThrough(
  workspace: Workspace,
  rel: string,
  fromDisk: (rel: string) => Promise<Uint8Array>,
): Promise<Uint8Array | undefined> {
  const checked = await workspace.check(rel);
  if (!checked.ok) return fromDisk(rel);
  const data = await workspace.read(checked.rel);
  if (data?.oversize !== undefined)
    throw new Error(`${rel} is ${data.oversize} bytes, over the ${workspace.maxFileBytes}-byte limit`);
  return data?.bytes;
}

export function chunkSettings(settings: ModelSettings, cachePrompts: boolean): ChunkSettings {
  return {
    useSystemPrompt: settings.useSystemPrompt,
    examplesAsSystemMessage: settings.examplesAsSystemMessage,
    reminder: settings.reminder,
    systemPromptPrefix: settings.systemPromptPrefix,
    lazy: settings.lazy,
    overeager: settings.overeager,
    cacheControl: settings.cacheControl && cachePrompts,
    minCacheTokens: settings.minCacheTokens,
    maxInputTokens: settings.contextWindow,
    shellCommands: true,
    developerRole: settings.developerRole,
    cacheBySystem: settings.cacheControl,
  };
}

/** Identifiers and file-like words in the user's message, to personalise the map's ranking. */
export function mentionsIn(text: string): { idents: string[]; files: string[] } {
  const words = text.match(/[A-Za-z_][\w./-]*/g) ?? [];
  const files = words.filter((word) => /[./]/.test(word) && /\.\w+$/.test(word));
  const idents = words.map((word) => word.replace(/[./-].*$/, "")).filter((word) => word.length >= 3);
  return { idents: [...new Set(idents)], files: [...new Set(files)] };
}

/** The map's token ceiling for this coder's options and number of chat files (0: no map). */
export function mapCeilingFor(options: CoderOptions, chatFileCount: number): number {
  return mapBudget({
    mapTokens: options.mapTokens,
    contextWindow: options.model.settings.contextWindow ?? 128_000,
    chatFileCount,
    multiplierNoFiles: options.mapMultiplierNoFiles,
  });
}

/** Whether requests carry a map at all: an explicit --map-tokens that does not turn it off, or a model
 * that uses one. */
export function mapWanted(options: CoderOptions): boolean {
  if (mapTurnedOff(options.mapTokens)) return false;
  return options.mapTokens !== undefined || options.model.settings.useRepoMap;
}

/** The ceiling of the map a request carries, 0 when it carries none (no map, turned off, or a model
 *  that uses none): the one decision requests and what the CLI says about the map share. */
export function sentMapCeiling(options: CoderOptions, chatFileCount: number): number {
  if (!options.repoMap || !mapWanted(options)) return 0;
  return mapCeilingFor(options, chatFileCount);
}
