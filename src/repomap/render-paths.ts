// Renders the map's path tier: files named without their code, one line per folder
// (`src/router/: index.ts, trie.ts`; `./:` for the root), folders and names in path order. Pure.

export function renderPaths(paths: readonly string[]): string {
  const byFolder = new Map<string, string[]>();
  for (const file of [...paths].sort()) {
    const slash = file.lastIndexOf("/");
    const folder = slash < 0 ? "./" : file.slice(0, slash + 1);
    let names = byFolder.get(folder);
    if (!names) byFolder.set(folder, (names = []));
    names.push(file.slice(slash + 1));
  }
  let out = "";
  for (const [folder, names] of byFolder) out += `${folder}: ${names.join(", ")}\n`;
  return out;
}

/** Memoised token counts of the pieces of the path tier (folder heads, ` name,`): each counted once. */
export function pieceCounter(countTokens: (text: string) => number): (piece: string) => number {
  const memo = new Map<string, number>();
  return (piece) => {
    let tokens = memo.get(piece);
    if (tokens === undefined) memo.set(piece, (tokens = countTokens(piece)));
    return tokens;
  };
}

/** How many of `paths` (best first) renderPaths fits in `limit` tokens by the piece estimate: one pass,
 * since adding a file adds its ` name,` and, for a new folder, that folder's head (its line end takes the place of the last comma). */
export function pathsWithin(
  paths: readonly string[],
  limit: number,
  countPiece: (piece: string) => number,
): { count: number; tokens: number } {
  const folders = new Set<string>();
  let total = 0;
  for (let i = 0; i < paths.length; i++) {
    const file = paths[i] as string;
    const slash = file.lastIndexOf("/");
    const folder = slash < 0 ? "./" : file.slice(0, slash + 1);
    // The pre-tokeniser keeps a word's leading space with it: ` name,` is how a name is counted.
    let cost = countPiece(` ${file.slice(slash + 1)},`);
    if (!folders.has(folder)) cost += countPiece(`${folder}:`);
    if (total + cost > limit) return { count: i, tokens: total };
    folders.add(folder);
    total += cost;
  }
  return { count: paths.length, tokens: total };
}
