// Sets up the demo's throw-away project: a copy of demo/project made a git repository with one
// commit, so kerf's edits show as their own commits. Writes only inside the folder it is given.
import { execFile } from "node:child_process";
import { cp } from "node:fs/promises";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface PrepareProjectOptions {
  /** demo/project */
  source: string;
  /** Must not exist yet. */
  target: string;
  env: Record<string, string>;
}

export async function prepareDemoProject(options: PrepareProjectOptions): Promise<void> {
  await cp(options.source, options.target, { recursive: true, errorOnExist: true, force: false });
  const git = (...args: string[]) => run("git", args, { cwd: options.target, env: options.env });
  await git("init", "--quiet", "--initial-branch=main");
  // A local identity, so the demo commits on any machine, and never a signing prompt.
  await git("config", "user.name", "kerf demo");
  await git("config", "user.email", "demo@kerf.invalid");
  await git("config", "commit.gpgsign", "false");
  await git("add", "--all");
  await git("commit", "--quiet", "-m", "todo 0.3.1");
}

/** `git log --stat -2` of the project, coloured on request. */
export async function recentCommits(cwd: string, options: { env: Record<string, string>; color: boolean }) {
  const colour = options.color ? "always" : "never";
  const { stdout } = await run("git", ["-c", `color.ui=${colour}`, "log", "--stat", "-2"], {
    cwd,
    env: options.env,
  });
  return stdout;
}
