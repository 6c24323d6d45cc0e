// The tagging process (src/repomap/tag-host.ts, tag-pool.ts): a cold map's grammars run in a child
// process that is killed once the last batch is back, so no optimizing compile V8 started for a grammar
// can hold the exit of the process that printed the map (Node's exit waits for V8's compile threads).
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { tagFiles } from "../../src/repomap/tag-pool";
import { ensureBuilt } from "../demo/ensure-built";
import { removeDir, tempDir } from "./fixture-repo";

const ROOT = path.resolve(__dirname, "../..");
const BIN = path.join(ROOT, "dist", "cli", "bin.js");
/** V8's line for each WebAssembly function it compiles (--trace-wasm-compilation-times). */
const COMPILED = /Compiled function \S+ using (Liftoff|TurboFan)/;

/** `count` Python modules of about `bytes` each. */
function writeModules(root: string, count: number, bytes: number): string[] {
  mkdirSync(path.join(root, "pkg"), { recursive: true });
  const files: string[] = [];
  for (let m = 0; m < count; m++) {
    const lines: string[] = [];
    for (let f = 0; lines.join("\n").length < bytes; f++) {
      lines.push(`def handle_${m}_${f}(value):`, `    return value + ${f}`, "");
    }
    const rel = `pkg/mod${m}.py`;
    writeFileSync(path.join(root, rel), lines.join("\n"));
    files.push(rel);
  }
  return files;
}

/** `kerf --show-repo-map` cold in `root`, with V8 tracing every WebAssembly compile of the process. */
function tracedMap(root: string): { stdout: string; stderr: string } {
  const result = spawnSync(
    process.execPath,
    ["--trace-wasm-compilation-times", BIN, "--show-repo-map", "--no-git"],
    {
      cwd: root,
      encoding: "utf8",
      env: { PATH: process.env.PATH ?? "", HOME: root, OPENAI_API_KEY: "sk-test" },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  expect(result.status).toBe(0);
  return { stdout: result.stdout, stderr: result.stderr };
}

const dirs: string[] = [];
afterAll(() => dirs.forEach(removeDir));
const repo = (): string => {
  const dir = tempDir("tag-host");
  dirs.push(dir);
  return dir;
};

describe("the tagging process", () => {
  test("is gone when tagFiles resolves: no child process, pipe or thread is left running", async () => {
    const root = repo();
    const paths = writeModules(root, 6, 2_000);
    const before = process.getActiveResourcesInfo();
    const results = await tagFiles({ root, paths, workers: 2, minForPool: 1 });
    expect(results.map((r) => r.tags?.defs[0]?.name)).toEqual(paths.map((_, m) => `handle_${m}_0`));
    // A handle being closed leaves the list in the loop's close phase: two turns of the loop later.
    for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
    const after = process.getActiveResourcesInfo();
    // Other handles of the test runner may have ended meanwhile: none of these may have been added.
    for (const kind of ["ProcessWrap", "PipeWrap", "Worker"]) {
      const count = (list: string[]): number => list.filter((r) => r === kind).length;
      expect({ kind, count: Math.max(count(before), count(after)) }).toEqual({ kind, count: count(before) });
    }
  }, 60_000);
});

describe("a cold map's WebAssembly", () => {
  beforeAll(() => ensureBuilt(ROOT), 120_000);

  // The pool needs ≥ 2 cores, ≥ 64 files and ≥ 2 MB (tag-batches.ts poolSize).
  const pooled = os.availableParallelism() > 1 ? test : test.skip;
  pooled(
    "never runs in the process that prints the map when the pool tags",
    () => {
      const root = repo();
      writeModules(root, 70, 32_000);
      const { stdout, stderr } = tracedMap(root);
      expect(stderr).toContain("70 files");
      expect(stdout).toContain("handle_");
      expect(stdout.split("\n").filter((line) => COMPILED.test(line))).toEqual([]);
    },
    180_000,
  );

  test("does run in that process when a few files are tagged in its own thread (the trace works)", () => {
    const root = repo();
    writeModules(root, 2, 500);
    const { stdout } = tracedMap(root);
    expect(stdout).toContain("handle_");
    expect(stdout).toMatch(COMPILED);
  }, 60_000);
});
