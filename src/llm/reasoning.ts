// Removes a model's reasoning block (<think>…</think> and the like) from reply text and history.
// Pure. A reasoning block that is still open (a cut or streaming reply) hides everything after it.
import type { LlmMiddleware } from "./middleware.js";

/** The middleware that makes a result's `text` its `rawText` without the model's reasoning blocks
 *  (the request's `settings.reasoningTag`); the one place reply text is stripped. */
export const reasoningTags: LlmMiddleware = {
  async wrapChat(next, request) {
    const result = await next(request);
    return { ...result, text: stripReasoning(result.rawText, request.settings?.reasoningTag) };
  },
};

/** `text` without `<tag>…</tag>` blocks; `tag` undefined or "" leaves the text untouched. */
export function stripReasoning(text: string, tag: string | undefined): string {
  if (!tag) return text;
  const open = `<${tag}>`;
  const close = `</${tag}>`;
  let out = "";
  let rest = text;
  for (let start = rest.indexOf(open); start >= 0; start = rest.indexOf(open)) {
    out += rest.slice(0, start);
    const end = rest.indexOf(close, start + open.length);
    // Whitespace that followed the block only separated it from the answer.
    rest = end < 0 ? "" : rest.slice(end + close.length).replace(/^\s+/, "");
  }
  return out + rest;
}
