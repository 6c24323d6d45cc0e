// The map's token budget from the model's context window (Aider's defaults). Pure arithmetic.

/** Room left for everything else when the map grows because no file is in the chat. */
const PADDING = 4096;

/** 1/8 of the context window, clamped to 1k–4k tokens. */
export function defaultMapTokens(contextWindow: number): number {
  return Math.max(1024, Math.min(4096, Math.floor(contextWindow / 8)));
}

export interface MapBudgetOptions {
  /** `--map-tokens`; absent → the default for the context window; 0 turns the map off. */
  mapTokens?: number;
  contextWindow: number;
  chatFileCount: number;
  /** `--map-multiplier-no-files`. */
  multiplierNoFiles?: number;
}

/** The ceiling to pass to `getRepoMap`: with no chat files the map may grow (it is all the model
 * has), but never past the context window minus padding. */
export function mapBudget(options: MapBudgetOptions): number {
  const base = options.mapTokens ?? defaultMapTokens(options.contextWindow);
  if (base <= 0) return 0;
  const room = Math.max(0, options.contextWindow - PADDING);
  if (options.chatFileCount > 0) return Math.min(base, room);
  return Math.min(Math.floor(base * (options.multiplierNoFiles ?? 2)), room);
}
