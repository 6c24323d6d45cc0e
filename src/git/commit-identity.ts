// Who git commits as: the user's own identity, or — where git has none (a fresh container, CI) — a
// fallback given to that one commit as `-c user.name=… -c user.email=…`. Never writes git config.
import type { GitOutput } from "./run-git.js";

export const FALLBACK_NAME = "kerf";
export const FALLBACK_EMAIL = "kerf@kerf.invalid";

/** Runs one git command in the repository; exit codes in `ok` are answers, not failures. */
export type RunInRepo = (args: readonly string[], ok?: readonly number[]) => Promise<GitOutput>;

export interface Identity {
  name: string;
  email: string;
}

export interface CommitIdentity {
  /** `-c` arguments that fill in what git lacks; empty when it has the user's identity. */
  config: string[];
  /** The identity commits get when a fallback filled something in, else null. */
  fallback: Identity | null;
}

/** Asks git for an identity someone set (config, GIT_AUTHOR_EMAIL or EMAIL), never one it would guess
 *  from the host name: a guessed `root@host.(none)` fails the commit, a guessed domain misleads. */
const SET_ONLY = ["-c", "user.useConfigOnly=true"];

/** The user's identity when git has one; else the config that fills the missing name or email. */
export async function commitIdentity(git: RunInRepo): Promise<CommitIdentity> {
  const author = await readIdentity(git, SET_ONLY, "GIT_AUTHOR_IDENT");
  if (author && (await readIdentity(git, SET_ONLY, "GIT_COMMITTER_IDENT")))
    return { config: [], fallback: null };
  const config: string[] = [];
  const defaults: [string, string][] = [
    ["user.name", FALLBACK_NAME],
    ["user.email", FALLBACK_EMAIL],
  ];
  for (const [key, value] of defaults) {
    const set = await git(["config", "--get", key], [1]).catch(() => null);
    if (set?.exitCode !== 0 || set.stdout.trim() === "") config.push("-c", `${key}=${value}`);
  }
  if (config.length === 0) return { config, fallback: null };
  return { config, fallback: await readIdentity(git, config, "GIT_AUTHOR_IDENT") };
}

/** The name and email git would use with `config`; null when git has none. */
export async function readIdentity(
  git: RunInRepo,
  config: readonly string[],
  variable: "GIT_AUTHOR_IDENT" | "GIT_COMMITTER_IDENT",
): Promise<Identity | null> {
  const result = await git([...config, "var", variable], [128]).catch(() => null);
  const match = /^(.*) <([^>]*)> \d+ [+-]\d{4}\s*$/.exec(result?.exitCode === 0 ? result.stdout : "");
  return match ? { name: match[1] as string, email: match[2] as string } : null;
}

/** The one notice of a session that commits under the fallback. */
export function fallbackNotice(identity: Identity): string {
  return (
    `git has no user.name/user.email here, so kerf commits as "${identity.name} <${identity.email}>" ` +
    `(set yours with: git config --global user.name "Your Name"; git config --global user.email you@example.com)`
  );
}
