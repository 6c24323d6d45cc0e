// Lines from the user: node:readline over the CLI's stdin, with history, Tab completion and Ctrl-C.
// Interactive (a TTY) or piped (lines until EOF); it reads and prompts, it runs nothing.
import { createInterface, type Completer, type Interface } from "node:readline";
import type { CliIo } from "../cli-io.js";
import { appendHistory, HISTORY_SIZE } from "./input-history.js";

export interface LineInputOptions {
  io: CliIo;
  /** A terminal on both ends: prompts, raw keys, history and completion. */
  interactive: boolean;
  historyFile?: string;
  /** The entries to recall, newest first (loadHistory of historyFile). */
  history?: readonly string[];
  /** The session's keys: masked in the history file. */
  secrets?: readonly string[];
  completer?: Completer;
}

export class LineInput {
  readonly interactive: boolean;
  private readonly rl: Interface;
  private readonly queue: string[] = [];
  private waiter: ((line: string | null) => void) | undefined;
  private closed = false;
  /** A first Ctrl-C at an empty prompt; a second one ends the session. */
  private armed = false;
  private onBusyInterrupt: (() => void) | undefined;
  /** Answers to questions are not worth recalling: they stay out of the history file. */
  private recording = true;

  constructor(private readonly options: LineInputOptions) {
    this.interactive = options.interactive;
    const { io, interactive } = options;
    this.rl = createInterface({
      input: io.stdin,
      output: interactive ? io.stdout : undefined,
      terminal: interactive,
      ...(interactive && options.completer ? { completer: options.completer } : {}),
      history: interactive ? [...(options.history ?? [])] : [],
      historySize: HISTORY_SIZE,
      removeHistoryDuplicates: true,
    });
    this.rl.on("line", (line) => this.deliver(line));
    this.rl.on("close", () => this.finish());
    this.rl.on("SIGINT", () => this.interrupt());
  }

  /** The next line, or null at the end of input (Ctrl-D, EOF, or Ctrl-C twice at an empty prompt). */
  read(prompt: string, options: { record?: boolean } = {}): Promise<string | null> {
    this.recording = options.record !== false;
    const queued = this.queue.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    if (this.closed) return Promise.resolve(null);
    if (this.interactive) {
      this.rl.setPrompt(prompt);
      this.rl.prompt();
    }
    return new Promise((resolve) => (this.waiter = resolve));
  }

  /** Runs `work`; a Ctrl-C meanwhile calls `onInterrupt` (and answers a pending question with ""). */
  async busy<T>(onInterrupt: () => void, work: () => Promise<T>): Promise<T> {
    this.onBusyInterrupt = onInterrupt;
    try {
      return await work();
    } finally {
      this.onBusyInterrupt = undefined;
    }
  }

  /** Ends a pending read with null, dropping what was typed on the line (the file watcher's request
   *  takes the prompt's place, as in Aider); the session stays open. */
  cancelRead(): void {
    const waiter = this.waiter;
    if (!waiter) return;
    this.waiter = undefined;
    if (this.interactive) {
      this.rl.write(null, { ctrl: true, name: "e" });
      this.rl.write(null, { ctrl: true, name: "u" });
      this.options.io.stdout.write("\n");
    }
    waiter(null);
  }

  close(): void {
    this.rl.close();
  }

  private deliver(line: string): void {
    this.armed = false;
    if (this.interactive && this.recording && this.options.historyFile)
      appendHistory(this.options.historyFile, line, this.options.secrets);
    const waiter = this.waiter;
    this.waiter = undefined;
    this.recording = true;
    if (waiter) waiter(line);
    else this.queue.push(line);
  }

  private finish(): void {
    this.closed = true;
    const waiter = this.waiter;
    this.waiter = undefined;
    waiter?.(null);
  }

  private interrupt(): void {
    const out = this.options.io.stdout;
    if (this.onBusyInterrupt) {
      this.onBusyInterrupt();
      const waiter = this.waiter;
      this.waiter = undefined;
      if (waiter) out.write("^C\n");
      waiter?.("");
      return;
    }
    if (this.rl.line !== "") {
      this.rl.write(null, { ctrl: true, name: "e" });
      this.rl.write(null, { ctrl: true, name: "u" });
      return;
    }
    if (this.armed) {
      out.write("^C\n");
      this.close();
      return;
    }
    this.armed = true;
    out.write("^C\n(Ctrl-C again or Ctrl-D to exit)\n");
    this.rl.prompt();
  }
}
