// The mapquality baselines, each inside the same token ceiling as kerf's map: BM25 of the request over
// the files' text rendered as a map (each file's definitions, best file first), the same ranking as a
// bare list of paths, and the oracle (the change's files first, with their definitions).
import { readFileSync } from "node:fs";
import path from "node:path";
import { buildBm25, countTerms, scoreBm25 } from "../src/repomap/bm25.js";
import type { CompactTags } from "../src/repomap/compact-tags.js";
import { fitBudget } from "../src/repomap/fit-budget.js";
import { termsOf } from "../src/repomap/lexical-terms.js";
import type { MapItem } from "../src/repomap/rank-tags.js";
import { renderMap, type TagsLookup } from "../src/repomap/render-map.js";

const MAX_READ = 256 * 1024;

/** Files by BM25 of the request over path + text, best first; ties by path. The chat file left out. */
export function bm25Order(root: string, files: readonly string[], request: string, chat: string): string[] {
  const shown = files.filter((file) => file !== chat);
  const docs = shown.map((file) => {
    let text = "";
    try {
      text = readFileSync(path.join(root, file), "utf8").slice(0, MAX_READ);
    } catch {
      text = "";
    }
    return countTerms(termsOf(`${file}\n${text}`));
  });
  const scores = scoreBm25(buildBm25(docs), termsOf(request));
  const order = shown.map((_, i) => i);
  order.sort((a, b) => (scores[b] as number) - (scores[a] as number) || a - b);
  return order.map((i) => shown[i] as string);
}

/** Every definition of each file, files in the given order, names in file order. */
function entriesOf(order: readonly string[], tagsOf: TagsLookup): MapItem[] {
  const items: MapItem[] = [];
  for (const file of order) {
    const tags = tagsOf(file);
    const names = [...new Set((tags?.defs ?? []).map((tag) => tag.name))];
    if (names.length === 0) items.push({ path: file });
    for (const name of names) items.push({ path: file, name });
  }
  return items;
}

function fitEntries(items: MapItem[], tagsOf: TagsLookup, maxTokens: number, count: (t: string) => number) {
  return fitBudget({
    available: items.length,
    render: (n) => renderMap(items.slice(0, n), tagsOf),
    maxTokens,
    countTokens: count,
  }).text;
}

export function bm25Map(
  order: readonly string[],
  tagsOf: TagsLookup,
  maxTokens: number,
  count: (text: string) => number,
): string {
  return fitEntries(entriesOf(order, tagsOf), tagsOf, maxTokens, count);
}

export function pathList(
  order: readonly string[],
  maxTokens: number,
  count: (text: string) => number,
): string {
  return fitBudget({
    available: order.length,
    render: (n) => order.slice(0, n).join("\n") + (n > 0 ? "\n" : ""),
    maxTokens,
    countTokens: count,
  }).text;
}

export function oracleMap(
  targets: readonly string[],
  order: readonly string[],
  tagsOf: TagsLookup,
  maxTokens: number,
  count: (text: string) => number,
): string {
  const rest = order.filter((file) => !targets.includes(file));
  return fitEntries(entriesOf([...targets, ...rest], tagsOf), tagsOf, maxTokens, count);
}

export type { CompactTags };
