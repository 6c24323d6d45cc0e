// Which main model the settings ask for: `--model NAME`, or a shortcut (`--sonnet`, `--4o`) from the
// flag table. The stronger source wins (command line > environment > config file); at the same level
// --model wins over a shortcut.
import { FLAGS, optionKey } from "./flags.js";
import type { Settings, Source } from "./settings.js";
import { settingOf } from "./settings-schema.js";

const rank = (source: Source | undefined): number => {
  if (source === "command line") return 3;
  if (source === "environment") return 2;
  return source?.startsWith("config") ? 1 : 0;
};

export function chosenModel(settings: Settings): string | undefined {
  const { values, sources } = settings;
  let best: { name: string; rank: number } | undefined;
  if (values.model !== undefined) best = { name: values.model, rank: rank(sources.model) };
  for (const flag of FLAGS) {
    if (!flag.model || settingOf(values, flag) !== true) continue;
    const shortcut = { name: flag.model, rank: rank(sources[optionKey(flag.name)]) };
    if (!best || shortcut.rank > best.rank) best = shortcut;
  }
  return best?.name;
}
