// The inputs of the static layers a coder adds to buildChatChunks (base prompt, developer text,
// environment facts) and the source of every layer, for promptLayers(). Reads only the base-prompt file.
import path from "node:path";
import type { ChunkName } from "../chunks/chat-chunks.js";
import type { BuildChatChunksInput } from "../chunks/chunk-input.js";
import type { LayerTransform } from "../chunks/transform-layers.js";
import { resolveBasePrompt, type BasePrompt } from "../instructions/base-prompt.js";
import { INSTRUCTIONS_REPLY } from "../instructions/load-instructions.js";
import { renderSkillList } from "../instructions/skills.js";
import { isInside, realOrResolved } from "../trust/index.js";
import type { CoderOptions } from "./coder-options.js";

export type StackInputs = Pick<
  BuildChatChunksInput,
  "baseInstructions" | "developerInstructions" | "environment"
>;

export async function loadBasePrompt(options: CoderOptions): Promise<BasePrompt> {
  const { settings, sources } = options.model;
  const file = sources.basePrompt.startsWith("user file ")
    ? sources.basePrompt.slice("user file ".length)
    : null;
  return resolveBasePrompt({
    setting: settings.basePrompt,
    settingSource: sources.basePrompt,
    allowedRoots: file ? basePromptRoots(file, options.root) : [],
    override:
      options.baseInstructions != null
        ? {
            text: options.baseInstructions,
            source: options.baseInstructionsSource ?? "base instructions override",
          }
        : null,
  });
}

/**
 * A settings file inside the project came with the repository: the base prompt it names must lie in that
 * file's folder. The user's own files (the home folder's, a flag's file elsewhere) may name any file the
 * user can read (no roots).
 */
function basePromptRoots(file: string, root: string): string[] {
  return isInside(realOrResolved(root), realOrResolved(file)) ? [path.dirname(file)] : [];
}

export function stackInputs(options: CoderOptions, editFormat: string, base: BasePrompt): StackInputs {
  return {
    baseInstructions: base.text,
    developerInstructions: options.developerInstructions ?? null,
    environment: {
      model: options.model.expanded,
      editFormat,
      approval: options.yesAlways ? "yes-always" : "ask",
    },
  };
}

/**
 * The static layers' inputs of this coder's next request. An architect's editor (`asEditor`) loads no
 * base prompt: its editor prompts stand alone (see buildEditorChunks), and a problem with the user's
 * base-prompt file was already reported by the architect. Its developer instructions stay.
 */
export async function requestStack(
  options: CoderOptions,
  editFormat: string,
  loadBase: () => Promise<BasePrompt>,
): Promise<StackInputs> {
  if (!options.asEditor) return stackInputs(options, editFormat, await loadBase());
  return {
    baseInstructions: null,
    developerInstructions: options.developerInstructions ?? null,
    environment: null,
  };
}

/** Where each layer's text comes from, worded for the --explain table. */
export function layerSources(
  options: CoderOptions,
  base: BasePrompt,
  files: {
    chat: readonly string[];
    readOnly: readonly string[];
    /** Files this request notes as changed for the first time. */
    changed?: readonly string[];
    /** Files any change note since the pins covers (in the history or after it). */
    noted?: readonly string[];
  },
  promptClass: string,
): Record<ChunkName, string> {
  const loaded = options.instructions?.loaded.filter((file) => file.bytes > 0) ?? [];
  const list = (paths: readonly string[]) => (paths.length > 0 ? paths.join(", ") : "-");
  return {
    system: `${base.source} + ${promptClass} (mode text, format rules)`,
    developer: options.developerInstructionsSource ?? "developer instructions",
    examples: `${promptClass} example tasks`,
    userInstructions: loaded.length > 0 ? loaded.map((file) => file.label).join(", ") : "-",
    environment: "platform facts, model, edit format, approval mode",
    readonlyFiles: list(files.readOnly),
    repo: "repo map",
    chatFiles: files.noted?.length
      ? `${list(files.chat)} (the copies sent whole earlier; change notes bring ${files.noted.join(", ")} up to date)`
      : list(files.chat),
    done: "chat history",
    chatChanges: files.changed?.length
      ? `diffs of ${files.changed.join(", ")} since the conversation last showed them`
      : "-",
    cur: "your message",
    reminder: `${promptClass} reminder`,
  };
}

/** Layer 4: the instruction sources' message with the skills list (metadata only) after it. */
export function userInstructions(options: CoderOptions): { text: string; reply: string } | null {
  const list = renderSkillList(options.skills ?? []);
  const text = [options.instructions?.text ?? null, list].filter((part) => part !== null).join("\n\n");
  return text === "" ? null : { text, reply: options.instructions?.reply ?? INSTRUCTIONS_REPLY };
}

/** The coder's layer transforms as a list (the option takes one or several). */
export function layerTransforms(options: CoderOptions): readonly LayerTransform[] {
  const given = options.transformLayers;
  if (!given) return [];
  return typeof given === "function" ? [given] : given;
}
