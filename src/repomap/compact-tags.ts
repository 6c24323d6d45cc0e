// The map's stored form of a file's tags: definitions kept whole, references folded into one count
// per name (ranking needs only how often a file uses a name). Folding cuts memory and cache size
// several times on large repositories. Pure.
import type { FileTags, Tag } from "./tag.js";

export interface CompactTags {
  path: string;
  /** Definition tags, in file order. */
  defs: Tag[];
  /** Referenced names, sorted, with how many references each has in this file. */
  refNames: string[];
  refCounts: number[];
  /** Line texts for the definitions and their scope headers (see FileTags.lines). */
  lines: Record<number, string>;
}

export function compactTags(fileTags: FileTags): CompactTags {
  const defs: Tag[] = [];
  const counts = new Map<string, number>();
  for (const tag of fileTags.tags) {
    if (tag.kind === "def") defs.push(tag);
    else counts.set(tag.name, (counts.get(tag.name) ?? 0) + 1);
  }
  const refNames = [...counts.keys()].sort();
  return {
    path: fileTags.path,
    defs,
    refNames,
    refCounts: refNames.map((name) => counts.get(name) as number),
    lines: fileTags.lines,
  };
}
