// Config `instructions:` entries (absolute paths, globs, http(s) URLs), the inline `user-instructions:`
// text and the global file, as instruction sources. A missing file or a failed URL is a warning.
import path from "node:path";
import { glob } from "tinyglobby";
import { fetchInstructionUrl, type UrlFetchOptions } from "./fetch-instruction-url.js";
import { displayPath, type InstructionSource } from "./instruction-source.js";
import { isInside } from "../trust/index.js";
import { readInstructionFile, type ReadLimits } from "./read-instruction-file.js";

export interface SourceContext {
  root: string | null;
  home?: string | null;
  limits: ReadLimits;
  warnings: string[];
  url?: UrlFetchOptions;
}

const GLOB_CHARS = /[*?[\]{}]/;

/** Files an absolute path or glob names, sorted; a glob is expanded below its static prefix. */
async function expand(entry: string): Promise<string[]> {
  if (!GLOB_CHARS.test(entry)) return [entry];
  const parts = entry.split(/[\\/]/);
  const first = parts.findIndex((part) => GLOB_CHARS.test(part));
  const base = parts.slice(0, first).join("/") || "/";
  const pattern = parts.slice(first).join("/");
  const found = await glob(pattern, { cwd: base, absolute: true, onlyFiles: true, dot: false });
  return found.map((file) => path.normalize(file)).sort();
}

export async function configSources(
  entries: readonly string[],
  context: SourceContext,
): Promise<InstructionSource[]> {
  const sources: InstructionSource[] = [];
  const add = (kind: "config" | "url", file: string, label: string, text: string) => {
    if (text.trim() === "") return;
    const index = sources.length;
    sources.push({ kind, path: file, label, text, priority: 100 + index, order: 100 + index });
  };
  for (const entry of entries) {
    if (/^https?:\/\//i.test(entry)) {
      const result = await fetchInstructionUrl(entry, context.url);
      if (result.cacheWarning) context.warnings.push(result.cacheWarning);
      if (result.warning) context.warnings.push(result.warning);
      if (result.ok) add("url", entry, entry, result.text);
      continue;
    }
    const files = await expand(entry);
    if (files.length === 0) context.warnings.push(`instructions: ${entry} matches no file`);
    for (const file of files) {
      // An entry inside the project needs no trust (issue 11's rule), so it must stay inside: a symlink
      // or glob match that leads out of the project is refused. Outside entries came from a trusted file.
      const inside = context.root !== null && isInside(context.root, file);
      const limits = inside ? { ...context.limits, allowedRoots: [context.root as string] } : context.limits;
      const read = await readInstructionFile(file, limits);
      if (read.ok) add("config", file, displayPath(file, context.root, context.home), read.text);
      else context.warnings.push(`instructions: ${read.detail}`);
    }
  }
  return sources;
}

/** The first global file that exists (KERF_CONFIG_DIR, XDG, ~/.claude/CLAUDE.md, in the order given). */
export async function globalSource(
  candidates: readonly string[],
  context: SourceContext,
): Promise<InstructionSource | null> {
  for (const file of candidates) {
    const read = await readInstructionFile(file, context.limits);
    if (!read.ok) {
      if (read.reason !== "missing") context.warnings.push(read.detail);
      continue;
    }
    if (read.text.trim() === "") continue;
    const label = displayPath(file, null, context.home);
    return { kind: "global", path: file, label, text: read.text, priority: 300, order: 0 };
  }
  return null;
}

export function inlineSource(text: string | null | undefined): InstructionSource | null {
  if (!text || text.trim() === "") return null;
  return {
    kind: "inline",
    path: "user-instructions",
    label: "user-instructions (config)",
    text,
    priority: 200,
    order: 500,
  };
}
