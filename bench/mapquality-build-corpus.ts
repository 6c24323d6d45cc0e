// Builds the mapquality corpus (bench/mapquality/corpus/): for each mirrored repository, its last
// WINDOW first-parent commits replayed onto one root commit (same trees, messages, authors and dates),
// bundled, plus manifest.json naming the chosen commits. Run once by hand; the bench reads only output.
// Usage: node dist-tools/bench/mapquality-build-corpus.js <mirror-git-dir> <name> <language> …
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { languageForPath } from "../src/repomap/languages.js";
import { CORPUS_DIR, type CorpusRepo } from "./mapquality-cases.js";

/** Commits replayed per repository: history for co-change, the tail for the chosen commits. */
const WINDOW = 300;
/** Chosen commits come from the newest part of the window, so each has ≥ 100 commits behind it. */
const HISTORY = 100;
const PER_REPO = 12;
const MAX_CHANGED = 12;

const git = (dir: string, args: string[], env: NodeJS.ProcessEnv = {}, input?: string): string =>
  execFileSync("git", ["--git-dir", dir, ...args], {
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, ...env },
    ...(input !== undefined ? { input } : {}),
  });

interface Original {
  sha: string;
  parents: number;
  tree: string;
  env: NodeJS.ProcessEnv;
  message: string;
}

function originals(mirror: string): Original[] {
  const shas = git(mirror, ["rev-list", "--first-parent", `--max-count=${WINDOW}`, "HEAD"])
    .trim()
    .split("\n");
  return shas.reverse().map((sha) => {
    const [parents, tree, an, ae, ad, cn, ce, cd] = git(mirror, [
      "show",
      "-s",
      "--format=%P%n%T%n%an%n%ae%n%ad%n%cn%n%ce%n%cd",
      "--date=raw",
      sha,
    ]).split("\n");
    const env = {
      GIT_AUTHOR_NAME: an,
      GIT_AUTHOR_EMAIL: ae,
      GIT_AUTHOR_DATE: ad,
      GIT_COMMITTER_NAME: cn,
      GIT_COMMITTER_EMAIL: ce,
      GIT_COMMITTER_DATE: cd,
    };
    const message = git(mirror, ["show", "-s", "--format=%B", sha]);
    return {
      sha,
      parents: (parents ?? "").split(" ").filter(Boolean).length,
      tree: tree ?? "",
      env,
      message,
    };
  });
}

/** Source files (a language kerf tags) the commit modified, each present before and after. */
function modifiedSources(mirror: string, sha: string): string[] {
  const out = git(mirror, [
    "diff-tree",
    "--no-commit-id",
    "-r",
    "--name-status",
    "--no-renames",
    `${sha}^`,
    sha,
  ]);
  return out
    .split("\n")
    .map((line) => line.split("\t"))
    .filter(([status, file]) => status === "M" && file !== undefined && languageForPath(file) !== undefined)
    .map(([, file]) => file as string);
}

function eligible(mirror: string, commit: Original): boolean {
  if (commit.parents !== 1) return false;
  const words = commit.message.split("\n")[0]?.trim().split(/\s+/) ?? [];
  if (words.length < 3) return false;
  const changed = modifiedSources(mirror, commit.sha);
  return changed.length >= 2 && changed.length <= MAX_CHANGED;
}

function buildRepo(mirror: string, name: string, language: string): CorpusRepo {
  const chain = originals(mirror);
  const work = mkdtempSync(path.join(os.tmpdir(), "mapq-build-"));
  const target = path.join(work, "repo.git");
  execFileSync("git", ["init", "--bare", "-q", target]);
  // Borrow the mirror's objects; the bundle packs only what the replayed chain reaches.
  writeFileSync(path.join(target, "objects/info/alternates"), `${path.join(mirror, "objects")}\n`);
  let parent: string | undefined;
  const rewritten = new Map<string, string>();
  for (const [i, commit] of chain.entries()) {
    const message = i === 0 ? `corpus base (${commit.sha})\n` : commit.message;
    const args = ["commit-tree", commit.tree, ...(parent ? ["-p", parent] : [])];
    parent = git(target, args, commit.env, message).trim();
    rewritten.set(commit.sha, parent);
  }
  git(target, ["update-ref", "refs/heads/main", parent as string]);
  const candidates = chain.slice(HISTORY).filter((commit) => eligible(mirror, commit));
  const step = Math.max(1, candidates.length / PER_REPO);
  const chosen = Array.from({ length: Math.min(PER_REPO, candidates.length) }, (_, k) => {
    const commit = candidates[Math.floor(k * step)] as Original;
    return { sha: rewritten.get(commit.sha) as string, original: commit.sha };
  });
  mkdirSync(CORPUS_DIR, { recursive: true });
  const bundle = `${name}.bundle`;
  git(target, ["bundle", "create", "-q", path.join(CORPUS_DIR, bundle), "main"]);
  rmSync(work, { recursive: true, force: true });
  const source = `https://github.com/${path.basename(path.dirname(mirror)).replace("+", "/")}`;
  const head = chain[chain.length - 1]?.sha ?? "";
  return { name, language, source, bundle, head, commits: chosen };
}

function main(): void {
  const args = process.argv.slice(2);
  const manifestFile = path.join(CORPUS_DIR, "manifest.json");
  let repos: CorpusRepo[] = [];
  try {
    repos = JSON.parse(readFileSync(manifestFile, "utf8")) as CorpusRepo[];
  } catch {
    repos = [];
  }
  for (let i = 0; i + 2 < args.length + 1 && args[i + 2] !== undefined; i += 3) {
    const [mirror, name, language] = args.slice(i, i + 3) as [string, string, string];
    const repo = buildRepo(mirror, name, language);
    repos = [...repos.filter((r) => r.name !== name), repo].sort((a, b) => a.name.localeCompare(b.name));
    console.log(`${name}: ${repo.commits.length} commits`);
    writeFileSync(manifestFile, `${JSON.stringify(repos, null, 2)}\n`);
  }
}

if (require.main === module) main();
