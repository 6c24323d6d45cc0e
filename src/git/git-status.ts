// Parses `git status --porcelain=v1 -z` output. Pure.
// Grammar: entries "XY path\0", renames and copies "XY to\0from\0"; X = index, Y = work tree.

export interface StatusEntry {
  path: string;
  /** The old path of a rename or copy. */
  from?: string;
  index: string;
  worktree: string;
}

export function parseStatus(output: string): StatusEntry[] {
  const fields = output.split("\0");
  const entries: StatusEntry[] = [];
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i] ?? "";
    if (field.length < 4) continue;
    const entry: StatusEntry = { index: field[0] ?? " ", worktree: field[1] ?? " ", path: field.slice(3) };
    if (entry.index === "R" || entry.index === "C") entry.from = fields[++i];
    entries.push(entry);
  }
  return entries;
}

export function isUntracked(entry: StatusEntry): boolean {
  return entry.index === "?";
}
