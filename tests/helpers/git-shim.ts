// Test helper: a folder holding a `git` that records each call's arguments and then runs the real git.
// Put first on a child process's PATH, it counts the git processes that process starts.
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { removeDir, tempDir } from "./file-tree";

export interface GitShim {
  /** Put this first on PATH. */
  dir: string;
  /** Each call's arguments, in the order the calls started. */
  calls(): string[][];
  /** Forgets the calls so far. */
  reset(): void;
  remove(): void;
}

// Fields end in \x1f and calls in \x1e; one printf per call, so concurrent calls never interleave.
const SCRIPT = (realGit: string, log: string) => `#!/bin/sh
line=$(printf '%s\\037' "$@")
printf '%s\\036' "$line" >> '${log}'
exec '${realGit}' "$@"
`;

export function makeGitShim(): GitShim {
  const dir = tempDir("kerf-git-shim-");
  const log = path.join(dir, "calls.log");
  const realGit = execFileSync("sh", ["-c", "command -v git"], { encoding: "utf8" }).trim();
  writeFileSync(path.join(dir, "git"), SCRIPT(realGit, log));
  chmodSync(path.join(dir, "git"), 0o755);
  return {
    dir,
    calls: () =>
      existsSync(log)
        ? readFileSync(log, "utf8")
            .split("\x1e")
            .filter((call) => call !== "")
            .map((call) => call.split("\x1f").slice(0, -1))
        : [],
    reset: () => writeFileSync(log, ""),
    remove: () => removeDir(dir),
  };
}

/** A call's git command and its arguments, without the global `-C dir` and `-c key=value` options. */
export function gitCommand(args: readonly string[]): string[] {
  const rest = [...args];
  while (rest[0] === "-C" || rest[0] === "-c") rest.splice(0, 2);
  return rest;
}
