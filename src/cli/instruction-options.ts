// Where the CLI looks for instructions and skills: the global config folder ($KERF_CONFIG_DIR, else
// $XDG_CONFIG_HOME/kerf, else ~/.config/kerf), ~/.claude, the URL cache folder, the config keys.
// Reads the environment (the library never does) and hands plain paths to loadInstructions.
import path from "node:path";
import type { PreambleParts } from "../coders/turn-context.js";
import type { LoadInstructionsOptions } from "../instructions/load-instructions.js";
import type { Settings } from "./settings.js";

export interface InstructionPlaces {
  /** The global config folders in lookup order; the first is where kerf's own global files live. */
  configDirs: string[];
  options: LoadInstructionsOptions;
}

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

export function instructionPlaces(
  settings: Settings,
  context: { env: Record<string, string | undefined>; home: string; cwd: string; gitRoot: string | null },
): InstructionPlaces {
  const { env, home, cwd } = context;
  const v = settings.values;
  const xdgConfig = text(env.XDG_CONFIG_HOME) ?? path.join(home, ".config");
  const configDirs = [text(env.KERF_CONFIG_DIR), path.join(xdgConfig, "kerf")].filter(
    (dir): dir is string => dir !== undefined,
  );
  const globalFiles = configDirs.map((dir) => path.join(dir, "AGENTS.md"));
  if (v.claudeMd) globalFiles.push(path.join(home, ".claude", "CLAUDE.md"));
  const expand = (entry: string) => {
    if (/^https?:\/\//i.test(entry)) return entry;
    if (entry === "~" || entry.startsWith("~/")) return path.join(home, entry.slice(1));
    return path.resolve(cwd, entry);
  };
  const entries = v.instructions.map(expand);
  const cacheRoot = text(env.XDG_CACHE_HOME) ?? path.join(home, ".cache");
  return {
    configDirs,
    options: {
      gitRoot: context.gitRoot,
      cwd,
      globalFiles,
      entries,
      userInstructions: v.userInstructions ?? null,
      budgetBytes: v.instructionsMaxBytes,
      home,
      url: { cacheDir: path.join(cacheRoot, "kerf", "instructions") },
    },
  };
}

/** `--turn-preamble time,git` → only those parts (the flag's default names all); `none` (or an empty
 *  list) → nothing. */
export function preambleParts(value: readonly string[]): PreambleParts | false {
  const wanted = new Set(value);
  if (wanted.size === 0 || wanted.has("none")) return false;
  return {
    time: wanted.has("time"),
    git: wanted.has("git"),
    skills: wanted.has("skills"),
    reply: wanted.has("reply"),
    fileInstructions: wanted.has("files"),
  };
}
