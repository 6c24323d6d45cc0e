// Tag extraction for one file: parse, run the language's tags query, build Tag records and line texts.
// Never throws for a bad file or grammar: it returns no tags and reports a note; never prints.
import { Parser, type Node, type Tree } from "web-tree-sitter";
import { loadGrammar, type Grammar } from "./grammar.js";
import { languageForPath } from "./languages.js";
import { enclosingRows } from "./scope-lines.js";
import { captureTags, spanOf, type RawTag } from "./tag-captures.js";
import type { FileTags, Tag } from "./tag.js";

/** Why a file got no tags: its grammar or query would not load, or parsing/querying failed. */
export interface TagNote {
  code: "grammar-failed" | "parse-failed";
  path: string;
  language: string;
  detail: string;
}

export type TagNoteSink = (note: TagNote) => void;

export interface ExtractTagsSyncOptions {
  grammar: Grammar;
  relPath: string;
  source: string;
  onNote?: TagNoteSink;
}

const DEFAULT_IDENTIFIER_TYPES = ["identifier"];

// One parser per thread, switched between languages; replaced after a failure that may have broken it.
let parser: Parser | undefined;

/** Tags of a file whose language is already loaded: the synchronous core a worker thread calls. */
export function extractTagsSync(options: ExtractTagsSyncOptions): FileTags {
  const { grammar, relPath, source, onNote } = options;
  let tree: Tree | null = null;
  try {
    parser ??= new Parser();
    parser.setLanguage(grammar.language);
    tree = parser.parse(source);
    if (!tree) throw new Error("the parser returned no tree");
    return { path: relPath, ...buildTags(grammar, source, tree.rootNode) };
  } catch (error) {
    parser?.delete();
    parser = undefined;
    onNote?.({ code: "parse-failed", path: relPath, language: grammar.spec.id, detail: message(error) });
    return { path: relPath, tags: [], lines: {} };
  } finally {
    tree?.delete();
  }
}

/**
 * Tags of a file, loading its language on first use. `undefined` when no language serves the path or
 * its grammar/query cannot be loaded (then `onNote` hears why).
 */
export async function extractTags(
  relPath: string,
  source: string,
  onNote?: TagNoteSink,
): Promise<FileTags | undefined> {
  const spec = languageForPath(relPath);
  if (!spec) return undefined;
  let grammar: Grammar;
  try {
    grammar = await loadGrammar(spec);
  } catch (error) {
    onNote?.({ code: "grammar-failed", path: relPath, language: spec.id, detail: message(error) });
    return undefined;
  }
  return extractTagsSync({ grammar, relPath, source, onNote });
}

function buildTags(grammar: Grammar, source: string, root: Node): Omit<FileTags, "path"> {
  const { tags: raw, scopes } = captureTags(grammar.query, root);
  const defs = raw.filter((tag) => tag.kind === "def");
  if (defs.length > 0 && defs.length === raw.length) {
    raw.push(...identifierRefs(root, grammar.spec.identifierTypes ?? DEFAULT_IDENTIFIER_TYPES, defs));
  }
  raw.sort((a, b) => a.at.start - b.at.start || a.at.end - b.at.end);
  const scopeRows = enclosingRows(
    scopes,
    defs.map((def) => def.owner ?? def.at),
  );
  const scopeOf = new Map<RawTag, number[]>();
  defs.forEach((def, index) => scopeOf.set(def, scopeRows[index] ?? []));
  const tags = raw.map((tag) => toTag(tag, scopeOf.get(tag)));
  return { tags, lines: lineTexts(source, tags) };
}

function toTag(raw: RawTag, scopeLines: number[] | undefined): Tag {
  const tag: Tag = { name: raw.name, kind: raw.kind, category: raw.category, line: raw.at.row };
  if (raw.kind === "def") tag.scopeLines = scopeLines ?? [];
  return tag;
}

/** The fallback for queries without references: every identifier that is not a definition's name. */
function identifierRefs(root: Node, types: string[], defs: RawTag[]): RawTag[] {
  const defStarts = new Set(defs.map((def) => def.at.start));
  const refs: RawTag[] = [];
  for (const node of root.descendantsOfType(types)) {
    if (!node || defStarts.has(node.startIndex)) continue;
    const name = node.text.trim();
    if (name === "") continue;
    refs.push({ name, kind: "ref", category: "identifier", at: spanOf(node), patternIndex: -1 });
  }
  return refs;
}

/** The text of every definition line and scope header line, for rendering without the file. */
function lineTexts(source: string, tags: Tag[]): Record<number, string> {
  const wanted = new Set<number>();
  for (const tag of tags) {
    if (tag.kind !== "def") continue;
    wanted.add(tag.line);
    for (const row of tag.scopeLines ?? []) wanted.add(row);
  }
  const lines: Record<number, string> = {};
  if (wanted.size === 0) return lines;
  // A BOM is not part of the first line's text; rendering it would cost a token and show nothing.
  const all = source.replace(/^\uFEFF/, "").split("\n");
  for (const row of [...wanted].sort((a, b) => a - b)) lines[row] = (all[row] ?? "").replace(/\r$/, "");
  return lines;
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
