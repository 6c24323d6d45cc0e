// `set-env` from a project file (trusted, or it would not get here): never overrides a variable the
// real environment already sets, and never drops the user's own `set-env` entries, which a later
// file's list would otherwise replace. The user's own files and the command line apply as given.

/** The NAME of a `NAME=VALUE` entry (malformed entries keep their text, for the usage error later). */
const nameOf = (entry: string): string => {
  const at = entry.indexOf("=");
  return (at < 0 ? entry : entry.slice(0, at)).trim();
};

export interface ProjectSetEnv {
  entries: string[];
  /** Names the project file set that the real environment or the user already sets. */
  dropped: string[];
}

export function projectSetEnv(
  project: readonly string[],
  userEntries: readonly string[],
  realEnv: Record<string, string | undefined>,
): ProjectSetEnv {
  const userNames = new Set(userEntries.map(nameOf));
  const dropped: string[] = [];
  const kept = project.filter((entry) => {
    const name = nameOf(entry);
    const taken = userNames.has(name) || (realEnv[name] ?? "") !== "";
    if (taken) dropped.push(name);
    return !taken;
  });
  return { entries: [...userEntries, ...kept], dropped };
}

export function setEnvWarning(file: string, dropped: readonly string[]): string {
  return (
    `ignored set-env ${dropped.join(", ")} from ${file}: ` +
    `your environment or your own config already sets ${dropped.length === 1 ? "it" : "them"}`
  );
}
