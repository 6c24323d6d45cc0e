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

/** `tags` may come in any order; files without tags still get an id (they can be personalised).
 * Linear apart from sorting paths and names: names are interned once, (name, file) pairs are
 * gathered in file order and bucketed by name with a counting sort, so no per-name Set or Map. */
export function buildTagIndex(tags: readonly CompactTags[], allFiles: readonly string[]): TagIndex {
  const files = [...new Set([...allFiles, ...tags.map((t) => t.path)])].sort();
  const fileId = new Map(files.map((f, i) => [f, i]));
  const ordered = [...tags].sort((a, b) => (fileId.get(a.path) as number) - (fileId.get(b.path) as number));
  const pairs = new PairLists();
  for (const fileTags of ordered) {
    const file = fileId.get(fileTags.path) as number;
    for (const tag of fileTags.defs) pairs.addDef(tag.name, file);
    fileTags.refNames.forEach((name, i) => pairs.addRef(name, file, fileTags.refCounts[i] as number));
  }
  return pairs.pack(files);
}

/** (name, file) pairs for definitions and (name, file, count) for references, names interned. Pairs
 * arrive in file order, so a name's repeats within one file are always its latest pair. */
class PairLists {
  private readonly nameId = new Map<string, number>();
  private readonly nameText: string[] = [];
  private readonly lastDefFile: number[] = [];
  private readonly lastRefSlot: number[] = [];
  private readonly defName: number[] = [];
  private readonly defFile: number[] = [];
  private readonly refName: number[] = [];
  private readonly refFile: number[] = [];
  private readonly refCount: number[] = [];

  addDef(name: string, file: number): void {
    const id = this.intern(name);
    if (this.lastDefFile[id] === file) return;
    this.lastDefFile[id] = file;
    this.defName.push(id);
    this.defFile.push(file);
  }

  addRef(name: string, file: number, count: number): void {
    const id = this.intern(name);
    const last = this.lastRefSlot[id] as number;
    if (last >= 0 && this.refFile[last] === file) {
      this.refCount[last] = (this.refCount[last] as number) + count;
      return;
    }
    this.lastRefSlot[id] = this.refFile.length;
    this.refName.push(id);
    this.refFile.push(file);
    this.refCount.push(count);
  }

  /** Only defined names get an id, in sorted order. Aider's fallback: a repository whose queries
   * found no references at all links definers to themselves so the ranking still has edges. */
  pack(files: string[]): TagIndex {
    const defined = this.nameText.filter((_, id) => this.lastDefFile[id] !== -1);
    const names = defined.sort();
    const finalId = new Int32Array(this.nameText.length).fill(-1);
    names.forEach((name, n) => (finalId[this.nameId.get(name) as number] = n));
    const defs = bucket(names.length, finalId, this.defName, this.defFile);
    const noRefs = this.refName.length === 0;
    const refs = noRefs
      ? { start: defs.start, file: defs.file, count: new Int32Array(defs.file.length).fill(1) }
      : bucket(names.length, finalId, this.refName, this.refFile, this.refCount);
    const unreferenced = new Uint8Array(names.length);
    for (let n = 0; n < names.length; n++) if (refs.start[n] === refs.start[n + 1]) unreferenced[n] = 1;
    return {
      files,
      names,
      defStart: defs.start,
      defFile: defs.file,
      refStart: refs.start,
      refFile: refs.file,
      refCount: refs.count,
      unreferenced,
    };
  }

  private intern(name: string): number {
    let id = this.nameId.get(name);
    if (id === undefined) {
      id = this.nameText.length;
      this.nameId.set(name, id);
      this.nameText.push(name);
      this.lastDefFile.push(-1);
      this.lastRefSlot.push(-1);
    }
    return id;
  }
}

/** A stable counting sort of pairs by final name id (pairs of undefined names dropped): within a
 * name, files keep their arrival order, which is ascending. */
function bucket(
  nameCount: number,
  finalId: Int32Array,
  pairName: readonly number[],
  pairFile: readonly number[],
  pairCount?: readonly number[],
): { start: Int32Array; file: Int32Array; count: Int32Array } {
  const start = new Int32Array(nameCount + 1);
  for (const id of pairName) {
    const n = finalId[id] as number;
    if (n >= 0) start[n + 1] = (start[n + 1] as number) + 1;
  }
  for (let n = 0; n < nameCount; n++) start[n + 1] = (start[n + 1] as number) + (start[n] as number);
  const file = new Int32Array(start[nameCount] as number);
  const count = new Int32Array(file.length);
  const next = start.slice(0, nameCount);
  pairName.forEach((id, i) => {
    const n = finalId[id] as number;
    if (n < 0) return;
    const at = next[n] as number;
    next[n] = at + 1;
    file[at] = pairFile[i] as number;
    count[at] = pairCount ? (pairCount[i] as number) : 1;
  });
  return { start, file, count };
}
