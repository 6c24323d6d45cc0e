// Finds project files a reply names that are not in the chat, so the coder can offer to add them.
// Pure: the caller passes the list of project files.
import { filesAddedText } from "../prompts/turn-texts.js";

/** Project files the reply names by relative path, or by a basename that only one file has. */
export function mentionedFiles(
  reply: string,
  projectFiles: readonly string[],
  inChat: ReadonlySet<string>,
): string[] {
  const words = new Set(
    (reply.match(/[\w./@-]+/g) ?? []).map((word) => word.replace(/^[./]+|[.,:;)]+$/g, "")),
  );
  const byBase = new Map<string, string[]>();
  for (const file of projectFiles) {
    const base = file.slice(file.lastIndexOf("/") + 1);
    const same = byBase.get(base);
    if (same) same.push(file);
    else byBase.set(base, [file]);
  }
  const found = new Set<string>();
  for (const file of projectFiles) {
    if (inChat.has(file)) continue;
    const base = file.slice(file.lastIndexOf("/") + 1);
    // A bare basename counts only when it looks like a file name and is unique in the project.
    const byName = words.has(base) && base.includes(".") && byBase.get(base)?.length === 1;
    if (words.has(file) || byName) found.add(file);
  }
  return [...found].sort();
}

/** The re-ask after adding the named files; its words are the prompts' (src/prompts/turn-texts.ts). */
export const addedFilesReflection = filesAddedText;
