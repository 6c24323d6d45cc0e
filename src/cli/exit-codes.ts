// kerf's exit codes, the same for every command.
export const EXIT = {
  /** All edits applied, or nothing to do. */
  ok: 0,
  /** A runtime error (I/O, network, configuration), or a reply not applied because it was incomplete:
   *  refused or filtered by the provider, a full context window, a failure the server reported. */
  error: 1,
  /** A usage error: bad flags, unknown edit format. */
  usage: 2,
  /** One or more edits failed, or were refused by a "no" nobody typed (stdin not a terminal). */
  editsFailed: 3,
  /** The edits were applied, but the last lint or test run after them failed. */
  checksFailed: 4,
  /** A spend cap (`--max-cost`, `--max-requests`) stopped the run before a request that could cross it. */
  capReached: 5,
} as const;

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}
