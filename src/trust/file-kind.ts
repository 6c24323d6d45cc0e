// What a path is when it is not a regular file, in the words every refusal uses ("a named pipe
// (FIFO)", "a folder", "a device"). Pure: works on a Stats the caller took.
import type { Stats } from "node:fs";

export function fileKind(stats: Stats): string {
  if (stats.isFile()) return "a regular file";
  if (stats.isDirectory()) return "a folder";
  if (stats.isFIFO()) return "a named pipe (FIFO)";
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return "a device";
  if (stats.isSocket()) return "a socket";
  return "not a regular file";
}
