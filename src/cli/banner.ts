// The short block printed at start: models, where the edit format came from, git, repo map, AGENTS.md.
import { formatTokens } from "../models/format-tokens.js";
import { mapBudget } from "../repomap/map-tokens.js";
import type { Session } from "./setup.js";
import type { Terminal } from "./terminal.js";

export function printBanner(session: Session, term: Terminal): void {
  const { color } = term;
  const line = (label: string, value: string) => term.out(`${color.dim(label.padEnd(12))}${value}`);
  line("model", `${session.model.name} · edit format ${session.editFormat} (${session.editFormatSource})`);
  if (session.weakModel.name !== session.model.name) line("weak model", session.weakModel.name);
  if (session.editFormat === "architect") line("editor", `${session.editorModel.name}`);
  line(
    "git",
    session.git
      ? `${session.git.root}`
      : "none — commits and undo are off (not a git repository, or --no-git)",
  );
  line(
    "repo map",
    session.repoMap
      ? `up to ${formatTokens(mapCeiling(session))} tokens, ${session.settings.values.mapRefresh ?? "auto"} refresh`
      : "off",
  );
  for (const file of session.instructions.loaded) {
    const cut = file.cut ? color.yellow(" (cut to fit the budget)") : "";
    line("AGENTS.md", `${file.label} · ${formatTokens(file.bytes)} bytes${cut}`);
  }
  for (const warning of session.instructions.warnings) term.err(color.yellow(`warning: ${warning}`));
  if (session.plugins.length > 0) line("plugins", session.plugins.join(", "));
}

/** The map's token ceiling for the session's current files. */
export function mapCeiling(session: Session): number {
  const v = session.settings.values;
  return mapBudget({
    mapTokens: typeof v.mapTokens === "number" ? v.mapTokens : undefined,
    contextWindow: session.model.settings.contextWindow ?? 128_000,
    chatFileCount: session.coder.files.size,
    multiplierNoFiles: typeof v.mapMultiplierNoFiles === "number" ? v.mapMultiplierNoFiles : 2,
  });
}
