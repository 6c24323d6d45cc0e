// Test helper: the folder-level import graph of src/ (read from the sources' relative imports) and the
// two checks the architecture test runs on it: cycles, and arrows that point up the layer table.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export interface ImportEdge {
  from: string;
  to: string;
  /** "file.ts:line → specifier", for the failure message. */
  site: string;
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)["'](\.{1,2}\/[^"']+)["']/gm;

/** The top folder of a file under `src` ("index" for files directly in src). */
function folderOf(src: string, file: string): string {
  const parts = path.relative(src, file).split(path.sep);
  return parts.length > 1 ? (parts[0] as string) : "index";
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".ts") ? [full] : [];
  });
}

/** Every import from one top folder of `src` into another. */
export function folderImports(src: string): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const file of sourceFiles(src)) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(SPECIFIER)) {
      const spec = match[1] as string;
      const target = path.resolve(path.dirname(file), spec);
      if (!target.startsWith(src + path.sep)) continue;
      const from = folderOf(src, file);
      const to = folderOf(src, target);
      if (from === to) continue;
      const line = text.slice(0, match.index).split("\n").length;
      edges.push({ from, to, site: `${path.relative(src, file)}:${line} → ${spec}` });
    }
  }
  return edges;
}

/** The folders on each cycle of the graph (strongly connected components of more than one folder). */
export function folderCycles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, new Set());
    if (!next.has(to)) next.set(to, new Set());
    next.get(from)?.add(to);
  }
  // Tarjan's algorithm; folders are few, so recursion depth is no concern.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) as number, low.get(to) as number));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node) as number, index.get(to) as number));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
      onStack.delete(top);
      component.push(top);
      if (top === node) break;
    }
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}

/**
 * Imports that break the layer table (rows top to bottom): a folder may import only folders on lower
 * rows. A folder missing from the table is reported too, so a new folder gets a place on purpose.
 */
export function layerViolations(
  edges: readonly ImportEdge[],
  layers: readonly (readonly string[])[],
): string[] {
  const row = new Map<string, number>();
  layers.forEach((folders, i) => folders.forEach((folder) => row.set(folder, i)));
  const problems = new Set<string>();
  for (const edge of edges) {
    for (const folder of [edge.from, edge.to]) {
      if (!row.has(folder)) problems.add(`src/${folder} has no row in the layer table`);
    }
    const from = row.get(edge.from);
    const to = row.get(edge.to);
    if (from === undefined || to === undefined || to > from) continue;
    const how = to === from ? "a folder on its own row" : "a folder drawn above it";
    problems.add(`${edge.from} imports ${how} (${edge.to}): ${edge.site}`);
  }
  return [...problems];
}
