// One request attempt's abort controller: links the caller's signal and an idle timer that restarts
// on every stream chunk, so a server that stalls mid-stream times out like one that never answers.

export class AttemptGuard {
  readonly controller = new AbortController();
  timedOut = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly onUserAbort = (): void => this.controller.abort();

  constructor(
    private readonly userSignal: AbortSignal | undefined,
    private readonly timeoutMs: number,
  ) {
    if (userSignal?.aborted) this.controller.abort();
    userSignal?.addEventListener("abort", this.onUserAbort, { once: true });
    this.touch();
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get userAborted(): boolean {
    return this.userSignal?.aborted ?? false;
  }

  /** Data arrived: the idle clock starts again. */
  touch(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort();
    }, this.timeoutMs);
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.userSignal?.removeEventListener("abort", this.onUserAbort);
  }
}
