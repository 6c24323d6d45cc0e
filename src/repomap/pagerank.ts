// Personalised PageRank over the factorised tag graph (see graph-weights.ts), networkx semantics:
// damping 0.85, dangling mass and teleport both go to the personalisation. Typed arrays, no library.
import type { GraphWeights } from "./graph-weights.js";
import type { TagIndex } from "./tag-index.js";

export interface PageRankOptions {
  /** Per file, unnormalised; all zero or absent → uniform. */
  personalization?: Float64Array;
  damping?: number;
  maxIterations?: number;
  tolerance?: number;
}

export function pageRank(
  index: TagIndex,
  weights: GraphWeights,
  options: PageRankOptions = {},
): Float64Array {
  const n = index.files.length;
  const damping = options.damping ?? 0.85;
  const tolerance = (options.tolerance ?? 1e-6) * n;
  const teleport = normalised(options.personalization, n);
  let rank: Float64Array = new Float64Array(n).fill(n ? 1 / n : 0);
  for (let iteration = 0; iteration < (options.maxIterations ?? 100); iteration++) {
    const next = flow(index, weights, rank);
    let dangling = 0;
    for (let i = 0; i < n; i++) if (weights.outWeight[i] === 0) dangling += rank[i] as number;
    let change = 0;
    for (let i = 0; i < n; i++) {
      const value =
        damping * ((next[i] as number) + dangling * (teleport[i] as number)) +
        (1 - damping) * (teleport[i] as number);
      change += Math.abs(value - (rank[i] as number));
      next[i] = value;
    }
    rank = next;
    if (change < tolerance) break;
  }
  return rank;
}

/** One step of rank along every edge: each name's block sends the same amount to each definer. */
function flow(index: TagIndex, weights: GraphWeights, rank: Float64Array): Float64Array {
  const next = new Float64Array(rank.length);
  const { defStart, defFile } = index;
  for (let name = 0; name < index.names.length; name++) {
    const sent = blockFlow(index, weights, rank, name);
    if (sent === 0) continue;
    for (let k = defStart[name] as number; k < (defStart[name + 1] as number); k++) {
      const file = defFile[k] as number;
      next[file] = (next[file] as number) + sent;
    }
  }
  for (let file = 0; file < rank.length; file++) {
    const self = weights.selfWeight[file] as number;
    if (self > 0)
      next[file] =
        (next[file] as number) + ((rank[file] as number) * self) / (weights.outWeight[file] as number);
  }
  return next;
}

/** What every definer of `name` receives from all its referencers. */
export function blockFlow(index: TagIndex, weights: GraphWeights, rank: Float64Array, name: number): number {
  let sent = 0;
  for (let k = index.refStart[name] as number; k < (index.refStart[name + 1] as number); k++) {
    const file = index.refFile[k] as number;
    sent += ((rank[file] as number) * (weights.refWeight[k] as number)) / (weights.outWeight[file] as number);
  }
  return sent;
}

function normalised(values: Float64Array | undefined, n: number): Float64Array {
  let total = 0;
  for (const value of values ?? []) total += value;
  if (!values || total === 0) return new Float64Array(n).fill(n ? 1 / n : 0);
  return values.map((value) => value / total);
}
