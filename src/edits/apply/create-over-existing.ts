// Decides whether a block that creates a file meets a file that already has content: a udiff
// `--- /dev/null` hunk, a V4A `*** Add File:`, or an empty SEARCH whose text repeats the file's own.
// Appending such a block duplicates the file's declarations; one that repeats the file byte for byte
// was applied before. Pure: reads the planner's file state only.
import type { Edit, IssueReason } from "../edit.js";
import type { FileState } from "./file-state.js";

/** Why the planner refuses the block (code `file-exists`), or undefined when it may go ahead. */
export function createOverExisting(edit: Edit, state: FileState): IssueReason | undefined {
  // A file that was empty may be filled; one this reply created may take its further new-file hunks.
  const text = state.text ?? "";
  if (text.trim() === "" || (state.before ?? "").trim() === "") return undefined;
  if (!isCreate(edit, text)) return undefined;
  return { kind: "create-over-existing", file: edit.path, lines: text.split("\n").length - 1 };
}

/**
 * The block creates the file (a new-file block, a V4A `*** Add File:`, an empty SEARCH) with the very
 * text the file already has: it was applied before, so it changes nothing and is no failure.
 */
export function createsSameText(edit: Edit, state: FileState): boolean {
  const text = state.text;
  if (text === undefined || text === "") return false;
  if (edit.kind === "write")
    return (edit.create === true || edit.overwrite === true) && edit.content === text;
  if (edit.kind !== "replace" || edit.search !== "" || edit.afterLine !== undefined) return false;
  return (edit.anchors?.length ?? 0) === 0 && edit.replace === text;
}

function isCreate(edit: Edit, text: string): boolean {
  if (edit.kind === "write") return edit.create === true;
  if (edit.kind !== "replace" || edit.search.trim() !== "" || (edit.anchors?.length ?? 0) > 0) return false;
  // An empty SEARCH on an existing file appends (the diff prompt says so): refused only when its text is
  // the file over again, which is a create that would duplicate it.
  return edit.create === true || repeatsFile(edit.replace, text);
}

/** The new text opens with the file's own first line, or most of its lines are already in the file. */
function repeatsFile(added: string, text: string): boolean {
  const addedLines = meaningful(added);
  const fileLines = meaningful(text);
  if (addedLines.length === 0) return false;
  if (addedLines[0] === fileLines[0]) return true;
  const known = new Set(fileLines);
  const repeated = addedLines.filter((line) => known.has(line)).length;
  return addedLines.length >= 3 && repeated / addedLines.length >= 0.6;
}

/** Non-blank lines without their trailing spaces; one-character lines (`}`, `)`) say nothing. */
function meaningful(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trimEnd())
    .filter((line) => line.trim().length > 1);
}
