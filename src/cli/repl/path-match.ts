// Matches what the user typed after /add, /drop or /read-only against project paths: an exact path,
// a folder (everything under it), or a glob with `*`, `**` and `?`. Pure.

/** The paths among `candidates` that `pattern` names, in their given order. */
export function matchPaths(pattern: string, candidates: readonly string[]): string[] {
  const clean = pattern.replace(/^\.\//, "").replace(/\/+$/, "");
  if (clean === "" || clean === ".") return [...candidates];
  if (!/[*?]/.test(clean)) {
    return candidates.filter((file) => file === clean || file.startsWith(`${clean}/`));
  }
  const regex = globRegex(clean);
  return candidates.filter((file) => regex.test(file));
}

function globRegex(glob: string): RegExp {
  let source = "";
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i] as string;
    if (char === "*" && glob[i + 1] === "*") {
      // `**/` matches zero or more folders; a bare `**` anything.
      source += glob[i + 2] === "/" ? "(?:.*/)?" : ".*";
      i += glob[i + 2] === "/" ? 2 : 1;
    } else if (char === "*") source += "[^/]*";
    else if (char === "?") source += "[^/]";
    else source += char.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${source}$`);
}

/** Splits command arguments on spaces, keeping "quoted parts" together. */
export function splitArgs(text: string): string[] {
  const parts = text.match(/"[^"]*"|'[^']*'|\S+/g) ?? [];
  return parts.map((part) => part.replace(/^(["'])(.*)\1$/, "$2"));
}
