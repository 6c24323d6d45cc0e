// Parses `whole` replies: file listings, each a path line followed by a fenced complete file.
// Pure: never throws on model text; a listing without a closing fence is an issue, never a truncated write.
//
// Grammar, one listing:
//   path line                    ← same decorations as `diff` (backticks, `**`, `#`, a trailing colon)
//   [blank lines]
//   fence opener [lang]          ← any fence in FENCES; a language tag is never a path
//   …the whole file…
//   fence closer                 ← a backtick closer needs at least the opener's backticks
// Leniencies: a stray `a/`/`b/` prefix on a known file; no path line on the reply's first listing when
// exactly one file is in the chat (that file — a later pathless fence is more often output or an example,
// and writing it over the file would lose the file); inside a backtick fence, a tagged opener (```bash)
// starts a nested block whose bare closer does not end the file — models often list Markdown files with
// a ``` outer fence. A shell fence with no path line yields commands, and so does an untagged one whose
// body is plainly a shell session (see shell-session.ts); a fence indented inside prose with no path line
// is an example, not a listing, and is skipped; any other fence with no path is a `missing-path` issue.
import type { ParseContext, ParseResult } from "../../edits/edit.js";
import { matchReplyPath } from "../../edits/reply-path.js";
import { type FenceOpen, isFenceClose, opensNested, readFenceOpen } from "../shared/fence-line.js";
import { findPathBefore } from "../shared/path-before.js";
import { isShellTag, toCommands } from "../shared/shell-commands.js";
import { looksLikeShellSession } from "./shell-session.js";
import { splitReplyLines } from "../shared/text-lines.js";
import { joinLines } from "../../edits/match/lines.js";

interface Listing {
  lines: readonly string[];
  open: FenceOpen;
  at: number;
  /** Index of the closing line, or -1 when the fence never closes. */
  close: number;
  path: string | undefined;
}

export function parseWholeFiles(reply: string, ctx: ParseContext = {}): ParseResult {
  const lines = splitReplyLines(reply);
  const result: ParseResult = { edits: [], issues: [], commands: [] };
  let floor = 0;
  for (let i = 0; i < lines.length; i++) {
    const open = readFenceOpen(lines[i] ?? "");
    if (!open) continue;
    const close = findFenceClose(lines, i, open);
    const path = findPathBefore(lines, {
      at: i,
      floor,
      files: ctx.files,
      isFolder: ctx.isFolder,
      skipFence: false,
    });
    addListing(result, { lines, open, at: i, close, path }, ctx);
    if (close < 0) break;
    i = close;
    floor = close + 1;
  }
  return result;
}

function addListing(result: ParseResult, listing: Listing, ctx: ParseContext): void {
  const { lines, open, at, close } = listing;
  const body = lines.slice(at + 1, close < 0 ? lines.length : close);
  const files = ctx.files ?? [];
  if (listing.path === undefined) {
    // Seen in real replies: "  ```\n  pip install …\n  ```" in prose before the file, taken for the
    // only chat file and written over it.
    if (isShellTag(open.tag) || (open.tag === "" && looksLikeShellSession(body, files))) {
      if (close >= 0 || !ctx.partial) result.commands.push(...toCommands(body));
      return;
    }
    if (/^[ \t]/.test(lines[at] ?? "")) return;
  }
  if (close < 0 && ctx.partial) return;
  const blockIndex = countBlocks(result);
  const onlyFile = blockIndex === 0 && files.length === 1 ? files[0] : undefined;
  const path = listing.path ?? (onlyFile === undefined ? undefined : matchReplyPath(onlyFile, files));
  const where = { blockIndex, line: at + 1, ...(path !== undefined && { path }) };
  if (close < 0) {
    const reason = { kind: "reply-ended", expected: open.fence.close, closing: "this file listing" } as const;
    result.issues.push({ code: "unterminated", reason, ...where });
  } else if (path === undefined) {
    const reason = { kind: "no-path-line", unit: "this fenced file listing" } as const;
    result.issues.push({ code: "missing-path", reason, ...where });
  } else {
    result.edits.push({ kind: "write", path, content: joinLines(body), blockIndex });
  }
}

/** Every listing is a block, whether it became an edit or an issue. */
function countBlocks(result: ParseResult): number {
  return result.edits.length + result.issues.length;
}

/** The closer of the fence opened at `lines[at]`, stepping over tagged nested fences. */
function findFenceClose(lines: readonly string[], at: number, open: FenceOpen): number {
  let depth = 0;
  for (let j = at + 1; j < lines.length; j++) {
    const line = lines[j] ?? "";
    if (isFenceClose(line, open)) {
      if (depth === 0) return j;
      depth--;
      continue;
    }
    const inner = readFenceOpen(line);
    if (inner && opensNested(inner, open)) depth++;
  }
  return -1;
}
