// Parses unified diffs from a model reply into `replace`/`delete` edits, one block per hunk.
// Pure and total: any string in, edits and issues out; never throws, never touches files.
//
// Grammar (line by line, prose and fences around and between diffs are skipped):
//   header := "--- " OLD "\n" "+++ " NEW          (a/ b/ prefixes and a tab + timestamp dropped)
//   hunk   := "@@" anything "\n" body*            (`@@ -1,2 +1,3 @@`, `@@ ... @@`, `@@`; the `+c` number is
//             kept as a placement hint that only settles a hunk matching several places)
//   body   := " " ctx | "-" old | "+" new | "\" (no-newline note, ignored)
// Each hunk → replace { search: ctx+old lines, replace: ctx+new lines } (an empty hunk: "" → "", which
// the applier reports as a no-op, not a failure); `+++ /dev/null` → delete
// (its hunks are the removed text and are ignored); `--- /dev/null` needs nothing special: an
// only-`+` hunk already has search "" (create or append).
// Leniencies: body lines right after a header without `@@`; no header at all when ctx.files has one
// file; a blank line with no leading space is blank context, except trailing blank lines of a hunk
// (dropped); outside a fence, a blank line then prose ends the hunk; git metadata lines (diff --git,
// index, mode) end a hunk; CRLF replies.
// A line with no prefix after the hunk's first prefixed line (a `}` whose space was dropped, the tail
// of a hard-wrapped line) is context that must be the file's line at that spot: its index goes in
// `exactLines` and the applier refuses the hunk otherwise; it is never taken as a wrapped `+`/`-` line.
// Trailing ones too: read as prose, the tail of a wrapped `+` line would be dropped and the cut line
// written. Before any prefixed line, an unknown line → `malformed` for that hunk (reply line).
// ctx.partial: the cut last line and an unterminated last hunk are dropped without an issue.
import type { Edit, EditIssue, ParseContext, ParseResult } from "../../edits/edit.js";
import { isFenceClose, readFenceOpen, type FenceOpen } from "../shared/fence-line.js";
import { joinLines } from "../../edits/match/lines.js";
import { isHeaderAt, readHeader, type UdiffHeader } from "./header.js";
import { replyLines } from "../shared/hunk-text.js";

interface Hunk {
  /** Undefined for hunks of a deleted or unreadable file: their lines are consumed, nothing else. */
  blockIndex?: number;
  line: number;
  path?: string;
  search: string[];
  replace: string[];
  /** Prefixed lines read so far. */
  count: number;
  /** Under a `--- /dev/null` header: the planner refuses it on a non-empty existing file. */
  create?: boolean;
  /** Blank ("") and unprefixed lines, kept until a prefixed line shows they are inside the hunk. */
  held: string[];
  /** Indices into `search` of the unprefixed lines. */
  exact: number[];
  /** The header's `+c` line, when it has numbers. */
  near?: number;
  issue?: EditIssue;
}

interface State {
  files: readonly string[];
  edits: Edit[];
  issues: EditIssue[];
  nextBlock: number;
  file?: UdiffHeader;
  afterHeader: boolean;
  fence?: FenceOpen;
  hunk?: Hunk;
  /** A `---`/`+++` header no hunk has followed yet. */
  bare?: { path: string; line: number };
}

const GIT_METADATA =
  /^(?:diff --git |index [0-9a-f]|new file mode|deleted file mode|old mode|new mode|similarity index|rename from|rename to|Binary files)/;

export function parseUdiff(reply: string, ctx: ParseContext = {}): ParseResult {
  const lines = replyLines(reply, ctx.partial === true);
  const st: State = { files: ctx.files ?? [], edits: [], issues: [], nextBlock: 0, afterHeader: false };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (isHeaderAt(lines, i)) {
      closeHunk(st, false);
      startFile(st, { minus: line, plus: lines[i + 1] as string, line: i + 1 });
      i++;
    } else if (line.startsWith("@@")) {
      closeHunk(st, false);
      openHunk(st, i + 1, headerLine(line));
    } else if (!bodyLine(st, line, i + 1)) {
      proseLine(st, line);
    }
  }
  closeHunk(st, ctx.partial === true);
  if (ctx.partial !== true) reportBareHeader(st);
  return { edits: st.edits, issues: st.issues, commands: [] };
}

/** A file header with no hunk under it: the model believes it sent a change, so say it did not. */
function reportBareHeader(st: State): void {
  if (st.bare === undefined) return;
  const { path, line } = st.bare;
  st.bare = undefined;
  st.issues.push({
    code: "malformed",
    reason: {
      kind: "nothing-follows",
      unit: "a unified diff",
      file: path,
      expected: ["@@"],
      part: "hunk",
      after: "its ---/+++ header",
    },
    path,
    line,
    blockIndex: st.nextBlock++,
  });
}

function startFile(st: State, header: { minus: string; plus: string; line: number }): void {
  reportBareHeader(st);
  st.afterHeader = true;
  st.file = readHeader(header.minus, header.plus, st.files);
  if (st.file.kind === "invalid") {
    st.issues.push({
      code: "malformed",
      reason: st.file.reason,
      line: header.line,
    });
  } else if (st.file.kind === "delete") {
    st.edits.push({ kind: "delete", path: st.file.path, blockIndex: st.nextBlock++ });
  } else {
    st.bare = { path: st.file.path, line: header.line };
  }
}

