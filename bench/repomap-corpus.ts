// Finds and prepares repo-map benchmark corpora: the local Python standard library, the JS/TS files
// under node_modules, any folder given. Copies the taggable files to a temp dir so the "one file
// changed" step never touches the originals.
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { languageForPath } from "../src/repomap/languages.js";
import { walkFiles } from "../src/repomap/walk-files.js";

export interface Corpus {
  name: string;
  /** A temp copy holding only the files below. */
  root: string;
  files: string[];
  /** Bytes of each file, in the order of `files`. */
  sizes: number[];
  bytes: number;
}

const MAX_BYTES = 1024 * 1024;

/** The standard library of the `python3` on PATH, else the usual Debian location. */
export function pythonStdlib(): string | undefined {
  try {
    const out = execFileSync("python3", ["-c", "import sysconfig; print(sysconfig.get_paths()['stdlib'])"], {
      encoding: "utf8",
    });
    if (existsSync(out.trim())) return out.trim();
  } catch {
    // No python3 on PATH: try the distribution's copy.
  }
  return ["/usr/lib/python3.11", "/usr/lib/python3"].find((dir) => existsSync(dir));
}

export interface CorpusOptions {
  name: string;
  source: string;
  /** Keep a path (relative to source)? Default: everything taggable. */
  keep?: (rel: string) => boolean;
  /** Stop after this many files (in walk order). */
  maxFiles?: number;
}

export async function prepareCorpus(options: CorpusOptions): Promise<Corpus> {
  const listed = await walkFiles(options.source);
  const root = mkdtempSync(path.join(os.tmpdir(), "kerf-bench-"));
  const files: string[] = [];
  const sizes: number[] = [];
  let bytes = 0;
  for (const rel of listed) {
    if (files.length >= (options.maxFiles ?? Infinity)) break;
    if (!languageForPath(rel) || (options.keep && !options.keep(rel))) continue;
    const stat = statSync(path.join(options.source, rel));
    if (!stat.isFile() || stat.size > MAX_BYTES) continue;
    const size = stat.size;
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    copyFileSync(path.join(options.source, rel), path.join(root, rel));
    files.push(rel);
    sizes.push(size);
    bytes += size;
  }
  return { name: options.name, root, files, sizes, bytes };
}
