// Renders `replace` and `delete` edits as a canonical unified diff that parseUdiff reads back unchanged.
// Pure; throws on what a udiff cannot carry (write, move, anchors, atEnd, an empty hunk).
import type { Edit, RenderContext } from "../../edits/edit.js";
import { DEFAULT_FENCE } from "../../core/fences.js";
import { fenceOpenLine, hunkBody } from "../shared/hunk-text.js";

/**
 * One file section per run of edits on the same path; one `@@ ... @@` hunk per replace edit (line
 * numbers are not known without the file, and the parser ignores them). A section that starts with
 * an empty-search edit is headed `--- /dev/null`: it reads back the same, since an only-`+` hunk has
 * search "" whatever the header says.
 */
export function renderUdiff(edits: readonly Edit[], ctx: RenderContext = {}): string {
  const fence = ctx.fence ?? DEFAULT_FENCE;
  const out = [fenceOpenLine(fence, "diff")];
  let section: string | undefined;
  for (const edit of edits) {
    checkPath(edit.path);
    if (edit.kind === "delete") {
      out.push(`--- a/${edit.path}`, "+++ /dev/null");
      section = undefined;
    } else if (edit.kind === "replace") {
      checkReplace(edit);
      if (section !== edit.path)
        out.push(edit.search === "" ? "--- /dev/null" : `--- a/${edit.path}`, `+++ b/${edit.path}`);
      section = edit.path;
      out.push("@@ ... @@", ...hunkBody(edit.search, edit.replace));
    } else {
      throw new Error(`udiff cannot express a ${edit.kind} edit (${edit.path})`);
    }
  }
  out.push(fence.close);
  return out.join("\n") + "\n";
}

function checkReplace(edit: Extract<Edit, { kind: "replace" }>): void {
  if (edit.anchors !== undefined && edit.anchors.length > 0) throw new Error("udiff cannot express anchors");
  if (edit.atEnd === true) throw new Error("udiff cannot express atEnd");
  if (edit.search === "" && edit.replace === "") throw new Error("udiff cannot express an empty hunk");
}

function checkPath(path: string): void {
  if (path.trim() === "" || /[\n\t]/.test(path) || path !== path.trim()) {
    throw new Error(`udiff cannot express the path ${JSON.stringify(path)}`);
  }
}
