// The spinner while kerf waits for the model: drawn on a terminal's stderr from the first tick, cleared
// before the first token (reply or thinking) or an error is printed, never when output is piped.
import { PassThrough } from "node:stream";
import type { CliIo } from "../../src/cli/cli-io";
import { EventPrinter } from "../../src/cli/event-printer";
import { SPINNER_MS, type Ticker } from "../../src/cli/progress";
import { Terminal } from "../../src/cli/terminal";
import { startScriptedServer } from "../../replay/scripted-server";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo } from "../helpers/temp-repo";

/** A clock the test advances: each `tick()` runs the ticking callbacks once. */
function manualTicker() {
  const ticks = new Set<() => void>();
  const periods: number[] = [];
  const ticker: Ticker = {
    every(ms, tick) {
      periods.push(ms);
      ticks.add(tick);
      return () => ticks.delete(tick);
    },
  };
  return { ticker, periods, tick: () => [...ticks].forEach((tick) => tick()), active: () => ticks.size };
}

function terminal(tty: boolean) {
  const clock = manualTicker();
  const stdout = Object.assign(new PassThrough(), { isTTY: tty });
  const stderr = Object.assign(new PassThrough(), { isTTY: tty });
  let out = "";
  let err = "";
  stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
  const io: CliIo = { argv: [], env: {}, cwd: "/", stdin: new PassThrough(), stdout, stderr };
  const term = new Terminal(io, { pretty: false, ticker: clock.ticker });
  return { term, clock, printer: new EventPrinter(term), out: () => out, err: () => err };
}

const SENT = { type: "request-sent", model: "m", messages: 2, round: 0 } as const;
const CLEAR = "\r\x1b[2K";

describe("the wait spinner", () => {
  it("spins on a terminal from the first tick and is cleared before the first reply token", () => {
    const t = terminal(true);
    t.printer.handle(SENT);
    expect(t.err()).toBe("");
    t.clock.tick();
    t.clock.tick();
    expect(t.clock.periods).toEqual([SPINNER_MS]);
    expect(t.err()).toBe(`${CLEAR}⠋ Waiting for the model…${CLEAR}⠙ Waiting for the model…`);
    t.printer.handle({ type: "reply-delta", text: "Hello" });
    expect(t.err().endsWith(`⠙ Waiting for the model…${CLEAR}`)).toBe(true);
    expect(t.clock.active()).toBe(0);
    t.printer.handle({ type: "reply-done", text: "Hello", partial: false });
    expect(t.out()).toBe("Hello\n");
    t.clock.tick();
    expect(t.err().endsWith(CLEAR)).toBe(true);
  });

  it("is cleared by the first thinking token too, and by an error line", () => {
    const t = terminal(true);
    t.printer.handle(SENT);
    t.clock.tick();
    t.printer.handle({ type: "thinking-delta", text: "hmm" });
    expect(t.clock.active()).toBe(0);
    expect(t.err().endsWith(CLEAR)).toBe(true);
    t.printer.handle({ ...SENT, round: 1 });
    t.clock.tick();
    t.term.err("error: boom");
    expect(t.err().endsWith(`⠋ Waiting for the model…${CLEAR}error: boom\n`)).toBe(true);
    expect(t.clock.active()).toBe(0);
  });

  it("stopWaiting (an abort) clears it; a reply before the first tick draws nothing", () => {
    const t = terminal(true);
    t.printer.handle(SENT);
    t.clock.tick();
    t.term.stopWaiting();
    expect(t.err()).toBe(`${CLEAR}⠋ Waiting for the model…${CLEAR}`);
    const fast = terminal(true);
    fast.printer.handle(SENT);
    fast.printer.handle({ type: "reply-delta", text: "quick" });
    expect(fast.err()).toBe("");
    expect(fast.clock.active()).toBe(0);
  });

  it("never starts when the output is piped", () => {
    const t = terminal(false);
    t.printer.handle(SENT);
    expect(t.clock.active()).toBe(0);
    t.clock.tick();
    expect(t.err()).toBe("");
  });
});

describe("the wait spinner through the CLI", () => {
  it("a piped run prints no spinner characters", async () => {
    const repo = makeTempRepo({ "app.py": "x = 1\n" });
    const server = await startScriptedServer([
      { kind: "reply", text: "A slow answer.", chunkChars: 2, chunkDelayMs: 60 },
      { kind: "reply", text: "Another slow one.", chunkChars: 2, chunkDelayMs: 60 },
    ]);
    try {
      const run = await runCli(
        [
          "--model",
          "gpt-4o",
          "--openai-api-base",
          server.baseUrl,
          "--map-tokens",
          "0",
          "--edit-format",
          "ask",
        ],
        { cwd: repo.root, env: { HOME: repo.root, OPENAI_API_KEY: "sk-t" }, input: "what is it?\n" },
      );
      const piped = await runCli(
        ["--model", "gpt-4o", "--openai-api-base", server.baseUrl, "--map-tokens", "0", "-m", "hi"],
        { cwd: repo.root, env: { HOME: repo.root, OPENAI_API_KEY: "sk-t" } },
      );
      expect(run.code).toBe(0);
      expect(run.stdout).toContain("A slow answer.");
      expect(piped.stdout).toContain("Another slow one.");
      for (const output of [piped.stdout, piped.stderr, run.stdout, run.stderr]) {
        expect(output).not.toMatch(/[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏]|Waiting for the model/);
        expect(output).not.toContain(CLEAR);
      }
    } finally {
      await server.close();
      repo.remove();
    }
  });
});
