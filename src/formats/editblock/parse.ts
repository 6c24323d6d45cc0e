// Parses SEARCH/REPLACE blocks (the `diff` and `diff-fenced` formats) out of a model reply.
// Pure: never throws on model text; damaged blocks become issues and parsing carries on.
//
// Grammar, one block:
//   [path line]                  ← `diff`: the path on its own line, then the fence
//   [fence opener [lang]]        ← optional; any fence in FENCES; a language tag is never a path
//   [path line]                  ← `diff-fenced`: the path as the first line inside the fence
//   <<<<<<< SEARCH
//   …search lines…
//   =======
//   …replace lines…
//   >>>>>>> REPLACE
//   [fence closer]
// Leniencies: 5–9 marker characters, a stray `>` after the marker word, spaces around markers, any case;
// path decorations (backticks, `**`, quotes, a leading `#`, a trailing colon); blank lines between the
// path, the fence and the markers; no fence at all; several blocks in one fence; a block with no path
// line takes the previous block's path. Fences inside a block are content, so a fence that clashes with
// the file's own ``` lines still parses. Shell fences without markers become `commands`. A doubled
// ======= right before >>>>>>> REPLACE ends the REPLACE. A head that is almost a SEARCH marker (a
// misspelt word, 10+ characters) is a `malformed` issue in plain words, never silently prose.
import type { Edit, EditIssue, ParseContext, ParseResult } from "../../edits/edit.js";
import { findPathBefore } from "../shared/path-before.js";
import { readSearchReplaceBlock } from "./block.js";
import { isSearchMarker, nearSearchMarker } from "./markers.js";
import { readShellFence } from "../shared/shell-commands.js";
import { splitReplyLines } from "../shared/text-lines.js";

interface ParseState {
  lines: readonly string[];
  ctx: ParseContext;
  edits: Edit[];
  issues: EditIssue[];
  commands: string[];
  blockCount: number;
  previousPath: string | undefined;
  /** Lines below this index belong to an earlier block or fence. */
  floor: number;
}

export function parseSearchReplace(reply: string, ctx: ParseContext = {}): ParseResult {
  const lines = splitReplyLines(reply);
  const state: ParseState = {
    lines,
    ctx,
    edits: [],
    issues: [],
    commands: [],
    blockCount: 0,
    previousPath: undefined,
    floor: 0,
  };
  let i = 0;
  while (i < lines.length) {
    if (isSearchMarker(lines[i] ?? "")) {
      i = readBlock(state, i);
      continue;
    }
    const near = nearSearchMarker(lines[i] ?? "");
    if (near !== undefined) {
      // A misspelt head must not pass silently as prose: the model believes it sent an edit.
      state.issues.push({
        code: "malformed",
        reason: { kind: "near-marker", unit: "a SEARCH/REPLACE block", ...near },
        blockIndex: state.blockCount++,
        line: i + 1,
      });
      state.floor = i + 1;
      i++;
      continue;
    }
    const shell = readShellFence(lines, i, ctx.partial);
    if (shell?.kind === "commands") {
      state.commands.push(...shell.commands);
      i = state.floor = shell.next;
    } else {
      // Jumping straight to the marker keeps a run of unclosed shell fences from rescanning the reply.
      i = shell ? shell.markerAt : i + 1;
    }
  }
  return { edits: state.edits, issues: state.issues, commands: state.commands };
}

/** Reads the block whose SEARCH marker is `lines[at]`; returns the index to resume at. */
function readBlock(state: ParseState, at: number): number {
  const { lines, ctx } = state;
  const read = readSearchReplaceBlock(lines, at);
  // A streaming reply's last block is simply not finished yet.
  if (!read.ok && read.code === "unterminated" && ctx.partial) return lines.length;
  const blockIndex = state.blockCount++;
  const found = findPathBefore(lines, {
    at,
    floor: state.floor,
    files: ctx.files,
    isFolder: ctx.isFolder,
    skipFence: true,
  });
  if (found !== undefined) state.previousPath = found;
  const path = found ?? state.previousPath;
  state.floor = read.next;
  const where = { blockIndex, line: at + 1, ...(path !== undefined && { path }) };
  if (!read.ok) {
    state.issues.push({ code: read.code, reason: read.reason, ...where });
  } else if (path === undefined) {
    const reason = { kind: "no-path-line", unit: "this block", earlier: "block" } as const;
    state.issues.push({ code: "missing-path", reason, ...where });
  } else {
    state.edits.push({ kind: "replace", path, search: read.search, replace: read.replace, blockIndex });
  }
  return read.next;
}
