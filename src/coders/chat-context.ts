// Gathers what one request shows the model: chat and read-only file contents, the repo map and the
// chunk settings, as the input of buildChatChunks. Reads files inside the root; builds no text itself.
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { ChunkFile, ChunkSettings } from "../chunks/chunk-input.js";
import type { ModelSettings } from "../models/model-settings.js";
import { decodeText, isBinary } from "../edits/workspace/text-file.js";
import { mapBudget } from "../repomap/map-tokens.js";
import type { CoderOptions } from "./coder-options.js";

/** Reads text files for the prompt; a missing or binary file is left out and named in `skipped`. */
export async function readChunkFiles(
  root: string,
  paths: readonly string[],
): Promise<{ files: ChunkFile[]; skipped: string[] }> {
  const files: ChunkFile[] = [];
  const skipped: string[] = [];
  for (const rel of [...paths].sort()) {
    try {
      const bytes = await readFile(path.join(root, rel));
      if (isBinary(bytes)) skipped.push(rel);
      else files.push({ path: rel, content: decodeText(bytes).text });
    } catch {
      // A chat file that does not exist yet is a file the user wants created: show it as empty.
      files.push({ path: rel, content: "" });
    }
  }
  return { files, skipped };
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

/** The repo map text for this request, or null when the map is off or empty. */
export async function repoMapText(
  options: CoderOptions,
  chatFiles: readonly string[],
  message: string,
): Promise<string | null> {
  const settings = options.model.settings;
  const wanted = options.mapTokens !== undefined || settings.useRepoMap;
  if (!options.repoMap || !wanted) return null;
  const maxTokens = mapCeilingFor(options, chatFiles.length);
  if (maxTokens <= 0) return null;
  const mentions = mentionsIn(message);
  const result = await options.repoMap.getRepoMap({
    chatFiles,
    mentionedFiles: mentions.files,
    mentionedIdents: mentions.idents,
    maxTokens,
  });
  return result.text.trim() === "" ? null : result.text;
}
