// `kerf -m MESSAGE` / `--message-file`: runs one message through the coder and exits with its outcome.
import path from "node:path";
import { failingChecks, leftUndone, type TurnResult } from "../coders/turn.js";
import { READ_LIMITS, readSafe } from "../trust/index.js";
import { EXIT } from "./exit-codes.js";
import { runWithFallback, type FallbackSwitch } from "./fallback.js";
import type { Session } from "./setup.js";

export async function messageFrom(session: Session): Promise<string | undefined> {
  const { message, messageFile } = session.settings.values;
  if (message !== undefined) return message;
  if (messageFile !== undefined) {
    // Named on the command line: no root check, but a FIFO, a device or a huge file is refused unread.
    const file = path.resolve(session.io.cwd, messageFile);
    return (await readSafe(file, { limit: READ_LIMITS.message, label: messageFile })).toString("utf8");
  }
  return undefined;
}

export async function runOnce(
  session: Session,
  message: string,
  /** Told when a failing model gives way to a `--fallback-model`. */
  onFallback: (change: FallbackSwitch) => void = () => {},
): Promise<{ code: number; result: TurnResult }> {
  session.chatLog.user(message);
  const result = await runWithFallback(session, (coder) => coder.run(message), onFallback);
  return { code: exitCodeOf(result, session.io.stdin.isTTY === true), result };
}

/**
 * 1 when the server's reply was incomplete (nothing applied: refused or filtered by the provider, a full
 * context window, a broken stream, a reported failure — never success) or git refused to commit the
 * edits; 3 when the turn left undone what it was asked (`leftUndone`: edits still failing, the request
 * cap, a "no" a non-interactive run gives); 4 when the last lint or test run failed; else 0. A "no" a
 * person typed (`personAnswered`: stdin is a terminal) is not a failure.
 */
export function exitCodeOf(result: TurnResult, personAnswered = false): number {
  if (result.stopped === "incomplete-reply" || result.commitError !== undefined) return EXIT.error;
  if (leftUndone(result, personAnswered)) return EXIT.editsFailed;
  return failingChecks(result).length > 0 ? EXIT.checksFailed : EXIT.ok;
}
