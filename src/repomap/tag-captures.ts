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

/**
 * Runs the query over a tree. When several patterns capture the same name node, the earliest pattern
 * in the query file wins (so a query lists `method` before the generic `function`), and a definition
 * beats a reference of the same node.
 */
export function captureTags(query: Query, root: Node): Captured {
  const best = new Map<string, RawTag>();
  const scopes: Span[] = [];
  for (const match of query.matches(root)) {
    const ownerNode = match.captures.find((capture) => capture.name.startsWith(DEF_NODE))?.node;
    const owner = ownerNode ? spanOf(ownerNode) : undefined;
    if (owner) scopes.push(owner);
    for (const { name: capture, node } of match.captures) {
      const tag = rawTag(capture, node, match.patternIndex);
      if (!tag) continue;
      if (tag.kind === "def") tag.owner = owner ?? tag.at;
      const key = `${tag.at.start}:${tag.at.end}`;
      const previous = best.get(key);
      if (!previous || wins(tag, previous)) best.set(key, tag);
    }
  }
  return { tags: [...best.values()], scopes };
}

function rawTag(capture: string, node: Node, patternIndex: number): RawTag | undefined {
  let kind: RawTag["kind"];
  if (capture.startsWith(DEF_NAME)) kind = "def";
  else if (capture.startsWith(REF_NAME)) kind = "ref";
  else return undefined;
  const name = node.text.trim();
  if (name === "") return undefined;
  const category = capture.slice(kind === "def" ? DEF_NAME.length : REF_NAME.length);
  return { name, kind, category, at: spanOf(node), patternIndex };
}

function wins(candidate: RawTag, previous: RawTag): boolean {
  if (candidate.kind !== previous.kind) return candidate.kind === "def";
  return candidate.patternIndex < previous.patternIndex;
}
