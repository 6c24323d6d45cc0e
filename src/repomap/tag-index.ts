// Groups every file's tags by name into flat typed arrays: who defines each name, who references it
// and how often. Depends only on the tags (never on the request), so it is reused across turns.
import type { CompactTags } from "./compact-tags.js";

export interface TagIndex {
  /** File id → path, sorted, so ids and every sum over them are deterministic. */
  files: string[];
  /** Name id → name, sorted. Only names with at least one definition. */
  names: string[];
  /** Definers of name n: defFile[defStart[n] .. defStart[n+1]). */
  defStart: Int32Array;
  defFile: Int32Array;
  /** Referencers of name n with their reference counts: refFile/refCount[refStart[n] .. refStart[n+1]). */
  refStart: Int32Array;
  refFile: Int32Array;
  refCount: Int32Array;
  /** Names defined but referenced nowhere (they get Aider's small self-edge). */
  unreferenced: Uint8Array;
}

/** `tags` may come in any order; files without tags still get an id (they can be personalised). */
export function buildTagIndex(tags: readonly CompactTags[], allFiles: readonly string[]): TagIndex {
  const files = [...new Set([...allFiles, ...tags.map((t) => t.path)])].sort();
  const fileId = new Map(files.map((f, i) => [f, i]));
  const defs = new Map<string, Set<number>>();
  const refs = new Map<string, Map<number, number>>();
  for (const fileTags of tags) {
    const id = fileId.get(fileTags.path) as number;
    for (const tag of fileTags.defs) getOr(defs, tag.name, () => new Set<number>()).add(id);
    fileTags.refNames.forEach((name, i) => {
      const counts = getOr(refs, name, () => new Map<number, number>());
      counts.set(id, (counts.get(id) ?? 0) + (fileTags.refCounts[i] as number));
    });
  }
  // Aider's fallback: a repository whose queries found no references at all links definers to
  // themselves so the ranking still has edges to walk.
  const noRefs = refs.size === 0;
  return pack(files, defs, noRefs ? selfReferences(defs) : refs);
}

function selfReferences(defs: Map<string, Set<number>>): Map<string, Map<number, number>> {
  const refs = new Map<string, Map<number, number>>();
  for (const [name, definers] of defs) refs.set(name, new Map([...definers].map((d) => [d, 1])));
  return refs;
}

function pack(
  files: string[],
  defs: Map<string, Set<number>>,
  refs: Map<string, Map<number, number>>,
): TagIndex {
  const names = [...defs.keys()].sort();
  const defStart = new Int32Array(names.length + 1);
  const refStart = new Int32Array(names.length + 1);
  names.forEach((name, n) => {
    defStart[n + 1] = (defStart[n] as number) + (defs.get(name) as Set<number>).size;
    refStart[n + 1] = (refStart[n] as number) + (refs.get(name)?.size ?? 0);
  });
  const defFile = new Int32Array(defStart[names.length] as number);
  const refFile = new Int32Array(refStart[names.length] as number);
  const refCount = new Int32Array(refFile.length);
  const unreferenced = new Uint8Array(names.length);
  names.forEach((name, n) => {
    const definers = [...(defs.get(name) as Set<number>)].sort((a, b) => a - b);
    defFile.set(definers, defStart[n] as number);
    const counts = [...(refs.get(name) ?? new Map<number, number>())].sort((a, b) => a[0] - b[0]);
    if (counts.length === 0) unreferenced[n] = 1;
    counts.forEach(([file, count], i) => {
      refFile[(refStart[n] as number) + i] = file;
      refCount[(refStart[n] as number) + i] = count;
    });
  });
  return { files, names, defStart, defFile, refStart, refFile, refCount, unreferenced };
}

function getOr<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}
