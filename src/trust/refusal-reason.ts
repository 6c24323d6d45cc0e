// A safe-read refusal as the end of a one-line warning: "is a named pipe (FIFO), not a regular file",
// "is over its 1 MiB limit (2 MiB)", "is a symlink out of the project (to /etc/passwd)". Pure.
import { shortBytes } from "./read-limits.js";
import type { SafeReadError } from "./safe-read-error.js";

/** `outOf` names where the file had to stay: "the project", ".kerf/". */
export function refusalReason(error: SafeReadError, outOf: string): string {
  switch (error.code) {
    case "not-a-file":
      return `is ${error.kind ?? "not a regular file"}, not a regular file`;
    case "too-large": {
      const limit = shortBytes(error.limit ?? 0);
      const size = shortBytes(error.size ?? 0);
      // Just over the limit rounds to the limit: say the bytes then.
      return `is over its ${limit} limit (${size === limit ? `${error.size ?? 0} bytes` : size})`;
    }
    case "outside-roots":
      return `is a symlink out of ${outOf} (to ${error.realPath ?? "?"})`;
    case "missing":
      return "does not exist";
    default: {
      const cause = (error.cause as NodeJS.ErrnoException | undefined)?.code;
      return `cannot be read (${cause ?? error.message})`;
    }
  }
}
