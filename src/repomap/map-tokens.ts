// The map's token budget from the model's context window (Aider's defaults), and the one rule for
// "--map-tokens 0 turns the map off". Pure arithmetic.
import { DEFAULTS } from "../core/defaults.js";

/** Room left for everything else when the map grows because no file is in the chat. */
const PADDING = 4096;

/** 1/8 of the context window, clamped to 1k–4k tokens. */
export function defaultMapTokens(contextWindow: number): number {
  return Math.max(1024, Math.min(4096, Math.floor(contextWindow / 8)));
}

/** Whether a `--map-tokens` value turns the map off (0, or a nonsense negative): no map is built or
 * sent. Absent means "the default for the model", never off. */
export function mapTurnedOff(mapTokens: number | undefined): boolean {
  return mapTokens !== undefined && mapTokens <= 0;
}

export interface MapBudgetOptions {
  /** `--map-tokens`; absent → the default for the context window; 0 turns the map off. */
  mapTokens?: number;
  contextWindow: number;
  chatFileCount: number;
  /** `--map-multiplier-no-files`; absent → DEFAULTS.mapMultiplierNoFiles. */
  multiplierNoFiles?: number;
}

/** The ceiling to pass to `getRepoMap`: with no chat files the map may grow (it is all the model
 * has), but never past the context window minus padding. */
export function mapBudget(options: MapBudgetOptions): number {
  if (mapTurnedOff(options.mapTokens)) return 0;
  const base = options.mapTokens ?? defaultMapTokens(options.contextWindow);
  const room = Math.max(0, options.contextWindow - PADDING);
  if (options.chatFileCount > 0) return Math.min(base, room);
  return Math.min(Math.floor(base * (options.multiplierNoFiles ?? DEFAULTS.mapMultiplierNoFiles)), room);
}
