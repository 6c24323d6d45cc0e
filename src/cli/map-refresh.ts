// When the repo map is rebuilt: the user's --map-refresh, else the flag's default — but "files" with
// --cache-prompts (Aider's rule), because a map that follows each message's words moves every later
// cached byte. Both defaults are declared in DEFAULTS.
import { DEFAULTS } from "../core/defaults.js";
import type { RefreshMode } from "../repomap/repo-map.js";
import type { Settings } from "./settings.js";

export function mapRefreshMode(settings: Settings): RefreshMode {
  const source = settings.sources.mapRefresh;
  if (source !== undefined && source !== "default") return settings.values.mapRefresh;
  return settings.values.cachePrompts ? DEFAULTS.mapRefreshWithCachePrompts : settings.values.mapRefresh;
}
