// Terminal output for people: colour on a TTY or with FORCE_COLOR; NO_COLOR and --no-pretty always win.
// The only place that styles text; commands print through it. Everything it prints has the session's
// keys masked, and a diff has every credential shape masked too. A wait spinner it shows is cleared
// before anything else it prints (the first token, an error, a retry notice).
import { Chalk, type ChalkInstance } from "chalk";
import { maskKeys, maskSecrets } from "../trust/secret-mask.js";
import { stripControl, stripControlKeepColour } from "../trust/terminal-text.js";
import type { CliIo } from "./cli-io.js";
import { WaitSpinner, type Ticker } from "./progress.js";

export class Terminal {
  readonly color: ChalkInstance;
  /** The session's keys, masked in everything printed (the stream printer masks split ones). */
  readonly secrets: readonly string[];
  private readonly spinner: WaitSpinner;
  /** stdout's last write left a line open (a streamed reply cut off mid-line). */
  private midLine = false;

  constructor(
    private readonly io: CliIo,
    options: { pretty?: boolean; secrets?: readonly string[]; ticker?: Ticker } = {},
  ) {
    this.color = new Chalk({ level: colorWanted(io, options.pretty !== false) ? 1 : 0 });
    this.secrets = options.secrets ?? [];
    this.spinner = new WaitSpinner((text) => io.stderr.write(text), options.ticker);
  }

  /** A spinner on stderr until the next output or stopWaiting; only with a terminal on stdout and
   *  stderr (never piped, never under --json, which prints through no Terminal). */
  waiting(label = "Waiting for the model…"): void {
    if (this.io.stdout.isTTY === true && this.io.stderr.isTTY === true) this.spinner.start(label);
  }

  stopWaiting(): void {
    this.spinner.stop();
  }

  /** Printable text: control sequences stripped (kerf's own colours kept), keys masked. */
  private clean(text: string): string {
    return maskKeys(stripControlKeepColour(text), this.secrets);
  }

  /** Text as it comes, no newline added (a streamed reply). */
  write(text: string): void {
    this.stopWaiting();
    const clean = this.clean(text);
    if (clean === "") return;
    this.io.stdout.write(clean);
    this.midLine = !clean.endsWith("\n");
  }

  /** Ends a line a streamed reply left open, so what follows (a notice, an error, the next line of
   *  output) starts on its own line, on stdout or on stderr. */
  endLine(): void {
    if (!this.midLine) return;
    this.midLine = false;
    this.io.stdout.write("\n");
  }

  out(text = ""): void {
    this.stopWaiting();
    this.endLine();
    this.io.stdout.write(this.clean(text) + "\n");
  }

  /** Redraws one status line on stderr (a TTY only); `done` ends it. */
  progress(text: string, done = false): void {
    this.stopWaiting();
    if (!this.io.stderr.isTTY) {
      if (done) this.err(text);
      return;
    }
    this.io.stderr.write(`\r\x1b[2K${this.clean(text)}${done ? "\n" : ""}`);
  }

  err(text: string): void {
    this.stopWaiting();
    this.endLine();
    this.io.stderr.write(this.clean(text) + "\n");
  }

  /** A unified diff with added lines green and removed lines red; on stderr for one shown beside a
   *  question (stdout may be --json's). */
  diff(diffText: string, stream: "out" | "err" = "out"): void {
    const print = (text: string) => (stream === "out" ? this.out(text) : this.err(text));
    // A diff is file content: strip its control sequences before kerf adds its own colours, and mask
    // every credential shape in it (a key the model wrote into a file is still not shown).
    for (const line of maskSecrets(stripControl(diffText), this.secrets).replace(/\n$/, "").split("\n")) {
      if (line.startsWith("+++") || line.startsWith("---")) print(this.color.bold(line));
      else if (line.startsWith("+")) print(this.color.green(line));
      else if (line.startsWith("-")) print(this.color.red(line));
      else if (line.startsWith("@@")) print(this.color.cyan(line));
      else if (!line.startsWith("====")) print(line);
    }
  }
}

/** no-color.org: a set, non-empty NO_COLOR turns colour off whatever else asks for it. */
function colorWanted(io: CliIo, pretty: boolean): boolean {
  const noColor = io.env.NO_COLOR !== undefined && io.env.NO_COLOR !== "";
  if (!pretty || noColor) return false;
  const force = io.env.FORCE_COLOR;
  // As supports-color reads it: set (even empty) forces colour, except "0" and "false".
  if (force !== undefined) return force !== "0" && force !== "false";
  return io.stdout.isTTY === true;
}
