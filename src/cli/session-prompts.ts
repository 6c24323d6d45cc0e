// The text the user adds to the prompt stack, read from the files and keys the settings name:
// instructions (AGENTS.md, --instructions), skills, a replacement base prompt and developer text,
// each with where it came from (for --show-prompts --explain). One step of setupSession.
import path from "node:path";
import { loadBaseInstructions } from "../instructions/load-base-instructions.js";
import { loadInstructions, type Instructions } from "../instructions/load-instructions.js";
import { discoverSkills, type Skill } from "../instructions/skills.js";
import { instructionPlaces } from "./instruction-options.js";
import type { Settings } from "./settings.js";
import type { SettingKey } from "./settings-schema.js";

export interface UserText {
  text: string;
  source: string;
}

/** What the user adds to the prompt stack, each with where it came from. */
export interface SessionPrompts {
  /** Instruction files: AGENTS.md and `--instructions`. */
  instructions: Instructions;
  skills: readonly Skill[];
  /** `--system-prompt-file` / `--base-instructions`. */
  base: UserText | null;
  /** `--developer-instructions-file` / `--developer-instructions`. */
  developer: UserText | null;
}

/** Reads the files the settings name: instructions, skills, a replacement base prompt, developer text. */
export async function gatherPrompts(
  settings: Settings,
  places: { env: Record<string, string | undefined>; home: string; cwd: string; gitRoot: string | null },
): Promise<SessionPrompts> {
  const { home, cwd, gitRoot } = places;
  const where = instructionPlaces(settings, places);
  const instructions = await loadInstructions(where.options);
  const found = settings.values.skills
    ? await discoverSkills({ root: gitRoot ?? cwd, globalDirs: where.configDirs, home })
    : { skills: [], warnings: [] };
  instructions.warnings.push(...found.warnings);
  return {
    instructions,
    skills: found.skills,
    base: await userText(settings, cwd, "systemPromptFile", "baseInstructions"),
    developer: await userText(settings, cwd, "developerInstructionsFile", "developerInstructions"),
  };
}

/** Text the user gave as a file flag or as a text key; the file wins. A named file must be readable. */
async function userText(
  settings: Settings,
  cwd: string,
  fileKey: "systemPromptFile" | "developerInstructionsFile",
  textKey: "baseInstructions" | "developerInstructions",
): Promise<UserText | null> {
  const file = settings.values[fileKey];
  const flag = (key: SettingKey) => `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  const origin = (key: SettingKey) =>
    settings.sources[key] === "command line" ? flag(key) : settings.sources[key];
  if (file)
    return {
      text: await loadBaseInstructions(path.resolve(cwd, file)),
      source: `${file} (${origin(fileKey)})`,
    };
  const text = settings.values[textKey];
  return text ? { text, source: `${origin(textKey) ?? flag(textKey)}` } : null;
}
