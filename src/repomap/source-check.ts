// Decides whether a file's content is worth tagging: not binary, not minified or generated.
// Pure: works on bytes/text handed in, no fs.

/** Bytes of a file inspected for a NUL, the same window git uses to call a file binary. */
const BINARY_WINDOW = 8192;
/** Minified bundles put whole modules on one line; hand-written code rarely averages this wide. */
const MAX_MEAN_LINE = 200;
const MAX_LINE = 5000;

export type SourceProblem = "binary" | "minified";

export function isBinary(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, BINARY_WINDOW);
  for (let i = 0; i < end; i++) if (bytes[i] === 0) return true;
  return false;
}

/** Very long lines mean minified or generated code: its tags would flood the map with noise. */
export function isMinified(text: string): boolean {
  let lines = 1;
  let start = 0;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) {
    if (i - start > MAX_LINE) return true;
    lines++;
    start = i + 1;
  }
  if (text.length - start > MAX_LINE) return true;
  return text.length / lines > MAX_MEAN_LINE;
}
