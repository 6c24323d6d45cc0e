// An edit tool's old_string taken as it is: raw text, not whole lines. Found once (or every time, with
// replace_all) it is replaced in place; found several times without replace_all it is ambiguous; not found,
// it is left to the line-based cascade (undefined). Pure.
import { findPlaceholder } from "./placeholder.js";
import type { ReplaceOutcome, ReplaceRequest } from "./types.js";

export function inlineReplace(req: ReplaceRequest): ReplaceOutcome | undefined {
  const { content, search, replace } = req;
  if (search === "") return undefined;
  if (search === replace) {
    // Identical texts change nothing: a no-op where the text is there; the cascade says why it is not.
    const at = content.indexOf(search);
    if (at === -1) return undefined;
    const lineAt = lineCounter(content);
    return {
      ok: true,
      content,
      strategy: "no-op",
      startLine: lineAt(at),
      endLine: lineAt(at + search.length - 1),
    };
  }
  const placeholder = findPlaceholder(search, replace, { content, path: req.path });
  if (placeholder) return { ok: false, code: "placeholder", reason: placeholder, line: placeholder.line };
  const found = occurrences(content, search);
  if (found.length === 0) return undefined;
  const lineAt = lineCounter(content);
  if (found.length > 1 && !req.replaceAll) {
    const candidates = found.map(lineAt);
    return { ok: false, code: "ambiguous", reason: { kind: "old-string-ambiguous", candidates }, candidates };
  }
  const first = found[0] as number;
  const last = found[found.length - 1] as number;
  const updated = req.replaceAll
    ? content.split(search).join(replace)
    : spliced(content, first, search, replace);
  return {
    ok: true,
    content: updated,
    strategy: "exact",
    startLine: lineAt(first),
    endLine: lineAt(last + Math.max(0, search.length - 1)),
  };
}

function spliced(content: string, at: number, search: string, replace: string): string {
  return content.slice(0, at) + replace + content.slice(at + search.length);
}

/** Where `search` starts, each occurrence after the end of the one before. */
function occurrences(content: string, search: string): number[] {
  const found: number[] = [];
  for (let at = content.indexOf(search); at !== -1; at = content.indexOf(search, at + search.length)) {
    found.push(at);
  }
  return found;
}

/** The 1-based line of a character offset. */
function lineCounter(content: string): (offset: number) => number {
  return (offset) => {
    let line = 1;
    for (let i = content.indexOf("\n"); i !== -1 && i < offset; i = content.indexOf("\n", i + 1)) line++;
    return line;
  };
}
