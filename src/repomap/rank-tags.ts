// Ranks (file, name) definitions for one request: personalisation, PageRank, then each file's rank
// spread over its out-edges (Aider's model). Pure; ties broken by path then name, so it is stable.
// Scores live in typed arrays; entry objects are made only for the top of the list a map can show.
import { weighGraph, type GraphWeights } from "./graph-weights.js";
import { blockFlow, pageRank } from "./pagerank.js";
import { lexicalScores } from "./lexical-relevance.js";
import { personalise, type Personalisation } from "./personalise.js";
import { addRelevance } from "./relevance.js";
import type { TagIndex } from "./tag-index.js";
import { tiersOf } from "./tiered-list.js";

export interface RankRequest {
  chatFiles: readonly string[];
  /** Files the map may show; defaults to every indexed file that is not a chat file. */
  otherFiles?: readonly string[];
  mentionedFiles: readonly string[];
  mentionedIdents: readonly string[];
  /** The user's words: their lexical match to each file personalises the ranking. */
  requestText?: string;
  /** Per path: how strongly it changed with the chat files in git history (co-change.ts). */
  coChanged?: ReadonlyMap<string, number>;
  /** Files named ahead of every definition when they have none of their own (README, manifests). */
  isLeading?: (path: string) => boolean;
}

/** Why an entry ranks where it does: enough to debug a surprising map. */
export interface EntryWhy {
  /** The PageRank of the entry's file. */
  fileRank: number;
  /** Why the file was personalised, if it was: "chat file", "mentioned file", "path matches X". */
  personalisation: string[];
  /** The name's multiplier (mentioned ×10, long compound ×10, _private ×0.1, > 5 definers ×0.1). */
  nameWeight?: number;
  definers?: number;
  referencers?: number;
}

export interface RankedEntry {
  path: string;
  /** Absent for a file listed by name only (no ranked definitions, or a leading file). */
  name?: string;
  score: number;
  why: EntryWhy;
}

/** What rendering needs of an entry. */
export interface MapItem {
  path: string;
  name?: string;
}

export interface RankedList {
  /** Entries in the whole ranking. */
  total: number;
  /** The best `count` entries, path and name only: cheap enough for every budget probe. */
  items(count: number): MapItem[];
  /** The best `count` entries with scores and reasons (count ≤ the `limit` given to rankTags). */
  take(count: number): RankedEntry[];
  /** The two tiers of a map too small for every definition within `maxTokens` (tiered-list.ts). */
  tiers(maxTokens?: number): TieredRanking;
}

export interface TieredRanking {
  /** Definitions tier: the best definitions of the most relevant files. */
  defItems: MapItem[];
  defEntries(count: number): RankedEntry[];
  /** Path tier candidates: shown files by relevance. */
  files: string[];
  fileEntry(path: string): RankedEntry;
}

interface Scored {
  index: TagIndex;
  weights: GraphWeights;
  rank: Float64Array;
  personal: Personalisation;
  /** Per definition slot (aligned with defFile): its score, its name id. */
  slotScore: Float64Array;
  slotName: Int32Array;
}

/** `limit`: how many entries the caller may take (the rest are counted, never built). */
export function rankTags(index: TagIndex, request: RankRequest, limit: number): RankedList {
  const lexical = request.requestText ? lexicalScores(index, request.requestText) : undefined;
  const coChanged = perFile(index, request.coChanged);
  const signals = { ...(lexical ? { lexical } : {}), ...(coChanged ? { coChanged } : {}) };
  const personal = addRelevance(index.files, personalise(index.files, request), {
    chatFiles: request.chatFiles,
    ...signals,
  });
  const weights = weighGraph(index, {
    chat: personal.chat,
    mentionedIdents: new Set(request.mentionedIdents),
  });
  const rank = pageRank(index, weights, personal.vector ? { personalization: personal.vector } : {});
  const scored = { index, weights, rank, personal, ...slotScores(index, weights, rank) };
  const shown = shownFiles(index, personal.chat, request.otherFiles);
  const slots = topSlots(scored, shown, limit);
  const { leading, tail } = fileOnly(scored, shown, request.isLeading);
  const total = leading.length + slots.total + tail.length;
  /** Entry i is a leading file, a definition slot or a tail file, in that order. */
  const build = <T>(count: number, onFile: (file: number) => T, onSlot: (slot: number) => T): T[] => {
    const out: T[] = [];
    for (let i = 0; i < Math.min(count, total); i++) {
      if (i < leading.length) out.push(onFile(leading[i] as number));
      else if (i < leading.length + slots.total) out.push(onSlot(slots.order[i - leading.length] as number));
      else out.push(onFile(tail[i - leading.length - slots.total] as number));
    }
    return out;
  };
  const item = (slot: number): MapItem => ({
    path: index.files[index.defFile[slot] as number] as string,
    name: index.names[scored.slotName[slot] as number] as string,
  });
  return {
    total,
    items: (count) => build<MapItem>(count, (file) => ({ path: index.files[file] as string }), item),
    take: (count) =>
      build<RankedEntry>(
        count,
        (file) => fileEntry(scored, file),
        (slot) => slotEntry(scored, slot),
      ),
    tiers: (maxTokens) => tieredRanking(scored, shown, leading, { ...signals, maxTokens }),
  };
}

