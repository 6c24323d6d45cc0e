// Progress on stderr: a one-line bar while the repo map parses many files, and a spinner while kerf
// waits for a model's first token (drawn by Terminal, which clears it at its next output).
import type { RepoMapReporter } from "../repomap/repo-map-events.js";
import type { Terminal } from "./terminal.js";

export function progressReporter(term: Terminal): RepoMapReporter {
  return (event) => {
    switch (event.type) {
      case "scan-started":
        return term.err(`Scanning ${event.total} files for the repo map…`);
      case "scan-progressed": {
        const width = 30;
        const filled = Math.round((event.done / Math.max(1, event.total)) * width);
        return term.progress(
          `[${"#".repeat(filled)}${".".repeat(width - filled)}] ${event.done}/${event.total}`,
        );
      }
      case "scan-finished":
        return term.progress(
          `Repo map: parsed ${event.parsed} files in ${(event.ms / 1000).toFixed(1)} s`,
          true,
        );
      case "warning":
        return term.err(term.color.yellow(`warning: ${event.detail}`));
      default:
        return;
    }
  };
}

/** Calls `tick` every `ms` until the returned function is called; a clock tests replace. */
export interface Ticker {
  every(ms: number, tick: () => void): () => void;
}

export const REAL_TICKER: Ticker = {
  every(ms, tick) {
    const handle = setInterval(tick, ms);
    // A spinner never keeps the process alive.
    handle.unref();
    return () => clearInterval(handle);
  },
};

const FRAMES = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"];
export const SPINNER_MS = 100;

/** One status line redrawn each tick from the first tick on (a reply that starts at once shows none);
 *  `stop` clears what was drawn. Writes through `write` only. */
export class WaitSpinner {
  private frame = 0;
  private drawn = false;
  private cancel: (() => void) | undefined;

  constructor(
    private readonly write: (text: string) => void,
    private readonly ticker: Ticker = REAL_TICKER,
  ) {}

  get running(): boolean {
    return this.cancel !== undefined;
  }

  start(label: string): void {
    if (this.cancel) return;
    this.frame = 0;
    this.cancel = this.ticker.every(SPINNER_MS, () => {
      this.write(`\r\x1b[2K${FRAMES[this.frame++ % FRAMES.length] ?? ""} ${label}`);
      this.drawn = true;
    });
  }

  stop(): void {
    this.cancel?.();
    this.cancel = undefined;
    if (this.drawn) this.write("\r\x1b[2K");
    this.drawn = false;
  }
}
