// `kerf -m MESSAGE` / `--message-file`: runs one message through the coder and exits with its outcome.
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { TurnResult } from "../coders/turn.js";
import { EXIT } from "./exit-codes.js";
import type { Session } from "./setup.js";

export async function messageFrom(session: Session): Promise<string | undefined> {
  const { message, messageFile } = session.settings.values;
  if (typeof message === "string") return message;
  if (typeof messageFile === "string") return readFile(path.resolve(session.io.cwd, messageFile), "utf8");
  return undefined;
}

export async function runOnce(
  session: Session,
  message: string,
): Promise<{ code: number; result: TurnResult }> {
  const result = await session.coder.run(message);
  return { code: exitCodeOf(result), result };
}

/** 1 when the server's reply was incomplete (nothing applied: the server's fault, never success),
 *  3 when edits are still failing or were refused at the end of the turn, else 0. */
export function exitCodeOf(result: TurnResult): number {
  if (result.stopped === "incomplete-reply") return EXIT.error;
  return result.failed.length > 0 ? EXIT.editsFailed : EXIT.ok;
}
