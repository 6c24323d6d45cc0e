// Finds exercise folders (those holding `.meta/config.json`) under task folders, applies --languages,
// --only and --limit, and knows where the bundled starter set lives. Walks at most MAX_DEPTH levels.
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { loadExercise, type Exercise } from "./exercise.js";

/** The starter set shipped in the package: `exercises/` at the package root, above `src/eval` or
 *  `dist/eval` (or `dist-tools/src/eval` for the tools build). */
export const BUNDLED_EXERCISES =
  [path.join(__dirname, "..", "..", "exercises"), path.join(__dirname, "..", "..", "..", "exercises")].find(
    (dir) => existsSync(dir),
  ) ?? path.join(__dirname, "..", "..", "exercises");

const MAX_DEPTH = 6;
const SKIP = new Set(["node_modules", ".git", "target", ".kerf", "__pycache__"]);

export interface ExerciseFilter {
  languages?: readonly string[];
  /** Exercise names or ids ("python/leap"). */
  only?: readonly string[];
  /** At most this many exercises, taken in turn from each language. */
  limit?: number;
}

async function exerciseDirs(dir: string, depth: number, found: string[]): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  if (entries.some((e) => e.name === ".meta" && e.isDirectory())) {
    found.push(dir);
    return;
  }
  if (depth >= MAX_DEPTH) return;
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name)))
    if (entry.isDirectory() && !SKIP.has(entry.name) && !entry.name.startsWith("."))
      await exerciseDirs(path.join(dir, entry.name), depth + 1, found);
}

/** Aider's polyglot layout names the language in the path: `<language>/exercises/practice/<name>`. */
function languageHint(root: string, dir: string): string | undefined {
  const parts = path.relative(root, dir).split(path.sep);
  const at = parts.indexOf("exercises");
  return at > 0 ? parts[at - 1] : parts.length > 1 ? parts[0] : undefined;
}

export async function findExercises(
  roots: readonly string[],
  filter: ExerciseFilter = {},
): Promise<Exercise[]> {
  const all: Exercise[] = [];
  for (const root of roots) {
    const dirs: string[] = [];
    await exerciseDirs(root, 0, dirs);
    for (const dir of dirs) all.push(await loadExercise(dir, languageHint(root, dir)));
  }
  const wanted = (exercise: Exercise) =>
    (!filter.languages?.length || filter.languages.includes(exercise.language)) &&
    (!filter.only?.length || filter.only.includes(exercise.name) || filter.only.includes(exercise.id));
  const chosen = all.filter(wanted).sort((a, b) => a.id.localeCompare(b.id));
  return filter.limit === undefined ? chosen : roundRobin(chosen, filter.limit);
}

function roundRobin(exercises: Exercise[], limit: number): Exercise[] {
  const byLanguage = new Map<string, Exercise[]>();
  for (const exercise of exercises)
    byLanguage.set(exercise.language, [...(byLanguage.get(exercise.language) ?? []), exercise]);
  const queues = [...byLanguage.values()];
  const picked: Exercise[] = [];
  for (let round = 0; picked.length < limit && queues.some((q) => q.length > round); round++)
    for (const queue of queues) {
      const next = queue[round];
      if (next && picked.length < limit) picked.push(next);
    }
  return picked.sort((a, b) => a.id.localeCompare(b.id));
}
