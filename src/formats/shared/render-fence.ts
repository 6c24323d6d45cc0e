// Chooses the fence a renderer writes around file text: the preferred one unless the text would close it.
// Pure.
import type { Fence } from "../../edits/edit.js";
import { chooseFence } from "../../core/fences.js";
import { isFenceClose, opensNested, readFenceOpen } from "./fence-line.js";

/** The preferred fence, or the first fence in FENCES that no line of `lines` could close or nest in. */
export function pickRenderFence(preferred: Fence, lines: readonly string[]): Fence {
  const clashes = (fence: Fence) => {
    const outer = readFenceOpen(fence.open);
    if (!outer) return true;
    return lines.some((line) => {
      const inner = readFenceOpen(line);
      return isFenceClose(line, outer) || (inner !== undefined && opensNested(inner, outer));
    });
  };
  if (!clashes(preferred)) return preferred;
  return chooseFence([lines.join("\n")]);
}
