// A fresh temp copy of one exercise for one attempt: all but `.meta`, `.docs`, the test files (hidden from
// the model; copied in only to run them, over what the model wrote there) and node_modules inside the
// exercise. Never touches the exercise folder itself; symlinks are not followed.
import { cp, mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import type { Exercise } from "./exercise.js";

export interface WorkCopy {
  root: string;
  addTests(): Promise<void>;
  remove(): Promise<void>;
}

/** Judged on the path below the exercise root, never the absolute one. */
function insideNodeModules(root: string, source: string): boolean {
  return path.relative(root, source).split(path.sep).includes("node_modules");
}

export async function makeWorkCopy(exercise: Exercise, tempDir: string): Promise<WorkCopy> {
  const root = await mkdtemp(path.join(tempDir, "kerf-eval-"));
  const hidden = new Set([".meta", ".docs", ...exercise.testFiles].map((p) => path.join(exercise.dir, p)));
  await cp(exercise.dir, root, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => !hidden.has(source) && !insideNodeModules(exercise.dir, source),
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
