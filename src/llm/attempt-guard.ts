// One request attempt's abort controller: links the caller's signal, an idle timer that restarts on
// every stream chunk (a server that stalls mid-stream times out like one that never answers), the
// request's total deadline (a server that drips forever still ends) and the reply byte cap.

export class AttemptGuard {
  readonly controller = new AbortController();
  timedOut = false;
  /** The request's total deadline passed. */
  deadlineHit = false;
  /** The reply passed the byte cap. */
  overCap = false;
  /** Reply bytes received so far (text deltas). */
  bytes = 0;
  /** Some of the reply arrived (a stream event): the server answered, whatever happened next. */
  answered = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly deadlineTimer: NodeJS.Timeout | undefined;
  private readonly onUserAbort = (): void => this.controller.abort();

  constructor(
    private readonly userSignal: AbortSignal | undefined,
    private readonly timeoutMs: number,
    limits: { deadlineAt?: number; maxReplyBytes?: number } = {},
  ) {
    this.maxReplyBytes = limits.maxReplyBytes ?? Infinity;
    if (userSignal?.aborted) this.controller.abort();
    userSignal?.addEventListener("abort", this.onUserAbort, { once: true });
    if (limits.deadlineAt !== undefined) {
      this.deadlineTimer = setTimeout(
        () => {
          this.deadlineHit = true;
          this.controller.abort();
        },
        Math.max(0, limits.deadlineAt - Date.now()),
      );
    }
    this.restartIdle();
  }

  private readonly maxReplyBytes: number;

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get userAborted(): boolean {
    return this.userSignal?.aborted ?? false;
  }

  /** Data arrived: the idle clock starts again. */
  touch(): void {
    this.answered = true;
    this.restartIdle();
  }

  private restartIdle(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort();
    }, this.timeoutMs);
  }

  /** Counts reply bytes; false (and the request aborted) once they pass the cap. */
  count(byteLength: number): boolean {
    this.bytes += byteLength;
    if (this.bytes <= this.maxReplyBytes) return true;
    this.overCap = true;
    this.controller.abort();
    return false;
  }

  /** The deadline or the byte cap ended the attempt: the reply is refused, not partial. */
  get limitHit(): boolean {
    return this.deadlineHit || this.overCap;
  }

  dispose(): void {
    clearTimeout(this.timer);
    clearTimeout(this.deadlineTimer);
    this.userSignal?.removeEventListener("abort", this.onUserAbort);
  }
}
