// Scores one map against one case: file recall (the change's other files the map names) and identifier
// recall (the identifiers of their changed lines the map contains as words). Pure; one reading of a map
// for every method, so kerf, the baselines and the oracle are scored alike.

/** Words of six languages that say nothing about a change. */
const KEYWORDS = new Set(
  (
    "and args break case catch char class const continue def default defer del delete do double elif " +
    "else enum err error except export extends false final finally float for from func function go if " +
    "impl import in int interface is kwargs let long match mod mut new nil none not null number object " +
    "or package pass private protected pub public raise return self short static string struct super " +
    "switch this throw throws true try type typeof undefined unsigned use var void while with yield"
  ).split(" "),
);

/** Identifiers of three or more characters, keywords left out, in order of appearance. */
export function identifiersIn(text: string): string[] {
  const words = text.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? [];
  return words.filter((word) => word.length >= 3 && !KEYWORDS.has(word.toLowerCase()));
}

/** Every path a map names: a file header (`path:` or a bare `path`), or a base name in a folder line
 * (`dir/: a.ts, b.ts`). Lines of code (`│…`) and elisions (`⋮`) name nothing. */
export function namedPaths(map: string): Set<string> {
  const named = new Set<string>();
  for (const raw of map.split("\n")) {
    const line = raw.trimEnd();
    if (line === "" || line.startsWith("│") || line.startsWith("⋮")) continue;
    const folder = /^(.*?\/?): (.*)$/.exec(line);
    if (folder && folder[1]?.endsWith("/")) {
      const dir = folder[1] === "./" ? "" : folder[1];
      for (const base of (folder[2] ?? "").split(", ")) named.add(`${dir}${base.trim()}`);
      continue;
    }
    named.add(line.endsWith(":") ? line.slice(0, -1) : line);
  }
  return named;
}

export interface Recall {
  files: number;
  idents: number;
}

export function scoreMap(map: string, targets: readonly string[], idents: readonly string[]): Recall {
  const named = namedPaths(map);
  const files = targets.length === 0 ? 1 : targets.filter((t) => named.has(t)).length / targets.length;
  const words = new Set(map.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []);
  const found = idents.filter((ident) => words.has(ident)).length;
  // A change whose lines hold no known identifier has no identifier recall (NaN: left out of means).
  return { files, idents: idents.length === 0 ? Number.NaN : found / idents.length };
}
