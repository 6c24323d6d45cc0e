// readStateFile on real files: every hostile shape a cloned repository can put under .kerf/ (a FIFO, a
// folder, a symlink to /dev/zero, out of .kerf/ or out of the project, a .kerf that is itself a symlink,
// an oversized, unparsable or wrongly shaped file) is reported in one line naming the file and why, set
// aside as an entry (never opened, never followed), and read as absent; a good file reads as it is.
import { execFileSync } from "node:child_process";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { readStateFile, setAsideStateEntry, type StateFileOptions } from "../../src/trust";
import { removeDir, tempDir } from "../helpers/file-tree";

interface Box {
  n: number;
}
const isBox = (data: unknown) =>
  typeof (data as Box | null)?.n === "number" ? { n: (data as Box).n } : undefined;

describe("readStateFile", () => {
  let root: string;
  let kerf: string;
  let file: string;
  let outside: string;
  let warnings: string[];
  const options = (extra: Partial<StateFileOptions<Box>> = {}): StateFileOptions<Box> => ({
    kind: "projectLock",
    what: "test state",
    dir: kerf,
    label: ".kerf/state.json",
    shape: isBox,
    report: (message) => warnings.push(message),
    ...extra,
  });
  const asides = () => readdirSync(kerf).filter((name) => name.startsWith("state.json.bad-"));

  beforeEach(() => {
    root = tempDir("kerf-state-");
    outside = tempDir("kerf-state-outside-");
    kerf = path.join(root, ".kerf");
    mkdirSync(kerf);
    file = path.join(kerf, "state.json");
    warnings = [];
  });
  afterEach(() => {
    removeDir(root);
    removeDir(outside);
  });

  it("reads a good file as it is, and a missing one as missing, without a word", async () => {
    expect(await readStateFile(file, options())).toEqual({ status: "missing" });
    writeFileSync(file, '{"n": 7}');
    const read = await readStateFile(file, options());
    expect(read.status === "ok" && read.value).toEqual({ n: 7 });
    expect(warnings).toEqual([]);
    expect(readdirSync(kerf)).toEqual(["state.json"]);
  });

  it("a FIFO is set aside unopened (the read returns at once) and reported as a named pipe", async () => {
    execFileSync("mkfifo", [file]);
    const read = await readStateFile(file, options());
    expect(read).toMatchObject({ status: "bad", reason: "is a named pipe (FIFO), not a regular file" });
    expect(existsSync(file)).toBe(false);
    const [aside] = asides();
    expect(aside).toMatch(/^state\.json\.bad-\d{8}T\d{6}Z-[0-9a-f]{4}$/);
    expect(lstatSync(path.join(kerf, aside as string)).isFIFO()).toBe(true);
    expect(warnings).toEqual([
      `test state .kerf/state.json is a named pipe (FIFO), not a regular file; set aside as .kerf/${aside}; ` +
        "kerf carries on without it",
    ]);
  }, 10_000);

  it("a symlink to /dev/zero is refused as leaving .kerf/, and the link (not /dev/zero) is moved", async () => {
    symlinkSync("/dev/zero", file);
    const read = await readStateFile(file, options());
    expect(read).toMatchObject({ status: "bad", reason: "is a symlink out of .kerf/ (to /dev/zero)" });
    const [aside] = asides();
    expect(readlinkSync(path.join(kerf, aside as string))).toBe("/dev/zero");
    expect(existsSync("/dev/zero")).toBe(true);
    expect(warnings[0]).toContain(".kerf/state.json is a symlink out of .kerf/ (to /dev/zero)");
  }, 10_000);

  it("a symlink to a project file outside .kerf/ or to a file outside the project is not read; its target stays", async () => {
    for (const target of [path.join(root, "app.py"), path.join(outside, "secret.txt")]) {
      writeFileSync(target, '{"n": 1}');
      symlinkSync(target, file);
      const read = await readStateFile(file, options());
      expect(read).toMatchObject({ status: "bad", reason: `is a symlink out of .kerf/ (to ${target})` });
      expect(readFileSync(target, "utf8")).toBe('{"n": 1}');
      expect(existsSync(file)).toBe(false);
    }
    expect(asides()).toHaveLength(2);
  });

  it("a symlink inside .kerf/ to a good file is read", async () => {
    writeFileSync(path.join(kerf, "real.json"), '{"n": 2}');
    symlinkSync("real.json", file);
    const read = await readStateFile(file, options());
    expect(read.status === "ok" && read.value).toEqual({ n: 2 });
  });

  it("a .kerf that is itself a symlink out of the project: refused, and nothing in the outside folder is renamed", async () => {
    removeDir(kerf);
    writeFileSync(path.join(outside, "state.json"), '{"n": 3}');
    symlinkSync(outside, kerf);
    const read = await readStateFile(file, options());
    expect(read).toMatchObject({
      status: "bad",
      reason: expect.stringContaining("is a symlink out of .kerf/"),
    });
    expect(readdirSync(outside)).toEqual(["state.json"]);
    expect(warnings[0]).toContain("left in place (its folder leads out of");
  });

  it("a folder, an oversized file, unparsable JSON and the wrong shape are each set aside with their reason", async () => {
    const cases: [() => void, string][] = [
      [() => mkdirSync(file), "is a folder, not a regular file"],
      [() => writeFileSync(file, "x".repeat(5000)), "is over its 4 KiB limit (4.9 KiB)"],
      [() => writeFileSync(file, "{not json"), "is not valid JSON"],
      [() => writeFileSync(file, '{"m": 1}'), "is not a valid test state"],
    ];
    for (const [plant, reason] of cases) {
      plant();
      expect(await readStateFile(file, options())).toMatchObject({ status: "bad", reason });
      expect(existsSync(file)).toBe(false);
    }
    expect(asides()).toHaveLength(4);
    expect(warnings.map((w) => w.split(";")[0])).toEqual(
      cases.map(([, r]) => `test state .kerf/state.json ${r}`),
    );
  });

  it("a dangling symlink is set aside", async () => {
    symlinkSync("nowhere.json", file);
    expect(await readStateFile(file, options())).toMatchObject({ status: "bad" });
    expect(asides()).toHaveLength(1);
  });

  it("with settleMs, a fresh unparsable file is left alone as unsettled; an old one is set aside", async () => {
    writeFileSync(file, "");
    expect(await readStateFile(file, options({ settleMs: 60_000 }))).toEqual({ status: "unsettled" });
    expect(existsSync(file)).toBe(true);
    utimesSync(file, new Date(Date.now() - 120_000), new Date(Date.now() - 120_000));
    expect(await readStateFile(file, options({ settleMs: 60_000 }))).toMatchObject({ status: "bad" });
    expect(existsSync(file)).toBe(false);
    expect(warnings).toHaveLength(1);
  });

  it("setting aside an entry that was replaced after it was judged puts the new one back", async () => {
    writeFileSync(file, '{"n": 1}');
    const judged = lstatSync(file);
    writeFileSync(`${file}.new`, '{"n": 2}');
    execFileSync("mv", [`${file}.new`, file]);
    expect(await setAsideStateEntry(file, kerf, judged)).toBeUndefined();
    expect(readFileSync(file, "utf8")).toBe('{"n": 2}');
    expect(asides()).toEqual([]);
  });
});
