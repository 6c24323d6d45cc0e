// The package as a user gets it, built once per commit and shared by the slow suites: a git clone of
// HEAD (so no dist/: `npm pack` must build it through prepack), packed, then installed from the tarball
// into an empty folder. Kept in the temp folder under the commit's id; uncommitted changes are not in it.
import { execFileSync, spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..", "..");
const PREFIX = "kerf-installed-";
const READY = "ready";
const STALE_MS = 60 * 60 * 1000;

export interface InstalledKerf {
  /** The commit that was packed. */
  head: string;
  /** The tarball `npm pack` wrote. */
  tarball: string;
  /** The folder it was installed into (its node_modules holds kerf and its dependencies). */
  app: string;
  /** node_modules/.bin/kerf of that folder. */
  bin: string;
}

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

function describeAt(dir: string, head: string): InstalledKerf {
  const tarball = readdirSync(dir).find((name) => name.endsWith(".tgz")) ?? "";
  const app = path.join(dir, "app");
  return { head, tarball: path.join(dir, tarball), app, bin: path.join(app, "node_modules", ".bin", "kerf") };
}

/** Clone, pack and install into `dir`. The clone borrows this checkout's node_modules for the build. */
function build(dir: string, head: string): void {
  const clone = path.join(dir, "clone");
  run("git", ["clone", "--quiet", "--no-checkout", ROOT, clone], dir);
  run("git", ["checkout", "--quiet", "--detach", head], clone);
  symlinkSync(realpathSync(path.join(ROOT, "node_modules")), path.join(clone, "node_modules"));
  run("npm", ["pack", "--silent", "--pack-destination", dir], clone);
  rmSync(clone, { recursive: true, force: true });
  const app = path.join(dir, "app");
  mkdirSync(app);
  writeFileSync(
    path.join(app, "package.json"),
    JSON.stringify({ name: "app", version: "1.0.0", private: true }),
  );
  const tarball = describeAt(dir, head).tarball;
  run("npm", ["install", "--no-audit", "--no-fund", tarball], app);
  writeFileSync(path.join(dir, READY), head);
}

/** Builds of other commits unused for an hour (each use touches its folder): a run of another checkout
 *  may still be using a newer one. */
function pruneStale(keep: string): void {
  for (const name of readdirSync(os.tmpdir()).filter((n) => n.startsWith(PREFIX))) {
    const full = path.join(os.tmpdir(), name);
    if (full === keep) continue;
    const age = Date.now() - (statSync(full, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > STALE_MS) rmSync(full, { recursive: true, force: true });
  }
}

/** The installed package for this checkout's HEAD, built on first use (a minute or two). */
export function installedKerf(): InstalledKerf {
  const head = run("git", ["rev-parse", "HEAD"], ROOT).trim();
  const dir = path.join(os.tmpdir(), `${PREFIX}${head.slice(0, 12)}`);
  if (existsSync(path.join(dir, READY))) {
    const now = new Date();
    utimesSync(dir, now, now);
    return describeAt(dir, head);
  }
  pruneStale(dir);
  const staging = `${dir}.${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging);
  try {
    build(staging, head);
    // Another process may have finished the same build first: then its copy is used.
    if (existsSync(path.join(dir, READY))) rmSync(staging, { recursive: true, force: true });
    else {
      rmSync(dir, { recursive: true, force: true });
      renameSync(staging, dir);
    }
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  return describeAt(dir, head);
}

export interface BinRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs an installed bin in `cwd` with a bare environment (PATH, HOME = cwd, and `env`), stdin closed. */
export function runBin(
  bin: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<BinRun> {
  const child = spawn(bin, args, { cwd, env: { PATH: process.env.PATH ?? "", HOME: cwd, ...env } });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  child.stdin.end();
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}