function tieredRanking(
  scored: Scored,
  shown: Uint8Array,
  leading: readonly number[],
  signals: { lexical?: Float64Array; coChanged?: Float64Array; maxTokens?: number | undefined },
): TieredRanking {
  const { index } = scored;
  const tiers = tiersOf({ ...scored, shown, leading, ...signals });
  const fileId = new Map(tiers.files.map((file) => [index.files[file] as string, file]));
  return {
    defItems: tiers.defSlots.map((slot) => ({
      path: index.files[index.defFile[slot] as number] as string,
      name: index.names[scored.slotName[slot] as number] as string,
    })),
    defEntries: (count) => tiers.defSlots.slice(0, count).map((slot) => slotEntry(scored, slot)),
    files: tiers.files.map((file) => index.files[file] as string),
    fileEntry: (path) => fileEntry(scored, fileId.get(path) as number),
  };
}

function perFile(index: TagIndex, scores: ReadonlyMap<string, number> | undefined) {
  if (!scores || scores.size === 0) return undefined;
  return Float64Array.from(index.files, (file) => scores.get(file) ?? 0);
}

/** Each (definer, name) gets what flows along its in-edges of that name. */
function slotScores(index: TagIndex, weights: GraphWeights, rank: Float64Array) {
  const slotScore = new Float64Array(index.defFile.length);
  const slotName = new Int32Array(index.defFile.length);
  for (let name = 0; name < index.names.length; name++) {
    const unreferenced = index.unreferenced[name] === 1;
    const flowed = unreferenced ? 0 : blockFlow(index, weights, rank, name);
    for (let k = index.defStart[name] as number; k < (index.defStart[name + 1] as number); k++) {
      const file = index.defFile[k] as number;
      const self = unreferenced ? ((rank[file] as number) * 0.1) / (weights.outWeight[file] as number) : 0;
      slotScore[k] = flowed + self;
      slotName[k] = name;
    }
  }
  return { slotScore, slotName };
}

function shownFiles(
  index: TagIndex,
  chat: Uint8Array,
  otherFiles: readonly string[] | undefined,
): Uint8Array {
  const shown = new Uint8Array(index.files.length);
  const wanted = otherFiles ? new Set(otherFiles) : undefined;
  index.files.forEach((file, i) => (shown[i] = !chat[i] && (!wanted || wanted.has(file)) ? 1 : 0));
  return shown;
}

/** Only the best `limit` slots are sorted: a threshold from a fast numeric sort picks them first. */
function topSlots(scored: Scored, shown: Uint8Array, limit: number): { total: number; order: number[] } {
  const { index, slotScore, slotName } = scored;
  const candidates: number[] = [];
  for (let k = 0; k < index.defFile.length; k++) if (shown[index.defFile[k] as number]) candidates.push(k);
  let picked = candidates;
  if (limit < candidates.length) {
    const scores = Float64Array.from(candidates, (k) => slotScore[k] as number).sort();
    const threshold = scores[scores.length - Math.max(1, limit)] as number;
    picked = candidates.filter((k) => (slotScore[k] as number) >= threshold);
  }
  // File ids and name ids follow sorted paths and names, so comparing ids orders by path, then name.
  picked.sort(
    (a, b) =>
      (slotScore[b] as number) - (slotScore[a] as number) ||
      (index.defFile[a] as number) - (index.defFile[b] as number) ||
      (slotName[a] as number) - (slotName[b] as number),
  );
  return { total: candidates.length, order: picked };
}

/** Aider's tail: every shown file without definitions, by rank, named only; leading files first. */
function fileOnly(scored: Scored, shown: Uint8Array, isLeading?: (path: string) => boolean) {
  const { index, rank } = scored;
  const hasDefs = new Uint8Array(index.files.length);
  for (const file of index.defFile) hasDefs[file] = 1;
  const leading: number[] = [];
  const tail: number[] = [];
  for (let file = 0; file < index.files.length; file++) {
    if (!shown[file] || hasDefs[file]) continue;
    (isLeading?.(index.files[file] as string) ? leading : tail).push(file);
  }
  tail.sort((a, b) => (rank[b] as number) - (rank[a] as number) || a - b);
  return { leading, tail };
}

function fileEntry(scored: Scored, file: number): RankedEntry {
  return {
    path: scored.index.files[file] as string,
    score: scored.rank[file] as number,
    why: fileWhy(scored, file),
  };
}

function slotEntry(scored: Scored, slot: number): RankedEntry {
  const { index, weights } = scored;
  const file = index.defFile[slot] as number;
  const name = scored.slotName[slot] as number;
  const why: EntryWhy = {
    ...fileWhy(scored, file),
    nameWeight: weights.nameWeight[name] as number,
    definers: (index.defStart[name + 1] as number) - (index.defStart[name] as number),
    referencers: (index.refStart[name + 1] as number) - (index.refStart[name] as number),
  };
  return {
    path: index.files[file] as string,
    name: index.names[name] as string,
    score: scored.slotScore[slot] as number,
    why,
  };
}

function fileWhy(scored: Scored, file: number): EntryWhy {
  return { fileRank: scored.rank[file] as number, personalisation: scored.personal.reasons[file] ?? [] };
}
