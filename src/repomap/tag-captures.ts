// Turns one run of a tags query into raw definitions, references and definition scopes.
// Capture names are the contract with queries/tags/*.scm; no tree ownership (the caller deletes it).
import type { Node, Query } from "web-tree-sitter";
import type { Span } from "./scope-lines.js";

/** A name found by the query, before scopes and line texts are attached. */
export interface RawTag {
  name: string;
  kind: "def" | "ref";
  category: string;
  /** Where the name itself sits: orders tags and tells definitions from identifier references. */
  at: Span;
  /** The whole definition (defs only): its enclosing definitions are its scopes. */
  owner?: Span;
  patternIndex: number;
}

export interface Captured {
  tags: RawTag[];
  /** Every `definition.<category>` node: the possible scopes. */
  scopes: Span[];
}

const DEF_NAME = "name.definition.";
const REF_NAME = "name.reference.";
const DEF_NODE = "definition.";

export function spanOf(node: Node): Span {
  return { start: node.startIndex, end: node.endIndex, row: node.startPosition.row };
}

/** What a capture name means, worked out once per name (a query has a few dozen) instead of per capture. */
interface CaptureKind {
  kind: RawTag["kind"];
  category: string;
}
const kinds = new Map<string, CaptureKind | null>();

function kindOf(capture: string): CaptureKind | null {
  let known = kinds.get(capture);
  if (known === undefined) {
    if (capture.startsWith(DEF_NAME)) known = { kind: "def", category: capture.slice(DEF_NAME.length) };
    else if (capture.startsWith(REF_NAME)) known = { kind: "ref", category: capture.slice(REF_NAME.length) };
    else known = null;
    kinds.set(capture, known);
  }
  return known;
}

/** One number per node span (sources are at most 1 MB, so `end` < 2^22). */
const spanKey = (node: Node): number => node.startIndex * 4_194_304 + node.endIndex;

/**
 * Runs the query over a tree. When several patterns capture the same name node, the earliest pattern
 * in the query file wins (so a query lists `method` before the generic `function`), and a definition
 * beats a reference of the same node. A name's text is read only for a capture that wins.
 */
export function captureTags(query: Query, root: Node): Captured {
  const best = new Map<number, RawTag>();
  const scopes: Span[] = [];
  for (const match of query.matches(root)) {
    const ownerNode = match.captures.find((capture) => capture.name.startsWith(DEF_NODE))?.node;
    const owner = ownerNode ? spanOf(ownerNode) : undefined;
    if (owner) scopes.push(owner);
    for (const { name: capture, node } of match.captures) {
      const known = kindOf(capture);
      if (!known) continue;
      const key = spanKey(node);
      const previous = best.get(key);
      if (previous && !wins(known.kind, match.patternIndex, previous)) continue;
      const name = node.text.trim();
      if (name === "") continue;
      const tag: RawTag = { name, ...known, at: spanOf(node), patternIndex: match.patternIndex };
      if (tag.kind === "def") tag.owner = owner ?? tag.at;
      best.set(key, tag);
    }
  }
  return { tags: [...best.values()], scopes };
}

function wins(kind: RawTag["kind"], patternIndex: number, previous: RawTag): boolean {
  if (kind !== previous.kind) return kind === "def";
  return patternIndex < previous.patternIndex;
}
