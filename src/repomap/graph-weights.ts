// Aider's edge weights over a TagIndex, for one request (chat files, mentioned identifiers).
// An edge runs from each referencing file to each defining file of a name; the weight of every
// such edge of one referencer is the same, so a name stays a (referencers × definers) block and is
// never expanded into edges: a name defined in 500 files costs 500 + R, not 500 × R.
import type { TagIndex } from "./tag-index.js";

export interface GraphWeights {
  /** Per name: the product of Aider's multipliers (mentioned, long, private, widely defined). */
  nameWeight: Float64Array;
  /** Per reference slot (aligned with refFile): the weight of each of its edges to the definers. */
  refWeight: Float64Array;
  /** Per file: total weight of its self-edges (0.1 per defined-but-unreferenced name). */
  selfWeight: Float64Array;
  /** Per file: total outgoing weight, the PageRank normaliser. */
  outWeight: Float64Array;
}

export interface WeighOptions {
  /** 1 for files in the chat. */
  chat: Uint8Array;
  mentionedIdents: ReadonlySet<string>;
}

const SELF_EDGE = 0.1;

export function weighGraph(index: TagIndex, options: WeighOptions): GraphWeights {
  const { names, defStart, refStart, refFile, refCount } = index;
  const nameWeight = new Float64Array(names.length);
  const refWeight = new Float64Array(refFile.length);
  const selfWeight = new Float64Array(index.files.length);
  const outWeight = new Float64Array(index.files.length);
  const statics = staticWeights(index);
  for (let n = 0; n < names.length; n++) {
    const definers = (defStart[n + 1] as number) - (defStart[n] as number);
    const weight = (statics[n] as number) * (options.mentionedIdents.has(names[n] as string) ? 10 : 1);
    nameWeight[n] = weight;
    if (index.unreferenced[n]) {
      for (let k = defStart[n] as number; k < (defStart[n + 1] as number); k++) {
        const file = index.defFile[k] as number;
        selfWeight[file] = (selfWeight[file] as number) + SELF_EDGE;
        outWeight[file] = (outWeight[file] as number) + SELF_EDGE;
      }
      continue;
    }
    for (let k = refStart[n] as number; k < (refStart[n + 1] as number); k++) {
      const file = refFile[k] as number;
      const edge = weight * (options.chat[file] ? 50 : 1) * Math.sqrt(refCount[k] as number);
      refWeight[k] = edge;
      outWeight[file] = (outWeight[file] as number) + edge * definers;
    }
  }
  return { nameWeight, refWeight, selfWeight, outWeight };
}

// The request-independent part of each name's multiplier, computed once per index.
const staticMemo = new WeakMap<TagIndex, Float64Array>();

function staticWeights(index: TagIndex): Float64Array {
  let weights = staticMemo.get(index);
  if (!weights) {
    const none = new Set<string>();
    weights = Float64Array.from(index.names, (name, n) =>
      nameMultiplier(name, (index.defStart[n + 1] as number) - (index.defStart[n] as number), none),
    );
    staticMemo.set(index, weights);
  }
  return weights;
}

/** Aider's per-identifier multiplier. */
export function nameMultiplier(name: string, definers: number, mentioned: ReadonlySet<string>): number {
  let weight = 1;
  if (mentioned.has(name)) weight *= 10;
  if (name.length >= 8 && isCompound(name)) weight *= 10;
  if (name.startsWith("_")) weight *= 0.1;
  if (definers > 5) weight *= 0.1;
  return weight;
}

/** snake_case, kebab-case or camelCase: specific names, worth more than `get` or `run`. */
function isCompound(name: string): boolean {
  const ascii = asciiCompound(name);
  if (ascii !== undefined) return ascii;
  const hasLetter = /\p{L}/u.test(name);
  const snake = name.includes("_") && hasLetter;
  const kebab = name.includes("-") && hasLetter;
  const camel = /\p{Lu}/u.test(name) && /\p{Ll}/u.test(name);
  return snake || kebab || camel;
}

/** isCompound for ASCII names (nearly all), by character codes: the Unicode classes cost ~20 ms on a
 * 40,000-name index. Same answer: letters are A–Z and a–z there. Undefined for any other name. */
function asciiCompound(name: string): boolean | undefined {
  let letter = false;
  let upper = false;
  let lower = false;
  let joiner = false;
  for (let i = 0; i < name.length; i++) {
    const code = name.charCodeAt(i);
    if (code > 127) return undefined;
    if (code >= 65 && code <= 90) upper = letter = true;
    else if (code >= 97 && code <= 122) lower = letter = true;
    else if (code === 95 || code === 45) joiner = true;
  }
  return letter && (joiner || (upper && lower));
}
