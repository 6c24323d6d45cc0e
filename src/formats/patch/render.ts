// Renders edits as one canonical V4A patch that parsePatch reads back unchanged.
// Pure; throws on what V4A cannot carry (an empty chunk, content that would read as a marker).
import type { Edit, RenderContext } from "../../edits/edit.js";
import { DEFAULT_FENCE } from "../../core/fences.js";
import { anchorOf, isPatchMarker } from "./markers.js";
import { splitLines } from "../../edits/match/lines.js";
import { fenceOpenLine, hunkBody } from "../shared/hunk-text.js";

type Replace = Extract<Edit, { kind: "replace" }>;

/**
 * One file op per block: a write → Add File, a delete → Delete File, the replace edits of one block and
 * path → one Update File (one `@@` chunk each), with `*** Move to:` when the block ends in a move.
 */
export function renderPatch(edits: readonly Edit[], ctx: RenderContext = {}): string {
  const fence = ctx.fence ?? DEFAULT_FENCE;
  const out = [fenceOpenLine(fence, ""), "*** Begin Patch"];
  for (let i = 0; i < edits.length;) {
    const edit = edits[i] as Edit;
    checkPath(edit.path);
    if (edit.kind === "write") {
      out.push(`*** Add File: ${edit.path}`, ...splitLines(edit.content).map((line) => "+" + line));
      i++;
    } else if (edit.kind === "delete") {
      out.push(`*** Delete File: ${edit.path}`);
      i++;
    } else {
      i = renderUpdate(edits, i, out);
    }
  }
  out.push("*** End Patch", fence.close);
  return out.join("\n") + "\n";
}

/** Renders the Update File op starting at edits[start]; returns the index after its last edit. */
function renderUpdate(edits: readonly Edit[], start: number, out: string[]): number {
  const first = edits[start] as Edit;
  const same = (edit: Edit | undefined) => edit?.path === first.path && edit.blockIndex === first.blockIndex;
  const chunks: Replace[] = [];
  let end = start;
  while (edits[end]?.kind === "replace" && same(edits[end])) chunks.push(edits[end++] as Replace);
  const move = edits[end];
  out.push(`*** Update File: ${first.path}`);
  if (move?.kind === "move" && same(move)) {
    checkPath(move.to);
    out.push(`*** Move to: ${move.to}`);
    end++;
  }
  for (const chunk of chunks) out.push(...renderChunk(chunk));
  return end;
}

function renderChunk(edit: Replace): string[] {
  if (edit.search === "" && edit.replace === "") throw new Error("a V4A chunk needs at least one line");
  const anchors = edit.anchors ?? [];
  for (const anchor of anchors) {
    if (/\n/.test(anchor) || anchorOf("@@ " + anchor) !== anchor || anchor.trim() === "") {
      throw new Error(`V4A cannot express the anchor ${JSON.stringify(anchor)}`);
    }
  }
  const body = hunkBody(edit.search, edit.replace);
  if (body.some((line) => line.startsWith(" ") && isPatchMarker(line.trim()))) {
    throw new Error("V4A cannot express a context line that reads as a *** marker");
  }
  const head = anchors.length > 0 ? anchors.map((anchor) => "@@ " + anchor) : ["@@"];
  return [...head, ...body, ...(edit.atEnd === true ? ["*** End of File"] : [])];
}

function checkPath(path: string): void {
  if (path.trim() === "" || /\n/.test(path) || path !== path.trim()) {
    throw new Error(`V4A cannot express the path ${JSON.stringify(path)}`);
  }
}
