// Resolves layer 1's base text: the user's override, else the model's `basePrompt` setting — a package
// prompt name or a path to the user's own file. Reads that one file, through the instruction reader.
import { isBasePromptName, packageBasePrompt } from "../prompts/base-prompts.js";
import { DEFAULT_MAX_INSTRUCTION_FILE_BYTES, readInstructionFile } from "./read-instruction-file.js";

export interface BasePrompt {
  text: string;
  /** Where it came from, for --show-prompts --explain: a package file, a user file or a flag. */
  source: string;
  warning?: string;
}

export interface BasePromptInput {
  /** The model settings' basePrompt value. */
  setting: string;
  /** Where that value came from ("family rule ^claude-", "model table", "user file …"). */
  settingSource?: string;
  /** Folders a base-prompt file must lie in: a project's settings file may not read outside its own folder. */
  allowedRoots?: readonly string[];
  /** The user's override text (--system-prompt-file, config base-instructions) and its origin. */
  override?: { text: string; source: string } | null;
}

export async function resolveBasePrompt(input: BasePromptInput): Promise<BasePrompt> {
  if (input.override) return { text: input.override.text, source: input.override.source };
  const from = input.settingSource ? ` (basePrompt from ${input.settingSource})` : "";
  if (isBasePromptName(input.setting)) {
    return { text: packageBasePrompt(input.setting), source: `${packageLabel(input.setting)}${from}` };
  }
  const read = await readInstructionFile(input.setting, {
    allowedRoots: input.allowedRoots ?? [],
    maxBytes: DEFAULT_MAX_INSTRUCTION_FILE_BYTES,
  });
  if (read.ok && read.text.trim() !== "")
    return { text: read.text.trimEnd(), source: `${input.setting}${from}` };
  const why = read.ok ? `${input.setting} is empty` : read.detail;
  return {
    text: packageBasePrompt("default"),
    source: `${packageLabel("default")} (fallback)`,
    warning: `base prompt ${why}; using kerf's default base prompt`,
  };
}

/** The package file as shown to the user: the same on every machine, wherever kerf is installed. */
function packageLabel(name: string): string {
  return `kerf:src/prompts/base/${name}.md`;
}
