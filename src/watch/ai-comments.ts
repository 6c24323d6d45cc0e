// Finds Aider-style "AI" comments in a file's text. Pure: no I/O.
// Grammar: a line whose comment (after `#`, `//`, `--`, `;`, `/*`, `<!--` or a block comment's
// leading `*`) starts with the word "ai" or ends with "ai", "ai!" or "ai?" (any case). A trailing or
// leading "ai!" asks for edits, "ai?" asks a question; a bare "ai" only marks context. Lenient: a
// marker inside a string literal counts too, as in Aider (the model sees the line and judges).

export type AiAction = "code" | "ask";

export interface AiComment {
  /** 1-based line number. */
  line: number;
  /** The whole line, as written (without its line ending). */
  text: string;
  /** What the comment asks for; null for a plain "AI" context comment. */
  action: AiAction | null;
}

const COMMENT = /(?:#|\/\/|--|;+|\/\*|<!--|^\s*\*)\s*(.*?)\s*(?:\*\/|-->)?\s*$/;
const LEADING = /^ai\b([!?]?)/i;
const TRAILING = /\bai([!?]?)$/i;

/** The AI comments of `text`, in line order. */
export function findAiComments(text: string): AiComment[] {
  const found: AiComment[] = [];
  const lines = text.split(/\r?\n|\r/);
  lines.forEach((line, index) => {
    // Cheap pre-check: most lines never mention "ai" at all.
    if (!/ai/i.test(line)) return;
    const body = COMMENT.exec(line)?.[1];
    if (body === undefined) return;
    const mark = TRAILING.exec(body) ?? LEADING.exec(body);
    if (!mark) return;
    const action = mark[1] === "!" ? "code" : mark[1] === "?" ? "ask" : null;
    found.push({ line: index + 1, text: line, action });
  });
  return found;
}

/** The request a set of comments makes: edits win over a question; null when none asks anything. */
export function requestedAction(comments: readonly AiComment[]): AiAction | null {
  if (comments.some((c) => c.action === "code")) return "code";
  return comments.some((c) => c.action === "ask") ? "ask" : null;
}
