// Line helpers for the matching cascade and the Edit IR's text (every format's parser and renderer):
// splitting, joining, and a file view that caches derived per-line keys and line offsets so successive
// stages never recompute them. Pure string work.

/** Lines of an LF text (a file's, or the Edit IR's) without their "\n"; "" has no lines, and a missing
 *  final "\n" is tolerated, so a renderer never drops text. */
export function splitLines(text: string): string[] {
  if (text === "") return [];
  const lines = text.split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  return lines;
}

/** Lines in the Edit IR's text form: each ends with "\n"; no lines is "". */
export function joinLines(lines: readonly string[]): string {
  return lines.length === 0 ? "" : `${lines.join("\n")}\n`;
}

export function isBlank(line: string): boolean {
  return line.trim() === "";
}

/** The run of spaces and tabs a line starts with. */
export function leadingWhitespace(line: string): string {
  let i = 0;
  while (i < line.length && (line[i] === " " || line[i] === "\t")) i++;
  return line.slice(0, i);
}

/** A file's text with lazily computed lines, line offsets, named per-line keys and other values. */
export class FileView {
  private cachedLines?: string[];
  private cachedOffsets?: number[];
  private readonly keyCache = new Map<string, string[]>();
  private readonly memoCache = new Map<string, unknown>();

  constructor(readonly content: string) {}

  get lines(): string[] {
    this.cachedLines ??= splitLines(this.content);
    return this.cachedLines;
  }

  /** Char offset where each line starts, plus the content length at index `lineCount`. */
  get offsets(): number[] {
    if (!this.cachedOffsets) {
      const offsets = [0];
      let at = this.content.indexOf("\n");
      while (at !== -1 && at + 1 < this.content.length) {
        offsets.push(at + 1);
        at = this.content.indexOf("\n", at + 1);
      }
      if (this.content === "") offsets.pop();
      offsets.push(this.content.length);
      this.cachedOffsets = offsets;
    }
    return this.cachedOffsets;
  }

  get lineCount(): number {
    return this.offsets.length - 1;
  }

  /** The 0-based line containing char offset `at` (binary search over the offsets). */
  lineAt(at: number): number {
    const offsets = this.offsets;
    let lo = 0;
    let hi = offsets.length - 2;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((offsets[mid] as number) <= at) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** Any other derived value under `name`, computed once. */
  memo<T>(name: string, compute: () => T): T {
    if (!this.memoCache.has(name)) this.memoCache.set(name, compute());
    return this.memoCache.get(name) as T;
  }

  /** Per-line keys under `name`, computed once with `toKey`. */
  keys(name: string, toKey: (line: string) => string): string[] {
    let keys = this.keyCache.get(name);
    if (!keys) {
      keys = this.lines.map(toKey);
      this.keyCache.set(name, keys);
    }
    return keys;
  }
}