/** The `+c` of `@@ -a,b +c,d @@` (or `-a` when the new side has no number), if it is there. */
function headerLine(line: string): number | undefined {
  const numbers = /^@@ -(\d+)(?:,\d+)?(?: \+(\d+)(?:,\d+)?)? @@/.exec(line);
  const n = Number(numbers?.[2] ?? numbers?.[1]);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

function openHunk(st: State, line: number, near?: number): void {
  st.afterHeader = false;
  st.bare = undefined;
  const hunk: Hunk = { line, search: [], replace: [], count: 0, held: [], exact: [] };
  if (near !== undefined) hunk.near = near;
  if (st.file === undefined || st.file.kind === "edit") {
    hunk.blockIndex = st.nextBlock++;
    // A header-less hunk in a one-file chat can only mean that file.
    hunk.path = st.file?.path ?? (st.files.length === 1 ? st.files[0] : undefined);
    if (st.file?.kind === "edit" && st.file.create) hunk.create = true;
  }
  st.hunk = hunk;
}

/** Feeds one line to the open hunk; false when the line is not hunk text (the hunk, if any, is closed). */
function bodyLine(st: State, line: string, lineNo: number): boolean {
  if (st.hunk === undefined) {
    if (!st.afterHeader || !/^[ +-]/.test(line)) return false;
    openHunk(st, lineNo);
  }
  const hunk = st.hunk as Hunk;
  const prefix = line[0];
  if (hunk.issue === undefined && (prefix === " " || prefix === "-" || prefix === "+")) {
    addBodyLine(hunk, line);
    return true;
  }
  if (hunk.issue === undefined && line === "") {
    hunk.held.push(line);
    return true;
  }
  if (prefix === "\\") return true;
  const afterBlank = hunk.held.includes("");
  if (endsHunk(st, line) || (hunk.issue === undefined && st.fence === undefined && afterBlank)) {
    closeHunk(st, false);
    return false;
  }
  if (hunk.issue === undefined && hunk.count > 0) {
    hunk.held.push(line);
    return true;
  }
  if (hunk.issue === undefined) {
    const allowed = { lines: "hunk lines", prefixes: [" ", "-", "+"] };
    hunk.issue = {
      code: "malformed",
      reason: { kind: "unexpected-line", line, place: "in a hunk", allowed },
      blockIndex: hunk.blockIndex,
      line: lineNo,
    };
    if (hunk.path !== undefined) hunk.issue.path = hunk.path;
  }
  return true;
}

function addBodyLine(hunk: Hunk, line: string): void {
  takeHeld(hunk, hunk.held.length);
  const text = line.slice(1);
  if (line[0] !== "+") hunk.search.push(text);
  if (line[0] !== "-") hunk.replace.push(text);
  hunk.count++;
}

/** The first `count` held lines become context; the rest (trailing blanks) are dropped. */
function takeHeld(hunk: Hunk, count: number): void {
  if (hunk.held.length === 0) return;
  for (const held of hunk.held.slice(0, count)) {
    if (held !== "") hunk.exact.push(hunk.search.length);
    hunk.search.push(held);
    hunk.replace.push(held);
  }
  hunk.held = [];
}

function endsHunk(st: State, line: string): boolean {
  if (GIT_METADATA.test(line)) return true;
  if (st.fence !== undefined) return isFenceClose(line, st.fence);
  return readFenceOpen(line) !== undefined;
}

function proseLine(st: State, line: string): void {
  if (line.trim() !== "") st.afterHeader = false;
  if (st.fence !== undefined) {
    if (isFenceClose(line, st.fence)) st.fence = undefined;
  } else {
    st.fence = readFenceOpen(line);
  }
}

/** Turns the open hunk into an edit or an issue; `drop` discards a still-streaming last hunk silently. */
function closeHunk(st: State, drop: boolean): void {
  const hunk = st.hunk;
  st.hunk = undefined;
  if (hunk === undefined || hunk.blockIndex === undefined || drop) return;
  const where = { blockIndex: hunk.blockIndex, line: hunk.line };
  if (hunk.issue !== undefined) {
    st.issues.push(hunk.issue);
  } else if (hunk.path === undefined) {
    st.issues.push({
      code: "missing-path",
      reason: { kind: "before-any", unit: "hunk", expected: "---/+++ file header" },
      ...where,
    });
  } else {
    const { path, blockIndex } = hunk;
    takeHeld(hunk, hunk.held.findLastIndex((held) => held !== "") + 1);
    st.edits.push({
      kind: "replace",
      path,
      search: joinLines(hunk.search),
      replace: joinLines(hunk.replace),
      ...(hunk.create ? { create: true } : {}),
      ...(hunk.exact.length > 0 ? { exactLines: hunk.exact } : {}),
      ...(hunk.near !== undefined ? { lineHint: hunk.near } : {}),
      blockIndex,
    });
  }
}
