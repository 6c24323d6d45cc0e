// Renders the environment facts for the `platform` template variable.
// Facts are inputs gathered by the CLI; this module reads no environment and no clock.

export interface PlatformFacts {
  /** e.g. "Linux 6.1 x86_64". */
  os: string;
  shell?: string;
  /** The current day, "YYYY-MM-DD", or a Date (its local calendar day is used). */
  date: string | Date;
  /** The user's language, if known (see resolveUserLanguage). */
  language?: string | null;
  isGitRepo: boolean;
  lintCmd?: string | null;
  testCmd?: string | null;
  /** The folder the user runs kerf in (absolute). */
  cwd?: string;
  /** The git branch at the start of the session; null on a detached HEAD or outside git. */
  branch?: string | null;
}

/** Day granularity on purpose: the system prompt then stays byte-stable, and cached, all day. */
export function dayOf(date: string | Date): string {
  if (typeof date === "string") return date.slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function renderPlatform(facts: PlatformFacts): string {
  const lines = [`- Operating system: ${facts.os}`];
  if (facts.shell) lines.push(`- Shell: ${facts.shell}`);
  lines.push(`- Current date: ${dayOf(facts.date)}`);
  if (facts.language) lines.push(`- The user's language: ${facts.language}`);
  lines.push(
    facts.isGitRepo
      ? "- The user is working inside a git repository."
      : "- The user is not working inside a git repository.",
  );
  if (facts.lintCmd) lines.push(`- Lint command: ${facts.lintCmd}`);
  if (facts.testCmd) lines.push(`- Test command: ${facts.testCmd}`);
  return lines.join("\n");
}
