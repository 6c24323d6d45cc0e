// Reads one ignore file (gitignore syntax) for the file listings: through the bounded safe reader, so
// a FIFO, a device, an oversized file or a symlink out of the root is skipped unread, like a missing one.
import { READ_LIMITS, readSafeIfPresentSync, SafeReadError } from "../trust/index.js";

/** The file's rules as text; "" when it is missing or refused. */
export function ignoreFileText(file: string, root: string): string {
  try {
    return (
      readSafeIfPresentSync(file, { limit: READ_LIMITS.ignoreFile, roots: [root] })?.toString("utf8") ?? ""
    );
  } catch (error) {
    if (error instanceof SafeReadError) return "";
    throw error;
  }
}
