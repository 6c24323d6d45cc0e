// Files that changed together with the chat files in the repository's recent history (`git log`):
// the next change to a file often touches the files its last changes touched. Local and bounded (the
// last COMMITS commits that touched a chat file, sweeping commits left out); never prints.
import { runGit } from "../git/run-git.js";

const COMMITS = 200;
/** A commit touching more files than this is a sweep (a rename, a format run), not a signal. */
const MAX_FILES = 30;

/** Per path: how strongly it changed with the chat files (each commit adds 1 / its other files). An
 * empty map when there is no chat file, no git, or git fails or is slow. */
export async function coChangedFiles(
  root: string,
  chatFiles: readonly string[],
  timeoutMs: number,
): Promise<Map<string, number>> {
  const scores = new Map<string, number>();
  if (chatFiles.length === 0) return scores;
  const args = ["log", `-n${COMMITS}`, "--no-merges", "--no-renames", "--full-diff", "--name-only"];
  let stdout: string;
  try {
    ({ stdout } = await runGit(root, [...args, "--format=%x00", "--", ...chatFiles], { timeoutMs }));
  } catch {
    return scores;
  }
  const chats = new Set(chatFiles);
  for (const commit of stdout.split("\0")) {
    const files = commit.split("\n").filter((line) => line !== "");
    if (files.length < 2 || files.length > MAX_FILES) continue;
    const others = files.filter((file) => !chats.has(file));
    for (const file of others) scores.set(file, (scores.get(file) ?? 0) + 1 / others.length);
  }
  return scores;
}
