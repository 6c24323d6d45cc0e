// The input history file: loaded newest first without repeats, appended one line per input. A cloned
// repository's .kerf/input.history that is a FIFO, /dev/zero, oversized or a symlink out of .kerf/ is
// not read: it is named in a warning with the reason, set aside, and the history starts empty.
import { execFileSync } from "node:child_process";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
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

  it("appends lines (creating the folder), skips blank ones, and loads newest first without repeats", async () => {
    const file = historyFile(dir);
    expect(await loadHistory(file)).toEqual([]);
    for (const line of ["/add a.py", "fix it", "  ", "/add a.py", "two\nlines"]) appendHistory(file, line);
    expect(readFileSync(file, "utf8")).toBe("/add a.py\nfix it\n/add a.py\ntwo lines\n");
    expect(await loadHistory(file)).toEqual(["two lines", "/add a.py", "fix it"]);
  });

  it("a FIFO, /dev/zero, an oversized file or a symlink out of .kerf/: unread, warned about, set aside", async () => {
    const file = historyFile(dir);
    mkdirSync(path.dirname(file), { recursive: true });
    const outside = path.join(dir, "outside.history");
    const shapes: [() => void, string][] = [
      [() => execFileSync("mkfifo", [file]), "is a named pipe (FIFO), not a regular file"],
      [() => symlinkSync("/dev/zero", file), "is a symlink out of .kerf/ (to /dev/zero)"],
      [() => writeFileSync(file, "fix it\n".repeat(3 * 1024 * 1024)), "is over its 16 MiB limit (21 MiB)"],
      [
        () => {
          writeFileSync(outside, "from outside .kerf\n");
          symlinkSync(outside, file);
        },
        `is a symlink out of .kerf/ (to ${outside})`,
      ],
    ];
    for (const [make, reason] of shapes) {
      make();
      const warnings: string[] = [];
      expect(await loadHistory(file, (message) => warnings.push(message))).toEqual([]);
      expect(warnings).toEqual([
        expect.stringMatching(
          new RegExp(
            `^input history \\.kerf/input\\.history ${esc(reason)}; set aside as \\.kerf/input\\.history\\.bad-`,
          ),
        ),
      ]);
      expect(existsSync(file)).toBe(false);
    }
    expect(
      readdirSync(path.dirname(file)).filter((name) => name.startsWith("input.history.bad-")),
    ).toHaveLength(4);
    expect(readFileSync(outside, "utf8")).toBe("from outside .kerf\n");
  }, 10_000);

  it("appending never writes through a symlink and never blocks on a FIFO", () => {
    const file = historyFile(dir);
    mkdirSync(path.dirname(file), { recursive: true });
    const victim = path.join(dir, "bashrc");
    writeFileSync(victim, "# rc\n");
    symlinkSync(victim, file);
    appendHistory(file, "rm -rf /");
    expect(readFileSync(victim, "utf8")).toBe("# rc\n");
    rmSync(file);
    execFileSync("mkfifo", [file]);
    appendHistory(file, "fix it");
    expect(lstatSync(file).isFIFO()).toBe(true);
  }, 5_000);
});

function esc(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}
