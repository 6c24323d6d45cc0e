// Fits a two-tier map under a hard token ceiling: the path tier gets at most half of it and at most its
// best PATH_CAP files' room, the definitions tier the rest. Both are sized by estimates; one exact count
// confirms the whole map, and the tiers shrink while it overshoots. Pure.
import { largestFitting } from "./fit-budget.js";
import { pathsWithin } from "./render-paths.js";

/** The definitions tier's least share of the ceiling when the path tier cannot name every file. */
const DEF_SHARE = 0.5;
/** The path tier's room is at most what its best this many files take: past them a name is a weak
 * guess, and a 4k map's definitions of more files show more of what a change touches. */
const PATH_CAP = 120;

export interface TierFitOptions {
  /** Definition items, best first: how many exist, and the tier's text for a prefix of them. */
  defCount: number;
  renderDefs: (count: number) => string;
  /** Paths for the path tier, best first, after leaving out those the shown definitions name. */
  pathsAfter: (defCount: number) => readonly string[];
  renderPaths: (paths: readonly string[]) => string;
  maxTokens: number;
  countTokens: (text: string) => number;
  estimateTokens: (text: string) => number;
  /** Memoised counts of path tier pieces (render-paths.ts pieceCounter), for its one-pass estimate. */
  countPiece: (piece: string) => number;
}

export interface TierFit {
  defCount: number;
  paths: string[];
  text: string;
  tokens: number;
  exactCounts: number;
}

export function fitTiers(options: TierFitOptions): TierFit {
  const { maxTokens } = options;
  // The blank line between the tiers costs a token.
  const bestPaths = options.pathsAfter(0).slice(0, PATH_CAP);
  const pathTokens = pathsWithin(bestPaths, Infinity, options.countPiece).tokens + 1;
  let defLimit = Math.floor(
    pathTokens <= maxTokens * (1 - DEF_SHARE) ? maxTokens - pathTokens : maxTokens * DEF_SHARE,
  );
  let scale = 1;
  let gaveBack = false;
  /** A definitions count that fits the current limit: only the give-back (a larger limit) sets it. */
  let known = 0;
  for (let exactCounts = 1; ; exactCounts++) {
    const defCount = largestFitting({
      low: known,
      high: Math.min(options.defCount, Math.max(0, defLimit)),
      limit: defLimit,
      render: options.renderDefs,
      estimate: options.estimateTokens,
    });
    const defs = defCount === 0 ? "" : options.renderDefs(defCount);
    const defTokens = options.estimateTokens(defs);
    const candidates = options.pathsAfter(defCount);
    const room = Math.floor((maxTokens - defTokens) * scale) - 1;
    const fitting = pathsWithin(candidates, room, options.countPiece);
    if (fitting.count === candidates.length && !gaveBack && defCount < options.defCount) {
      // Every remaining file fits by name: the definitions may have all the space the paths leave.
      gaveBack = true;
      known = defCount;
      defLimit = Math.floor(maxTokens - fitting.tokens - 1);
      exactCounts--;
      continue;
    }
    const shown = candidates.slice(0, fitting.count);
    const text = join(defs, options.renderPaths(shown));
    const tokens = options.countTokens(text);
    if (tokens <= maxTokens) return { defCount, paths: shown, text, tokens, exactCounts };
    // The estimates ran low by about tokens/maxTokens: shrink both tiers by as much and retry.
    known = 0;
    scale = (scale * maxTokens) / tokens;
    defLimit = Math.floor((defLimit * maxTokens) / tokens);
  }
}

function join(defs: string, paths: string): string {
  if (defs === "") return paths;
  if (paths === "") return defs;
  return `${defs}\n${paths}`;
}
