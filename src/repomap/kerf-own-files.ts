// The files kerf (and Aider, for projects that come from it) writes into a project: its state folder,
// its chat log and its input history. They are never project sources, so no file list or map shows
// them. Pure: names only.

/** Folders written whole: `.kerf/` (journal, caches, history) and Aider's tags caches. */
const OWN_FOLDERS = [/^\.kerf(\/|$)/, /^\.aider\.tags\.cache\.[^/]*(\/|$)/];

/** Files at the project root: kerf's default chat log and input history, and Aider's. */
const OWN_FILES = new Set([
  ".kerf.chat.history.md",
  ".kerf.input.history",
  ".kerf.llm.history",
  ".aider.chat.history.md",
  ".aider.input.history",
  ".aider.llm.history",
]);

/** True for a root-relative POSIX path kerf or Aider wrote (`extra`: more such paths, e.g. a chat log
 *  kept elsewhere by --chat-history-file). */
export function isKerfOwnFile(rel: string, extra?: ReadonlySet<string>): boolean {
  return OWN_FILES.has(rel) || OWN_FOLDERS.some((folder) => folder.test(rel)) || extra?.has(rel) === true;
}
