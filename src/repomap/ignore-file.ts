// Reads one ignore file (gitignore syntax) for the file listings: through the bounded safe reader, so
// a FIFO, a device, an oversized file or a symlink out of the root is skipped unread, like a missing one.
// A refusal (only then) is told to `onRefused` in one line naming the file and why.
import path from "node:path";
import { READ_LIMITS, readSafeIfPresentSync, refusalReason, SafeReadError } from "../trust/index.js";

/** The file's rules as text; "" when it is missing or refused. */
export function ignoreFileText(file: string, root: string, onRefused?: (message: string) => void): string {
  try {
    return (
      readSafeIfPresentSync(file, { limit: READ_LIMITS.ignoreFile, roots: [root] })?.toString("utf8") ?? ""
    );
  } catch (error) {
    if (!(error instanceof SafeReadError)) throw error;
    const label = path.relative(root, file).split(path.sep).join("/");
    onRefused?.(
      `ignore file ${label} ${refusalReason(error, "the project")}; not read, its rules do not apply`,
    );
    return "";
  }
}
