// The bundled starter set: at least 24 exercises in five languages, each in the exercism layout, and
// each one's reference solution (.meta/example.*) passes its tests while the shipped stub fails them.
// Python and JavaScript are checked in every run; KERF_EVAL_ALL=1 checks every language present here.
jest.setTimeout(60_000);

import { cp, mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Exercise } from "../../src/eval/exercise";
import { BUNDLED_EXERCISES, findExercises } from "../../src/eval/find-exercises";
import { runPool } from "../../src/eval/pool";
import { runTests } from "../../src/eval/run-tests";
import { Toolchain } from "../../src/eval/toolchain";
import { makeWorkCopy } from "../../src/eval/work-copy";

const toolchain = new Toolchain({ env: process.env, nodePath: process.execPath, cwd: os.tmpdir() });
const FAST = ["python", "javascript"];

async function outcome(exercise: Exercise, withExample: boolean): Promise<boolean> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), "kerf-bundled-"));
  const copy = await makeWorkCopy(exercise, tmp);
  try {
    if (withExample) {
      const example = exercise.solutionFiles[0] as string;
      const ext = path.extname(example);
      await cp(path.join(exercise.dir, ".meta", `example${ext}`), path.join(copy.root, example));
    }
    await copy.addTests();
    const result = await runTests({ exercise, root: copy.root, toolchain, env: process.env, now: Date.now });
    return result.passed;
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

describe("bundled exercises", () => {
  let all: Exercise[] = [];
  beforeAll(async () => {
    all = await findExercises([BUNDLED_EXERCISES]);
  });

  it("has at least 24 exercises, in python, javascript, typescript, go and rust", () => {
    expect(all.length).toBeGreaterThanOrEqual(24);
    const languages = new Set(all.map((e) => e.language));
    expect([...languages].sort()).toEqual(["go", "javascript", "python", "rust", "typescript"]);
    for (const language of languages)
      expect(all.filter((e) => e.language === language).length).toBeGreaterThanOrEqual(3);
  });

  it("hides the tests and the reference solution from the work copy", async () => {
    const exercise = all.find((e) => e.id === "python/leap") as Exercise;
    const tmp = await mkdtemp(path.join(os.tmpdir(), "kerf-bundled-"));
    const copy = await makeWorkCopy(exercise, tmp);
    expect((await readdir(copy.root)).sort()).toEqual(["leap.py"]);
    await rm(tmp, { recursive: true, force: true });
  });

  it("every checked exercise: the example passes and the stub fails", async () => {
    const languages =
      process.env.KERF_EVAL_ALL === "1" ? ["python", "javascript", "typescript", "rust", "go"] : FAST;
    const failures: string[] = [];
    const checked = all.filter((e) => languages.includes(e.language));
    // Test processes mostly wait on start-up: four at a time keep the suite short on two cores.
    await runPool(checked, 4, async (exercise) => {
      if (!(await toolchain.language(exercise.language)).ok) return;
      if (!(await outcome(exercise, true))) failures.push(`${exercise.id}: example fails`);
      if (await outcome(exercise, false)) failures.push(`${exercise.id}: stub passes`);
    });
    expect(failures.sort()).toEqual([]);
  }, 300_000);
});
