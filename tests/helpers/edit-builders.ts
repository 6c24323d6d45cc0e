// Test helper: the Edit and ParseResult builders every format's tests share (one copy, not one per file).
import type { Edit, ParseResult } from "../../src/edits/edit";

export const FENCE = "```";

/** The lines of one SEARCH/REPLACE block (markers included, no path, no fence). */
export function searchReplaceLines(search: string[], replace: string[]): string[] {
  return ["<<<<<<< SEARCH", ...search, "=======", ...replace, ">>>>>>> REPLACE"];
}

export function replaceEdit(path: string, search: string, replace: string, blockIndex: number): Edit {
  return { kind: "replace", path, search, replace, blockIndex };
}

export function writeEdit(path: string, content: string, blockIndex: number): Edit {
  return { kind: "write", path, content, blockIndex };
}

/** A clean parse: these edits, no issues, no commands. */
export function only(...edits: Edit[]): ParseResult {
  return { edits, issues: [], commands: [] };
}
