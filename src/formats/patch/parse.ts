// Parses Codex V4A patches from a model reply into write/delete/replace/move edits, one block per file op.
// Pure and total: any string in, edits and issues out; never throws, never touches files.
//
// Grammar (markers matched on trimmed lines):
//   patch   := "*** Begin Patch" op* "*** End Patch"
//   op      := "*** Add File: " PATH ("+" line)*
//            | "*** Delete File: " PATH
//            | "*** Update File: " PATH ["*** Move to: " PATH] chunk+
//   chunk   := ("@@" | "@@ " ANCHOR)* (" " ctx | "-" old | "+" new)+ ["*** End of File"]
// A chunk → replace { search: ctx+old, replace: ctx+new, anchors, atEnd }; a move follows its chunks.
// Leniencies: prose, a code fence or a heredoc (`apply_patch <<'EOF'` … `EOF`) around the patch; several
// patches in one reply; no `*** Begin Patch` when a file op line is present; the first chunk without
// `@@`; udiff-style `@@ -1,2 +1,3 @@ ctx` lines; blank lines with no leading space are blank context
// (trailing ones dropped); blank lines in an added file; `-` lines listed after a Delete File.
// A patch cut short by a fence close, `EOF` or the end of the reply → `unterminated` (not when partial:
// then a section still streaming at the end is dropped silently).
import type { Edit, EditIssue, ParseContext, ParseResult } from "../../edits/edit.js";
import { matchReplyPath } from "../../edits/reply-path.js";
import { BEGIN_PATCH, END_PATCH, FILE_OP } from "./markers.js";
import { feedSection, finishSection, openSection, type Section } from "./section.js";
import { closesAnyFence, replyLines } from "../shared/hunk-text.js";

interface State {
  lines: readonly string[];
  files: readonly string[];
  partial: boolean;
  edits: Edit[];
  issues: EditIssue[];
  nextBlock: number;
}

export function parsePatch(reply: string, ctx: ParseContext = {}): ParseResult {
  const partial = ctx.partial === true;
  const st: State = {
    lines: replyLines(reply, partial),
    files: ctx.files ?? [],
    partial,
    edits: [],
    issues: [],
    nextBlock: 0,
  };
  let found = false;
  for (let i = 0; i < st.lines.length;) {
    if (BEGIN_PATCH.test((st.lines[i] as string).trim())) {
      found = true;
      i = parseBody(st, i + 1, i + 1);
    } else i++;
  }
  if (!found) {
    const first = st.lines.findIndex((line) => FILE_OP.test(line.trim()));
    if (first >= 0) parseBody(st, first, first + 1);
  }
  return { edits: st.edits, issues: st.issues, commands: [] };
}

/** Parses one patch body from line index `start`; returns the index after it. */
function parseBody(st: State, start: number, beginLine: number): number {
  let section: Section | undefined;
  let i = start;
  const issuesBefore = st.issues.length;
  let opened = false;
  for (; i < st.lines.length; i++) {
    const line = st.lines[i] as string;
    const trimmed = line.trim();
    if (END_PATCH.test(trimmed)) {
      finish(st, section);
      return i + 1;
    }
    if (BEGIN_PATCH.test(trimmed) || closesAnyFence(line) || line.trimEnd() === "EOF") break;
    const op = FILE_OP.exec(trimmed);
    if (op !== null) {
      finish(st, section);
      section = openOp(st, op, i + 1);
      opened = true;
    } else if (section !== undefined) {
      feedSection(section, line, i + 1);
    } else if (trimmed !== "") {
      st.issues.push({
        code: "malformed",
        reason: { kind: "expected-line", expected: "*** Add/Delete/Update File:", line },
        line: i + 1,
      });
    }
  }
  if (st.partial && i >= st.lines.length) return i;
  finish(st, section);
  if (!opened) {
    // Prose after a lone marker is not a patch line gone wrong: one plain-words issue says it all.
    st.issues.length = issuesBefore;
    emptyPatch(st, beginLine);
    return i;
  }
  if (!st.partial)
    st.issues.push({
      code: "unterminated",
      reason: { kind: "unclosed", opened: "*** Begin Patch", expected: "*** End Patch" },
      line: beginLine,
    });
  return i;
}

/**
 * A lone `*** Begin Patch` (no file operation, no end): the model believes it sent edits, so say it
 * did not. (`*** Begin Patch` straight followed by `*** End Patch` is an empty patch: nothing to do.)
 */
function emptyPatch(st: State, beginLine: number): void {
  st.issues.push({
    code: "malformed",
    reason: {
      kind: "nothing-follows",
      unit: "a patch",
      marker: "*** Begin Patch",
      expected: ["*** Add File:", "*** Update File:", "*** Delete File:"],
      part: "section",
    },
    line: beginLine,
    blockIndex: st.nextBlock++,
  });
}

function openOp(st: State, op: RegExpExecArray, line: number): Section {
  const kind = op[1] as Section["kind"];
  const raw = (op[2] ?? "").trim();
  const path = raw === "" ? "" : matchReplyPath(raw, st.files);
  return openSection({ kind, path, blockIndex: st.nextBlock++, line });
}

function finish(st: State, section: Section | undefined): void {
  if (section === undefined) return;
  const result = finishSection(section);
  st.edits.push(...result.edits);
  if (result.issue !== undefined) st.issues.push(result.issue);
}
