// The input history file: loaded newest first without repeats, appended one line per input.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { appendHistory, historyFile, loadHistory } from "../../../src/cli/repl/input-history";
import { makeTempDir } from "../../helpers/temp-repo";

describe("input history", () => {
  let dir: string;
  beforeEach(() => (dir = makeTempDir("kerf-history-")));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("lives in .kerf/input.history under the root", () => {
    expect(historyFile("/p")).toBe(path.join("/p", ".kerf", "input.history"));
  });

  it("appends lines (creating the folder), skips blank ones, and loads newest first without repeats", () => {
    const file = historyFile(dir);
    expect(loadHistory(file)).toEqual([]);
    for (const line of ["/add a.py", "fix it", "  ", "/add a.py", "two\nlines"]) appendHistory(file, line);
    expect(readFileSync(file, "utf8")).toBe("/add a.py\nfix it\n/add a.py\ntwo lines\n");
    expect(loadHistory(file)).toEqual(["two lines", "/add a.py", "fix it"]);
  });

  it("loads an empty history, unread, from a FIFO, a device or an oversized file a cloned repo put there", () => {
    const file = historyFile(dir);
    mkdirSync(path.dirname(file), { recursive: true });
    const shapes = [
      () => execFileSync("mkfifo", [file]),
      () => symlinkSync("/dev/zero", file),
      () => writeFileSync(file, "fix it\n".repeat(3 * 1024 * 1024)),
      () => {
        writeFileSync(path.join(dir, "outside.history"), "from outside .kerf\n");
        symlinkSync(path.join(dir, "outside.history"), file);
      },
    ];
    for (const make of shapes) {
      rmSync(file, { force: true });
      make();
      expect(loadHistory(file)).toEqual([]);
    }
  });
});
