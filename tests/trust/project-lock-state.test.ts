// The project lock as an untrusted state file: a FIFO, a folder, a symlink to /dev/zero or an old
// unparsable .kerf/lock is reported and set aside, and the write takes a fresh lock; a live lock (or one
// being written) is never removed, so two writers never hold it at once.
import { execFileSync, spawnSync } from "node:child_process";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { acquireProjectLock } from "../../src/edits/write/project-lock";
import { removeDir, tempDir } from "../helpers/file-tree";

describe("the project lock read as a state file", () => {
  let root: string;
  let warnings: string[];
  const lock = () => path.join(root, ".kerf", "lock");
  const asides = () => readdirSync(path.join(root, ".kerf")).filter((name) => name.startsWith("lock.bad-"));
  const report = (message: string) => warnings.push(message);
  beforeEach(() => {
    root = tempDir("kerf-lock-");
    mkdirSync(path.join(root, ".kerf"));
    warnings = [];
  });
  afterEach(() => removeDir(root));

  it("a FIFO, a folder, a symlink to /dev/zero and an oversized lock are set aside and a fresh lock taken", async () => {
    const shapes: [() => void, string][] = [
      [() => execFileSync("mkfifo", [lock()]), "is a named pipe (FIFO), not a regular file"],
      [() => mkdirSync(lock()), "is a folder, not a regular file"],
      [() => symlinkSync("/dev/zero", lock()), "is a symlink out of .kerf/ (to /dev/zero)"],
      [() => writeFileSync(lock(), " ".repeat(8192)), "is over its 4 KiB limit (8 KiB)"],
    ];
    for (const [plant, reason] of shapes) {
      warnings = [];
      plant();
      const held = await acquireProjectLock(root, report);
      expect(warnings).toEqual([
        expect.stringMatching(
          new RegExp(`^project lock \\.kerf/lock ${escape(reason)}; set aside as \\.kerf/lock\\.bad-`),
        ),
      ]);
      expect(JSON.parse(readFileSync(lock(), "utf8"))).toMatchObject({ pid: process.pid, host: hostname() });
      await held.release();
      expect(existsSync(lock())).toBe(false);
    }
    expect(asides()).toHaveLength(4);
  }, 10_000);

  it("an old unparsable lock (no holder is writing it) is set aside; a fresh one is waited on first", async () => {
    writeFileSync(lock(), "{half");
    const old = new Date(Date.now() - 60_000);
    utimesSync(lock(), old, old);
    await (await acquireProjectLock(root, report)).release();
    expect(warnings).toEqual([expect.stringContaining(".kerf/lock is not valid JSON; set aside")]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    warnings = [];
    writeFileSync(lock(), "");
    const started = Date.now();
    const held = await acquireProjectLock(root, report);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);
    expect(warnings).toEqual([expect.stringContaining(".kerf/lock is not valid JSON; set aside")]);
    await held.release();
  }, 10_000);

  it("a live holder's lock is never set aside: the second writer waits for the release", async () => {
    const first = await acquireProjectLock(root, report);
    let secondHeld = false;
    const second = acquireProjectLock(root, report).then((held) => {
      secondHeld = true;
      return held;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(secondHeld).toBe(false);
    expect(asides()).toEqual([]);
    await first.release();
    await (await second).release();
    expect(secondHeld).toBe(true);
    expect(warnings).toEqual([]);
  });

  it("a dead holder's lock is taken over and named, without a warning about a bad file", async () => {
    const dead = spawnSync(process.execPath, ["-e", "0"]).pid;
    writeFileSync(lock(), JSON.stringify({ pid: dead, host: hostname(), started: "then" }));
    const held = await acquireProjectLock(root, report);
    expect(held.staleHolder).toBe(dead);
    expect(warnings).toEqual([]);
    expect(asides()).toEqual([]);
    await held.release();
  });

  it("a lock that is bad and cannot be set aside stops the write instead of writing unlocked", async () => {
    const outside = tempDir("kerf-lock-outside-");
    try {
      removeDir(path.join(root, ".kerf"));
      symlinkSync(outside, path.join(root, ".kerf"));
      execFileSync("mkfifo", [path.join(outside, "lock")]);
      // A .kerf that leads out of the project is refused before its lock is even looked at (it could
      // not be set aside either): the write stops, nothing is written.
      await expect(acquireProjectLock(root, report)).rejects.toThrow(
        /\.kerf is a symlink .*; nothing was written/,
      );
      expect(lstatSync(path.join(outside, "lock")).isFIFO()).toBe(true);
    } finally {
      removeDir(outside);
    }
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}
