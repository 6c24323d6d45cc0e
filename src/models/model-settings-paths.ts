// The user model-settings files to read, lowest priority first: home, git root, cwd, then a flag's file.
// Pure path assembly; the caller passes the folders (the library reads no environment).
import { join, resolve } from "node:path";

export const MODEL_SETTINGS_FILE = ".kerf.model.settings.yml";
/** Aider's files, read before kerf's at the same level (kerf's wins there): metadata, then settings. */
export const AIDER_MODEL_FILES = [".aider.model.metadata.json", ".aider.model.settings.yml"] as const;

export interface ModelSettingsPlaces {
  home?: string | null;
  gitRoot?: string | null;
  cwd?: string | null;
  /** A file named on the command line (kerf's or Aider's format); read last, so it wins. */
  flagFile?: string | null;
  /** `--model-metadata-file` (LiteLLM JSON, as Aider's); read before the flag's settings file. */
  metadataFile?: string | null;
}

/** Each file once, in reading order; when two folders coincide, the later position is kept. */
export function modelSettingsPaths(places: ModelSettingsPlaces): string[] {
  const candidates = [places.home, places.gitRoot, places.cwd]
    .filter((dir): dir is string => typeof dir === "string" && dir !== "")
    .flatMap((dir) => [...AIDER_MODEL_FILES, MODEL_SETTINGS_FILE].map((file) => resolve(join(dir, file))));
  if (places.metadataFile) candidates.push(resolve(places.metadataFile));
  if (places.flagFile) candidates.push(resolve(places.flagFile));
  return candidates.filter((path, index) => candidates.lastIndexOf(path) === index);
}
