// Tab completion for the prompt: command names after `/`, chat files after /drop, project files after
// /add and /read-only and in messages. Pure: the caller supplies the lists; readline calls it.

export interface CompletionLists {
  /** Command names without the slash. */
  commands: readonly string[];
  /** Project files, root-relative. */
  projectFiles: readonly string[];
  /** Files in the chat (editable and read-only). */
  chatFiles: readonly string[];
}

/** readline's completer result: the candidates and the text they replace. */
export function complete(line: string, lists: CompletionLists): [string[], string] {
  const command = /^\/(\S*)$/.exec(line);
  if (command) {
    const hits = lists.commands.map((name) => `/${name}`).filter((name) => name.startsWith(line));
    return [hits, line];
  }
  const word = /(\S*)$/.exec(line)?.[1] ?? "";
  const name = /^\/(\S+)\s/.exec(line)?.[1];
  if (name === "drop") return [lists.chatFiles.filter((file) => file.startsWith(word)), word];
  // Every project file is too many to list: a message or /add needs at least one typed character.
  if (word === "") return [[], word];
  const hits = lists.projectFiles.filter((file) => file.startsWith(word));
  if (hits.length > 0 || word.includes("/")) return [hits, word];
  return [lists.projectFiles.filter((file) => baseName(file).startsWith(word)), word];
}

function baseName(file: string): string {
  return file.slice(file.lastIndexOf("/") + 1);
}
