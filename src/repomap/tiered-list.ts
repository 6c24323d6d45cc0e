// The two tiers of a map that cannot show every definition: the best definitions of the few most
// relevant files, then the next files by path alone. Relevance of a file = its PageRank (personalised by
// the chat, the mentions and the request) plus its lexical match to the request, each scaled to its best.
import { languageForPath } from "./languages.js";
import type { TagIndex } from "./tag-index.js";

/** How many definitions of one file come before the next file's, best first, at a 1,024-token map;
 * a larger map shows its files deeper as well as more files (tiersOf). */
const DEFS_PER_FILE = 6;
const DEPTH_BUDGET = 1024;
/** Past DEPTH_BUDGET the depth grows as the ceiling to this power: the rest of the room goes to more
 * files. Measured 0.5, 0.75 and 1 (docs/repo-map.md): 0.75 was best on the held-out split. */
const DEPTH_GROWTH = 0.75;
/** The lexical score's share beside the PageRank, both scaled to 1 at their best shown file. */
const LEXICAL_SHARE = 1;
/** The share of changing together with a chat file in git history, scaled to 1 at its best. */
const CO_CHANGE_SHARE = 1;

export interface TierInput {
  index: TagIndex;
  rank: Float64Array;
  slotScore: Float64Array;
  slotName: Int32Array;
  shown: Uint8Array;
  lexical?: Float64Array;
  coChanged?: Float64Array;
  /** Files shown first in the path tier (README, manifests): they say what the project is. */
  leading: readonly number[];
  /** The map's ceiling in tokens: sets how many definitions of each file come first. */
  maxTokens?: number;
}

export interface Tiers {
  /** Definition slots, file by file, files by relevance. */
  defSlots: number[];
  /** Shown source file ids by relevance, leading files first. */
  files: number[];
}

export function tiersOf(input: TierInput): Tiers {
  const files = filesByRelevance(input);
  const slotsOf = slotsByFile(input, files);
  // Each file's best few first, file by file; the rest of their definitions after, for larger budgets.
  const defSlots: number[] = [];
  const depth = depthFor(input.maxTokens);
  for (const file of files) defSlots.push(...(slotsOf.get(file) ?? []).slice(0, depth));
  for (const file of files) defSlots.push(...(slotsOf.get(file) ?? []).slice(depth));
  // Only source files (and the leading ones) earn a place by name: not images, data or dotfiles.
  const leading = new Set(input.leading);
  const named = files.filter(
    (file) => !leading.has(file) && languageForPath(input.index.files[file] as string),
  );
  return { defSlots, files: [...input.leading, ...named] };
}

/** Definitions of each file before the next file's: DEFS_PER_FILE up to 1,024 tokens, then growing as
 * the ceiling^DEPTH_GROWTH, so a larger map spends its room on deeper files as well as more of them
 * (at 4,096 tokens seventeen each: the changed lines of a shown file use more than its best six). */
export function depthFor(maxTokens: number | undefined): number {
  if (maxTokens === undefined || maxTokens <= DEPTH_BUDGET) return DEFS_PER_FILE;
  return Math.round(DEFS_PER_FILE * (maxTokens / DEPTH_BUDGET) ** DEPTH_GROWTH);
}

function filesByRelevance({ index, rank, shown, lexical, coChanged }: TierInput): number[] {
  const ids: number[] = [];
  for (let file = 0; file < index.files.length; file++) if (shown[file]) ids.push(file);
  const rankPart = scaled(rank, ids, 1);
  const lexicalPart = scaled(lexical, ids, LEXICAL_SHARE);
  const coChangePart = scaled(coChanged, ids, CO_CHANGE_SHARE);
  const score = new Float64Array(index.files.length);
  for (const file of ids) score[file] = rankPart(file) + lexicalPart(file) + coChangePart(file);
  return ids.sort((a, b) => (score[b] as number) - (score[a] as number) || a - b);
}

/** A signal scaled to `share` at its best among `ids` (0 everywhere when it is absent or all 0). */
function scaled(values: Float64Array | undefined, ids: readonly number[], share: number) {
  let best = 0;
  for (const id of ids) best = Math.max(best, values?.[id] ?? 0);
  return (id: number): number => (best > 0 ? ((values?.[id] ?? 0) / best) * share : 0);
}

/** Each file's definition slots, best first; only the files the first tier can reach. */
function slotsByFile(
  { index, slotScore, slotName }: TierInput,
  files: readonly number[],
): Map<number, number[]> {
  const wanted = new Set(files.slice(0, 200));
  const byFile = new Map<number, number[]>();
  for (let slot = 0; slot < index.defFile.length; slot++) {
    const file = index.defFile[slot] as number;
    if (!wanted.has(file)) continue;
    let slots = byFile.get(file);
    if (!slots) byFile.set(file, (slots = []));
    slots.push(slot);
  }
  for (const slots of byFile.values()) {
    slots.sort(
      (a, b) =>
        (slotScore[b] as number) - (slotScore[a] as number) ||
        (slotName[a] as number) - (slotName[b] as number),
    );
  }
  return byFile;
}
