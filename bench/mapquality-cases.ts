// The mapquality cases: each chosen commit of each corpus bundle (bench/mapquality/corpus/), read back
// from git: its parent, its message, the file put in the chat and the files and identifiers the change
// needed. Clones bundles to temp dirs and checks parents out; scoring lives in mapquality-score.ts.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { languageForPath } from "../src/repomap/languages.js";
import { identifiersIn } from "./mapquality-score.js";

export const CORPUS_DIR = path.resolve(__dirname, "../../bench/mapquality/corpus");
/** The repository never looked at while tuning: its numbers are printed apart. */
export const HELD_OUT_REPO = "libuv";

export interface CorpusRepo {
  name: string;
  language: string;
  source: string;
  bundle: string;
  head: string;
  commits: { sha: string; original: string }[];
}

export interface MapCase {
  repo: string;
  sha: string;
  parent: string;
  /** The commit message without trailers: the user's request. */
  request: string;
  /** The largest modified source file (by its size in the parent): the file in the chat. */
  chatFile: string;
  /** The other modified source files: what the map should name. */
  targets: string[];
  /** Identifiers on the targets' changed lines that the parent versions contain. */
  idents: string[];
  heldOut: boolean;
}

export function readManifest(): CorpusRepo[] {
  return JSON.parse(readFileSync(path.join(CORPUS_DIR, "manifest.json"), "utf8")) as CorpusRepo[];
}

export const gitIn = (dir: string, args: string[]): string =>
  execFileSync("git", ["-C", dir, ...args], { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });

/** A fresh clone of the repository's bundle; its checkout is whatever `checkout` sets later. */
export function cloneRepo(repo: CorpusRepo): string {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), `mapq-${repo.name}-`)), "repo");
  execFileSync("git", ["clone", "-q", "--no-checkout", path.join(CORPUS_DIR, repo.bundle), dir]);
  return dir;
}

export function checkout(dir: string, sha: string): void {
  gitIn(dir, ["checkout", "-q", "-f", "--detach", sha]);
  gitIn(dir, ["clean", "-q", "-f", "-d", "-x"]);
}

export function readCase(dir: string, repo: CorpusRepo, sha: string, index: number): MapCase {
  const parent = gitIn(dir, ["rev-parse", `${sha}^`]).trim();
  const changed = gitIn(dir, ["diff-tree", "-r", "--name-status", "--no-renames", parent, sha])
    .split("\n")
    .map((line) => line.split("\t"))
    .filter(([status, file]) => status === "M" && file !== undefined && languageForPath(file) !== undefined)
    .map(([, file]) => file as string);
  const size = (file: string): number => Number(gitIn(dir, ["cat-file", "-s", `${parent}:${file}`]).trim());
  const bySize = [...changed].sort((a, b) => size(b) - size(a) || a.localeCompare(b));
  const chatFile = bySize[0] as string;
  const targets = bySize.slice(1).sort();
  return {
    repo: repo.name,
    sha,
    parent,
    request: requestOf(gitIn(dir, ["show", "-s", "--format=%B", sha])),
    chatFile,
    targets,
    idents: changedIdents(dir, parent, sha, targets),
    heldOut: repo.name === HELD_OUT_REPO || index % 3 === 2,
  };
}

/** The message as a user would type it: trailers (Signed-off-by, Co-authored-by) and PR numbers out. */
function requestOf(message: string): string {
  return message
    .split("\n")
    .filter((line) => !/^[\w-]+-by:/i.test(line.trim()))
    .join("\n")
    .replace(/\(#\d+\)/g, "")
    .trim();
}

function changedIdents(dir: string, parent: string, sha: string, targets: string[]): string[] {
  const found = new Set<string>();
  for (const file of targets) {
    const before = gitIn(dir, ["show", `${parent}:${file}`]);
    const known = new Set(identifiersIn(before));
    const diff = gitIn(dir, ["diff", "-U0", parent, sha, "--", file]);
    for (const line of diff.split("\n")) {
      if (!/^[+-]/.test(line) || line.startsWith("+++") || line.startsWith("---")) continue;
      for (const ident of identifiersIn(line.slice(1))) if (known.has(ident)) found.add(ident);
    }
  }
  return [...found].sort();
}
