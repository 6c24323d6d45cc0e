// Recognises the opening and closing lines of the fences in FENCES inside a model reply.
// Pure line tests; what a fence means is each format's business.
import type { Fence } from "../../edits/edit.js";
import { FENCES } from "../../core/fences.js";

/** A fence opener as found in a reply. */
export interface FenceOpen {
  /** The fence family from FENCES. */
  fence: Fence;
  /** Backtick count for a backtick fence (a closer needs at least as many); 0 for XML-ish fences. */
  ticks: number;
  /** The language tag (first word of the info string), "" when none. Never a file name. */
  tag: string;
}

const BACKTICK_OPEN = /^(`{3,})([^`]*)$/;
const XML_FENCES = FENCES.filter((fence) => fence.open.startsWith("<"));

/** The fence a line opens, if it is a fence line at all (a bare ``` line may also be a closer). */
export function readFenceOpen(line: string): FenceOpen | undefined {
  const text = line.trim();
  const ticks = BACKTICK_OPEN.exec(text);
  if (ticks) {
    const run = ticks[1] ?? "```";
    const tag = (ticks[2] ?? "").trim().split(/\s+/)[0] ?? "";
    const fence = run.length === 3 ? FENCES[0] : FENCES[1];
    return fence && { fence, ticks: run.length, tag };
  }
  const lower = text.toLowerCase();
  for (const fence of XML_FENCES) {
    const name = fence.open.slice(1, -1);
    if (lower === fence.open) return { fence, ticks: 0, tag: "" };
    // Attributes are tolerated (`<source lang="py">`, `<source python>`); the element name must match.
    if (lower.startsWith(`<${name} `) && lower.endsWith(">")) {
      return { fence, ticks: 0, tag: attributeTag(text.slice(name.length + 2, -1)) };
    }
    // `<source>typescript`: the language word written after the tag, like after ```.
    const after = text.slice(fence.open.length);
    if (lower.startsWith(fence.open) && LANGUAGE_WORD.test(after)) return { fence, ticks: 0, tag: after };
  }
  return undefined;
}

// A language word: no dots, so a file name (`app.py`) is never taken for one.
const LANGUAGE_WORD = /^[A-Za-z][A-Za-z0-9_+#-]*$/;

/** The language of `lang="py"` / `language=py` / a bare `python` attribute, else "". */
function attributeTag(attributes: string): string {
  const named = /\b(?:lang|language)\s*=\s*["']?([^"'\s>]+)/i.exec(attributes);
  if (named) return named[1] ?? "";
  const bare = attributes.trim();
  return LANGUAGE_WORD.test(bare) ? bare : "";
}

/** Whether a line closes the given opener. */
export function isFenceClose(line: string, open: FenceOpen): boolean {
  const text = line.trim();
  if (open.ticks > 0) return text.length >= open.ticks && /^`+$/.test(text);
  return text.toLowerCase() === open.fence.close;
}

/** Whether an opener inside a fenced body starts a nested fence the outer closer could be mistaken for. */
export function opensNested(inner: FenceOpen, outer: FenceOpen): boolean {
  if (inner.tag === "") return false;
  if (outer.ticks > 0) return inner.ticks >= outer.ticks;
  return inner.fence.close === outer.fence.close;
}
