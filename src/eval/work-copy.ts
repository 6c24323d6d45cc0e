// A fresh temp copy of one exercise for one attempt: everything except `.meta`, `.docs` and the test
// files (hidden from the model); the tests are copied in only to run them, over anything the model
// wrote in their place. Never touches the exercise folder itself; symlinks are not followed.
import { cp, mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import type { Exercise } from "./exercise.js";

export interface WorkCopy {
  root: string;
  addTests(): Promise<void>;
  remove(): Promise<void>;
}

export async function makeWorkCopy(exercise: Exercise, tempDir: string): Promise<WorkCopy> {
  const root = await mkdtemp(path.join(tempDir, "kerf-eval-"));
  const hidden = new Set([".meta", ".docs", ...exercise.testFiles].map((p) => path.join(exercise.dir, p)));
  await cp(exercise.dir, root, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => !hidden.has(source) && !source.includes(`${path.sep}node_modules`),
  });
  return {
    root,
    async addTests() {
      for (const file of exercise.testFiles) {
        const target = path.join(root, file);
        await rm(target, { recursive: true, force: true });
        await mkdir(path.dirname(target), { recursive: true });
        await cp(path.join(exercise.dir, file), target, { recursive: true, verbatimSymlinks: true });
      }
    },
    remove: () => rm(root, { recursive: true, force: true, maxRetries: 3 }),
  };
}
