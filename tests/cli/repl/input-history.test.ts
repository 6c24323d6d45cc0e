// The input history file: loaded newest first without repeats, appended one line per input.
import { readFileSync, rmSync } from "node:fs";
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
});
