// The interactive session (no -m). Placeholder entry until the REPL lands: it says so plainly.
import { UsageError } from "../exit-codes.js";
import type { Session } from "../setup.js";
import type { Terminal } from "../terminal.js";

export async function runSession(_session: Session, _term: Terminal): Promise<number> {
  throw new UsageError("the interactive session is not built yet: pass a message with -m or --message-file");
}
