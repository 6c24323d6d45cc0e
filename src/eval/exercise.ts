// Reads one exercise in the exercism layout Aider's polyglot benchmark uses: `.docs/instructions.md`
// (+ `.docs/instructions.append.md`), `.meta/config.json` naming files.solution / files.test.
// Reads only inside the exercise folder; a malformed folder is reported, never guessed at.
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { languageOf } from "./languages.js";

export interface Exercise {
  /** Stable id: "<language>/<folder name>". */
  id: string;
  name: string;
  language: string;
  dir: string;
  instructions: string;
  /** Relative to dir, "/"-separated: the chat files. */
  solutionFiles: string[];
  /** Relative to dir: hidden from the model, copied in only to run. */
  testFiles: string[];
}

export class ExerciseError extends Error {
  constructor(
    readonly dir: string,
    detail: string,
  ) {
    super(`${dir}: ${detail}`);
    this.name = "ExerciseError";
  }
}

const MAX_TEXT_BYTES = 256 * 1024;

async function readSmall(file: string): Promise<string | undefined> {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  if (info.size > MAX_TEXT_BYTES)
    throw new ExerciseError(path.dirname(file), `${path.basename(file)} is too large`);
  return readFile(file, "utf8");
}

function fileList(value: unknown, dir: string, key: string): string[] {
  if (!Array.isArray(value) || value.length === 0 || !value.every((v) => typeof v === "string"))
    throw new ExerciseError(dir, `.meta/config.json: files.${key} must be a non-empty list of paths`);
  const files = value.map((file) => path.posix.normalize(file.replace(/\\/g, "/")));
  for (const file of files)
    if (file.startsWith("../") || path.posix.isAbsolute(file) || file === "..")
      throw new ExerciseError(dir, `.meta/config.json: ${file} is outside the exercise`);
  return files;
}

export async function loadExercise(dir: string, languageHint?: string): Promise<Exercise> {
  const configText = await readSmall(path.join(dir, ".meta", "config.json"));
  if (configText === undefined) throw new ExerciseError(dir, "no .meta/config.json");
  let config: { files?: { solution?: unknown; test?: unknown } };
  try {
    config = JSON.parse(configText) as typeof config;
  } catch {
    throw new ExerciseError(dir, ".meta/config.json is not JSON");
  }
  const solutionFiles = fileList(config.files?.solution, dir, "solution");
  const testFiles = fileList(config.files?.test, dir, "test");
  const main = await readSmall(path.join(dir, ".docs", "instructions.md"));
  if (main === undefined) throw new ExerciseError(dir, "no .docs/instructions.md");
  const append = await readSmall(path.join(dir, ".docs", "instructions.append.md"));
  const language = languageOf(solutionFiles) ?? languageHint;
  if (!language) throw new ExerciseError(dir, `no known language for ${solutionFiles.join(", ")}`);
  const name = path.basename(dir);
  return {
    id: `${language}/${name}`,
    name,
    language,
    dir,
    instructions: append ? `${main.trimEnd()}\n\n${append.trimEnd()}\n` : main,
    solutionFiles,
    testFiles,
  };
}
