// The repo map's progress bar: drawn in place on stderr when stderr is a terminal, only the closing
// line otherwise; nothing on stdout (the map itself goes there).
import { PassThrough } from "node:stream";
import { progressReporter } from "../../src/cli/progress";
import { Terminal } from "../../src/cli/terminal";
import type { CliIo } from "../../src/cli/cli-io";

function terminal(tty: boolean) {
  const stdout = new PassThrough();
  const stderr = Object.assign(new PassThrough(), { isTTY: tty });
  let out = "";
  let err = "";
  stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
  const io: CliIo = { argv: [], env: {}, cwd: "/", stdin: new PassThrough(), stdout, stderr };
  return { term: new Terminal(io, { pretty: false }), out: () => out, err: () => err };
}

function scan(report: ReturnType<typeof progressReporter>): void {
  report({ type: "scan-started", total: 30_000 });
  for (const done of [7_500, 15_000, 30_000]) report({ type: "scan-progressed", done, total: 30_000 });
  report({ type: "scan-finished", parsed: 30_000, ms: 61_000 });
}

describe("progress bar", () => {
  it("redraws one line on a terminal's stderr as files are parsed", () => {
    const t = terminal(true);
    scan(progressReporter(t.term));
    expect(t.out()).toBe("");
    expect(t.err()).toContain("Scanning 30000 files");
    expect(t.err()).toContain(`\r\x1b[2K[${"#".repeat(15)}${".".repeat(15)}] 15000/30000`);
    expect(t.err()).toContain(`[${"#".repeat(30)}] 30000/30000`);
    expect(t.err()).toMatch(/Repo map: parsed 30000 files in 61\.0 s\n$/);
  });

  it("prints no bar when stderr is not a terminal, only the closing line", () => {
    const t = terminal(false);
    scan(progressReporter(t.term));
    expect(t.err()).not.toContain("/30000");
    expect(t.err()).toContain("Repo map: parsed 30000 files in 61.0 s");
  });
});
