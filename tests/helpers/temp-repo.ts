// Test helper: a throw-away real git repository with a local identity and no signing.
import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { tempDir } from "./file-tree";

export interface TempRepo {
  root: string;
  git(...args: string[]): string;
  write(path: string, content: string): void;
  read(path: string): string;
  /** A hook script (sh) made executable. */
  hook(name: string, script: string): void;
  remove(): void;
}

export function makeTempDir(prefix = "kerf-git-"): string {
  return tempDir(prefix);
}

export function makeTempRepo(files: Record<string, string> = {}): TempRepo {
  const root = makeTempDir();
  const git = (...args: string[]): string => execFileSync("git", ["-C", root, ...args], { encoding: "utf8" });
  git("init", "--quiet", "--initial-branch=main");
  git("config", "user.name", "Real Author");
  git("config", "user.email", "author@example.com");
  git("config", "commit.gpgsign", "false");
  git("config", "core.hooksPath", ".git/hooks");
  const repo: TempRepo = {
    root,
    git,
    write(path, content) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), content);
    },
    read: (path) => readFileSync(join(root, path), "utf8"),
    hook(name, script) {
      const path = join(root, ".git", "hooks", name);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, `#!/bin/sh\n${script}\n`);
      chmodSync(path, 0o755);
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
  for (const [path, content] of Object.entries(files)) repo.write(path, content);
  if (Object.keys(files).length > 0) {
    git("add", "-A");
    git("commit", "--quiet", "-m", "initial");
  }
  return repo;
}
