// One file operation of a V4A patch (`*** Add/Delete/Update File`): its lines in, its edits or an issue out.
// Pure; a malformed section yields one issue and no edits, so an atomic apply never sees half of it.
import type { Edit, EditIssue } from "../../edits/edit.js";
import type { ParseReason } from "../../edits/issue-reason.js";
import { anchorOf, END_OF_FILE, MOVE_TO } from "./markers.js";
import { joinLines } from "../../edits/match/lines.js";
import { cleanPathLine, normalizeReplyPath } from "../../edits/reply-path.js";

interface Chunk {
  anchors: string[];
  search: string[];
  replace: string[];
  count: number;
  blanks: number;
  atEnd: boolean;
  line: number;
}

export interface Section {
  kind: "Add" | "Delete" | "Update";
  path: string;
  blockIndex: number;
  line: number;
  moveTo?: string;
  /** Add: the file's lines. */
  lines: string[];
  blanks: number;
  chunks: Chunk[];
  chunk?: Chunk;
  issue?: EditIssue;
}

export function openSection(op: Pick<Section, "kind" | "path" | "blockIndex" | "line">): Section {
  const section: Section = { ...op, lines: [], blanks: 0, chunks: [] };
  if (op.path === "")
    fail(section, op.line, { kind: "names-no-file", part: `*** ${op.kind} File:` }, "missing-path");
  return section;
}

function fail(
  section: Section,
  line: number,
  reason: ParseReason,
  code: EditIssue["code"] = "malformed",
): void {
  section.issue ??= {
    code,
    reason,
    blockIndex: section.blockIndex,
    line,
  };
  if (section.path !== "") section.issue.path = section.path;
}

/** Feeds one line of the section's body. */
export function feedSection(section: Section, line: string, lineNo: number): void {
  if (section.issue !== undefined) return;
  if (section.kind === "Update") feedUpdate(section, line, lineNo);
  else if (section.kind === "Add") feedAdd(section, line, lineNo);
  else if (line.trim() !== "" && !line.startsWith("-")) {
    fail(section, lineNo, { kind: "unexpected-line", line, place: "after *** Delete File:" });
  }
}

function feedAdd(section: Section, line: string, lineNo: number): void {
  if (line === "") {
    section.blanks++;
  } else if (line.startsWith("+")) {
    for (; section.blanks > 0; section.blanks--) section.lines.push("");
    section.lines.push(line.slice(1));
  } else {
    fail(section, lineNo, {
      kind: "line-must-start",
      unit: "a line of an added file",
      prefixes: ["+"],
      line,
    });
  }
}

function feedUpdate(section: Section, line: string, lineNo: number): void {
  const trimmed = line.trim();
  const move = MOVE_TO.exec(trimmed);
  if (move !== null) {
    if (section.chunk !== undefined || section.chunks.length > 0 || section.moveTo !== undefined) {
      fail(section, lineNo, { kind: "must-follow", marker: "*** Move to:", follows: "*** Update File:" });
    } else section.moveTo = normalizeReplyPath(cleanPathLine(move[1] ?? ""));
  } else if (END_OF_FILE.test(trimmed)) {
    if (section.chunk === undefined || section.chunk.count === 0)
      fail(section, lineNo, { kind: "ends-nothing", marker: "*** End of File" });
    else section.chunk.atEnd = true;
    closeChunk(section);
  } else if (line.startsWith("@@")) {
    if (section.chunk !== undefined && section.chunk.count > 0) closeChunk(section);
    section.chunk ??= newChunk(lineNo);
    const anchor = anchorOf(line);
    if (anchor !== "") section.chunk.anchors.push(anchor);
  } else if (line === "") {
    if (section.chunk !== undefined) section.chunk.blanks++;
  } else if (/^[ +-]/.test(line)) {
    section.chunk ??= newChunk(lineNo);
    addChunkLine(section.chunk, line);
  } else {
    const allowed = { lines: "lines", prefixes: [" ", "-", "+", "@@"] };
    fail(section, lineNo, { kind: "unexpected-line", line, place: "in an update", allowed });
  }
}

function newChunk(line: number): Chunk {
  return { anchors: [], search: [], replace: [], count: 0, blanks: 0, atEnd: false, line };
}

function addChunkLine(chunk: Chunk, line: string): void {
  for (; chunk.blanks > 0; chunk.blanks--) {
    chunk.search.push("");
    chunk.replace.push("");
  }
  if (line[0] !== "+") chunk.search.push(line.slice(1));
  if (line[0] !== "-") chunk.replace.push(line.slice(1));
  chunk.count++;
}

// Trailing blank lines of a chunk are dropped: models leave one before the next marker.
function closeChunk(section: Section): void {
  const chunk = section.chunk;
  section.chunk = undefined;
  if (chunk === undefined) return;
  if (chunk.count === 0) fail(section, chunk.line, { kind: "no-lines", unit: "@@ chunk" });
  else section.chunks.push(chunk);
}

/** The section's edits, or its issue. */
export function finishSection(section: Section): { edits: Edit[]; issue?: EditIssue } {
  closeChunk(section);
  const { path, blockIndex } = section;
  if (section.kind === "Update" && section.chunks.length === 0 && section.moveTo === undefined) {
    fail(section, section.line, { kind: "no-changes", marker: "*** Update File:" });
  }
  if (section.moveTo === "")
    fail(section, section.line, { kind: "names-no-file", part: "*** Move to:" }, "missing-path");
  if (section.issue !== undefined) return { edits: [], issue: section.issue };
  if (section.kind === "Add")
    return {
      edits: [{ kind: "write", path, content: joinLines(section.lines), overwrite: true, blockIndex }],
    };
  if (section.kind === "Delete") return { edits: [{ kind: "delete", path, blockIndex }] };
  const edits: Edit[] = section.chunks.map((chunk) => chunkEdit(chunk, { path, blockIndex }));
  if (section.moveTo !== undefined) edits.push({ kind: "move", path, to: section.moveTo, blockIndex });
  return { edits };
}

function chunkEdit(chunk: Chunk, at: { path: string; blockIndex: number }): Edit {
  const edit: Edit = {
    kind: "replace",
    ...at,
    search: joinLines(chunk.search),
    replace: joinLines(chunk.replace),
  };
  if (chunk.anchors.length > 0) edit.anchors = chunk.anchors;
  if (chunk.atEnd) edit.atEnd = true;
  return edit;
}
