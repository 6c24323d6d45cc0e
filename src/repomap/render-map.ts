// Renders chosen ranked entries the way Aider's map looks (models know it): each file's path, its
// lines of interest prefixed `│` under their enclosing scope headers, `⋮` for skipped lines.
// Pure: the file lines come from the tags; files in path order; output lines cut at 100 characters.
import type { MapItem } from "./rank-tags.js";
import type { CompactTags } from "./compact-tags.js";

const MAX_LINE = 100;

export type TagsLookup = (path: string) => CompactTags | undefined;

export function renderMap(entries: readonly MapItem[], tagsOf: TagsLookup): string {
  const linesByPath = new Map<string, Set<number>>();
  for (const entry of entries) {
    let lines = linesByPath.get(entry.path);
    if (!lines) linesByPath.set(entry.path, (lines = new Set()));
    if (entry.name !== undefined) addDefinitionLines(lines, tagsOf(entry.path), entry.name);
  }
  const blocks = [...linesByPath.keys()].sort().map((path) => {
    const lines = linesByPath.get(path) as Set<number>;
    const fileTags = tagsOf(path);
    return lines.size === 0 || !fileTags ? `${path}\n` : `${path}:\n${renderLines(fileTags, lines)}`;
  });
  return blocks.join("\n");
}

function addDefinitionLines(lines: Set<number>, fileTags: CompactTags | undefined, name: string): void {
  if (!fileTags) return;
  for (const line of linesByName(fileTags).get(name) ?? []) lines.add(line);
}

// The budget search renders many prefixes of the same ranking: index each file's lines by name once.
const byNameMemo = new WeakMap<CompactTags, Map<string, number[]>>();

function linesByName(fileTags: CompactTags): Map<string, number[]> {
  let byName = byNameMemo.get(fileTags);
  if (!byName) {
    byName = new Map();
    for (const tag of fileTags.defs) {
      let lines = byName.get(tag.name);
      if (!lines) byName.set(tag.name, (lines = []));
      lines.push(...(tag.scopeLines ?? []), tag.line);
    }
    byNameMemo.set(fileTags, byName);
  }
  return byName;
}

function renderLines(fileTags: CompactTags, wanted: Set<number>): string {
  const out: string[] = [];
  let previous = -1;
  for (const line of [...wanted].sort((a, b) => a - b)) {
    const text = fileTags.lines[line];
    if (text === undefined) continue;
    if (line > previous + 1) out.push("⋮");
    out.push(cut(`│${text.trimEnd()}`));
    previous = line;
  }
  // Every shown definition has a body or more code after it.
  if (out.length > 0) out.push("⋮");
  return out.map((line) => `${line}\n`).join("");
}

/** Cut by code points so a surrogate pair is never split. */
function cut(line: string): string {
  if (line.length <= MAX_LINE) return line;
  return Array.from(line).slice(0, MAX_LINE).join("");
}
