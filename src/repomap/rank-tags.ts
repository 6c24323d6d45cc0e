// Ranks (file, name) definitions for one request: personalisation, PageRank, then each file's rank
// spread over its out-edges (Aider's model). Pure; ties broken by path then name, so it is stable.
import path from "node:path";
import { weighGraph, type GraphWeights } from "./graph-weights.js";
import { blockFlow, pageRank } from "./pagerank.js";
import type { TagIndex } from "./tag-index.js";

export interface RankRequest {
  chatFiles: readonly string[];
  /** Files the map may show; defaults to every indexed file that is not a chat file. */
  otherFiles?: readonly string[];
  mentionedFiles: readonly string[];
  mentionedIdents: readonly string[];
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
  /** Absent for a file listed by name only (no ranked definitions, or an important file). */
  name?: string;
  score: number;
  why: EntryWhy;
}

export function rankTags(index: TagIndex, request: RankRequest): RankedEntry[] {
  const chat = new Set(request.chatFiles);
  const reasons = personalisationReasons(index.files, request);
  const chatFlags = new Uint8Array(index.files.length);
  index.files.forEach((file, i) => (chatFlags[i] = chat.has(file) ? 1 : 0));
  const weights = weighGraph(index, { chat: chatFlags, mentionedIdents: new Set(request.mentionedIdents) });
  const personalization = personalisationVector(index.files, reasons);
  const rank = pageRank(index, weights, { personalization });
  const shown = new Set(request.otherFiles ?? index.files.filter((file) => !chat.has(file)));
  for (const file of chat) shown.delete(file);
  const why = (file: number): EntryWhy => ({
    fileRank: rank[file] as number,
    personalisation: reasons.get(index.files[file] as string)?.list ?? [],
  });
  const ranked = definitionEntries({ index, weights, rank, shown, why });
  return [...ranked, ...fileOnlyEntries({ index, rank, shown, ranked, why })];
}

interface EntryContext {
  index: TagIndex;
  weights: GraphWeights;
  rank: Float64Array;
  shown: ReadonlySet<string>;
  why: (file: number) => EntryWhy;
}

/** Each (definer, name) gets what flows along its in-edges of that name; sorted by score. */
function definitionEntries(context: EntryContext): RankedEntry[] {
  const { index, weights, rank, shown } = context;
  const entries: RankedEntry[] = [];
  for (let name = 0; name < index.names.length; name++) {
    const flowed = index.unreferenced[name] ? 0 : blockFlow(index, weights, rank, name);
    const definers = (index.defStart[name + 1] as number) - (index.defStart[name] as number);
    const referencers = (index.refStart[name + 1] as number) - (index.refStart[name] as number);
    for (let k = index.defStart[name] as number; k < (index.defStart[name + 1] as number); k++) {
      const file = index.defFile[k] as number;
      const filePath = index.files[file] as string;
      if (!shown.has(filePath)) continue;
      const self = index.unreferenced[name]
        ? ((rank[file] as number) * 0.1) / (weights.outWeight[file] as number)
        : 0;
      const why = {
        ...context.why(file),
        nameWeight: weights.nameWeight[name] as number,
        definers,
        referencers,
      };
      entries.push({ path: filePath, name: index.names[name] as string, score: flowed + self, why });
    }
  }
  return entries.sort(
    (a, b) => b.score - a.score || compare(a.path, b.path) || compare(a.name as string, b.name as string),
  );
}

/** Aider's tail: every other shown file by its rank, named only, so the map can list it. */
function fileOnlyEntries(context: Omit<EntryContext, "weights"> & { ranked: RankedEntry[] }): RankedEntry[] {
  const { index, rank, shown } = context;
  const included = new Set(context.ranked.map((entry) => entry.path));
  const ids = new Map(index.files.map((file, i) => [file, i]));
  const rest = [...shown].filter((file) => !included.has(file));
  const score = (file: string): number => {
    const id = ids.get(file);
    return id === undefined ? 0 : (rank[id] as number);
  };
  rest.sort((a, b) => score(b) - score(a) || compare(a, b));
  return rest.map((file) => {
    const id = ids.get(file);
    const why = id === undefined ? { fileRank: 0, personalisation: [] } : context.why(id);
    return { path: file, score: score(file), why };
  });
}

interface Reasons {
  weight: number;
  list: string[];
}

/** Aider's personalisation: chat files, mentioned files, files whose path parts are mentioned names. */
function personalisationReasons(files: readonly string[], request: RankRequest): Map<string, Reasons> {
  const unit = 100 / Math.max(1, files.length);
  const chat = new Set(request.chatFiles);
  const mentionedFiles = new Set(request.mentionedFiles);
  const idents = new Set(request.mentionedIdents);
  const reasons = new Map<string, Reasons>();
  for (const file of files) {
    const found: Reasons = { weight: 0, list: [] };
    if (chat.has(file)) found.list.push("chat file");
    if (chat.has(file)) found.weight += unit;
    if (mentionedFiles.has(file)) {
      found.weight = Math.max(found.weight, unit);
      found.list.push("mentioned file");
    }
    const matched = pathParts(file).filter((part) => idents.has(part));
    if (matched.length > 0) {
      found.weight += unit;
      found.list.push(...matched.map((part) => `path matches ${part}`));
    }
    if (found.weight > 0) reasons.set(file, found);
  }
  return reasons;
}

function pathParts(file: string): string[] {
  const parts = file.split("/");
  const base = parts[parts.length - 1] as string;
  const stem = path.posix.parse(base).name;
  return [...new Set([...parts, stem])].sort();
}

function personalisationVector(
  files: readonly string[],
  reasons: Map<string, Reasons>,
): Float64Array | undefined {
  if (reasons.size === 0) return undefined;
  return Float64Array.from(files, (file) => reasons.get(file)?.weight ?? 0);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
