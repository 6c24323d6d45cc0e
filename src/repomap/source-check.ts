// Decides whether a file's content is worth tagging: not binary, not minified or generated.
// Pure: works on bytes/text handed in, no fs.

/** Minified bundles put whole modules on one line; hand-written code rarely averages this wide. */
const MAX_MEAN_LINE = 200;
const MAX_LINE = 5000;

export type SourceProblem = "binary" | "minified";

/** One rule for "binary" everywhere: the edit engine's (a NUL in the first 8 KB, as git does). */
export { isBinary } from "../core/binary.js";

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
