// Checks a request against the model's input limit and, when it is over, names what to drop: largest first.
// Pure: counts what it is given and returns suggestions; the caller decides and words the prompt.
import { formatTokens } from "../models/format-tokens.js";
import type { TokenizerName } from "../models/model-settings.js";
import type { ChunkName } from "./chat-chunks.js";
import { tokenReport, type ChunkMessages } from "./token-report.js";
import { countText } from "../models/tokens.js";

export interface ContextFile {
  path: string;
  kind: "chat" | "read-only";
  content: string;
}

export type DropKind = "chat file" | "read-only file" | "repository map" | "chat history";

export interface DropSuggestion {
  kind: DropKind;
  /** The file, for the file kinds. */
  path?: string;
  tokens: number;
  /** For people: "drop chat file src/app.ts (12k tokens)". */
  text: string;
}

export interface ContextCheck {
  fits: boolean;
  total: number;
  limit: number;
  /** Tokens over the limit (0 when it fits). */
  over: number;
  /** Largest first, just enough to get under the limit (or every candidate, if even that is not enough). */
  drop: DropSuggestion[];
  /** False when dropping every candidate still leaves the request over the limit. */
  enough: boolean;
}

export interface ContextCheckOptions {
  chunks: ChunkMessages;
  /** Input tokens the model accepts (its context window minus any room kept for the reply). */
  limit: number;
  tokenizer?: TokenizerName;
  /** The chat and read-only files, so a suggestion can name one file rather than the whole group. */
  files?: readonly ContextFile[];
}

const WHOLE_CHUNKS: readonly { chunk: ChunkName; kind: DropKind; text: string }[] = [
  { chunk: "repo", kind: "repository map", text: "turn off the repository map" },
  { chunk: "done", kind: "chat history", text: "clear the chat history" },
];

function candidates(options: ContextCheckOptions, tokens: Record<ChunkName, number>): DropSuggestion[] {
  const list: DropSuggestion[] = [];
  for (const { chunk, kind, text } of WHOLE_CHUNKS) {
    if (tokens[chunk] > 0)
      list.push({ kind, tokens: tokens[chunk], text: `${text} (${formatTokens(tokens[chunk])} tokens)` });
  }
  const tokenizer = options.tokenizer ?? "o200k_base";
  for (const file of options.files ?? []) {
    const kind: DropKind = file.kind === "chat" ? "chat file" : "read-only file";
    const fileTokens = countText(`${file.path}\n${file.content}`, tokenizer);
    list.push({
      kind,
      path: file.path,
      tokens: fileTokens,
      text: `drop ${kind} ${file.path} (${formatTokens(fileTokens)} tokens)`,
    });
  }
  if (options.files === undefined) {
    for (const [chunk, kind, label] of [
      ["chatFiles", "chat file", "the chat files"],
      ["readonlyFiles", "read-only file", "the read-only files"],
    ] as const) {
      if (tokens[chunk] > 0)
        list.push({
          kind,
          tokens: tokens[chunk],
          text: `drop ${label} (${formatTokens(tokens[chunk])} tokens)`,
        });
    }
  }
  // Stable order for equal sizes keeps the advice the same from one run to the next.
  return list.sort((a, b) => b.tokens - a.tokens);
}

export function checkContext(options: ContextCheckOptions): ContextCheck {
  const report = tokenReport(options.chunks, { tokenizer: options.tokenizer });
  const over = Math.max(0, report.total - options.limit);
  const base = { fits: over === 0, total: report.total, limit: options.limit, over };
  if (over === 0) return { ...base, drop: [], enough: true };
  const tokens = Object.fromEntries(report.rows.map((row) => [row.chunk, row.tokens])) as Record<
    ChunkName,
    number
  >;
  const drop: DropSuggestion[] = [];
  let freed = 0;
  for (const candidate of candidates(options, tokens)) {
    if (freed >= over) break;
    drop.push(candidate);
    freed += candidate.tokens;
  }
  return { ...base, drop, enough: freed >= over };
}
