// Turns the AI comments found in watched files into the text of one request: the instructions
// (src/prompts/watch-prompts.ts), then each file's comment lines with a little context, marked with █.
// Pure: no I/O.
import { WATCH_TEXTS } from "../prompts/watch-prompts.js";
import type { AiAction, AiComment } from "./ai-comments.js";

export interface CommentedFile {
  /** Root-relative POSIX path. */
  path: string;
  /** The file's text, as decoded. */
  text: string;
  comments: readonly AiComment[];
}

/** Lines of context shown around each comment. */
const CONTEXT = 2;

export function watchRequestText(action: AiAction, files: readonly CommentedFile[]): string {
  const parts: string[] = [WATCH_TEXTS[action]];
  for (const file of files) {
    parts.push(`${WATCH_TEXTS.fileHeading.replace("{path}", file.path)}\n${excerpt(file)}`);
  }
  return parts.join("\n\n");
}

/** The commented lines with CONTEXT lines around them; gaps shown as "⋮". */
function excerpt(file: CommentedFile): string {
  const lines = file.text.split(/\r?\n|\r/);
  const marked = new Set(file.comments.map((c) => c.line));
  const shown = new Set<number>();
  for (const line of marked)
    for (let n = Math.max(1, line - CONTEXT); n <= Math.min(lines.length, line + CONTEXT); n++) shown.add(n);
  const out: string[] = [];
  let last = 0;
  for (const n of [...shown].sort((a, b) => a - b)) {
    if (last !== 0 && n > last + 1) out.push("⋮");
    out.push(`${marked.has(n) ? "█" : "│"}${lines[n - 1] ?? ""}`);
    last = n;
  }
  return out.join("\n");
}
