// buildChatChunks: the one place that turns prompts, files, repo map and history into messages.
// Pure: token counting is injected, platform facts are inputs; no I/O, no clock, no environment.
import type { Fence } from "../edits/edit.js";
import { chooseFence } from "../core/fences.js";
import { renderTemplate } from "../prompts/render-template.js";
import { buildTemplateVariables } from "../prompts/template-variables.js";
import { ChatChunks, type CacheFit } from "./chat-chunks.js";
import { messageText, type ChatMessage } from "../core/chat-message.js";
import type { BuildChatChunksInput, ChangeNote } from "./chunk-input.js";
import { buildFileChunks, renderChangeNote } from "./file-chunks.js";
import { placeNotes } from "./place-notes.js";
import { buildSystemChunks } from "./system-chunks.js";

export interface BuiltChatChunks {
  chunks: ChatChunks;
  /** The fence the prompts asked for; hand it to the parser. */
  fence: Fence;
  /**
   * countTokens of the final message array when the reminder check already computed it (the reminder
   * went in under an input limit), so the caller need not count twice; null otherwise.
   */
  tokens: number | null;
}

export function buildChatChunks(input: BuildChatChunksInput): BuiltChatChunks {
  const readOnlyFiles = input.readOnlyFiles ?? [];
  // The diffs' lines count too (without their +/-/space column): the fence must suit the files as they
  // are now, which the model edits, not only as pinned.
  const notes = chatFileNotes(input);
  const changed = notes.flatMap((note) => note.changes.map((change) => change.diff.replace(/^[-+ ]/gm, "")));
  const texts = [...input.chatFiles, ...readOnlyFiles].map((file) => file.content);
  const fence = input.fence ?? chooseFence([...texts, ...changed]);
  const vars = buildTemplateVariables(input.prompts, {
    fence,
    platform: input.platform,
    language: input.language ?? null,
    lazy: input.settings.lazy,
    overeager: input.settings.overeager,
    shellCommands: input.settings.shellCommands,
  });
  // Empty variables leave runs of blank lines behind; squeeze them so the text reads cleanly.
  const render = (template: string) =>
    renderTemplate(template, vars)
      .replace(/\n{3,}/g, "\n\n")
      .trim();

  const chunks = new ChatChunks();
  Object.assign(chunks, buildSystemChunks(input, { render, fence }));
  Object.assign(
    chunks,
    buildFileChunks({
      prompts: input.prompts,
      render,
      fence,
      chatFiles: input.chatFiles,
      readOnlyFiles,
      repoMap: input.repoMap ?? null,
    }),
  );
  const placed = placeNotes(input.done ?? [], input.cur, notes, (note) =>
    renderChangeNote(note.changes, input.prompts, render, fence),
  );
  chunks.done = placed.done;
  chunks.chatChanges = placed.changes;
  chunks.cur = placed.cur;
  const tokens = addReminder(chunks, input, render(input.prompts.systemReminder));
  if (input.settings.cacheControl) chunks.addCacheControlHeaders(cacheFit(input));
  return { chunks, fence, tokens };
}

/** The input's change notes; `chatFileChanges` is one more, sent after the history. */
function chatFileNotes(input: BuildChatChunksInput): ChangeNote[] {
  const notes = [...(input.chatFileNotes ?? [])];
  const changes = input.chatFileChanges ?? [];
  const at = (input.done ?? []).length;
  if (changes.length > 0) notes.push({ at, after: null, changes: [...changes] });
  return notes;
}

/** The minimum cacheable prefix, when the settings name one. */
export function cacheFit(
  input: Pick<BuildChatChunksInput, "settings" | "countTokens">,
): CacheFit | undefined {
  const minTokens = input.settings.minCacheTokens;
  return minTokens ? { countTokens: input.countTokens, minTokens } : undefined;
}

/**
 * Rule 5: the reminder goes in only when the whole array with it still fits the input limit.
 * `sys` → a trailing system message; `user` → appended to the turn's last user message, or, with cache
 * breakpoints, a user message of its own after them (the reminder layer): Anthropic merges it into the
 * turn's message as a later block, so the turn's breakpoint covers the message as the history will
 * repeat it, and the reminder is never written to the cache.
 */
function addReminder(chunks: ChatChunks, input: BuildChatChunksInput, reminder: string): number | null {
  const { settings } = input;
  if (settings.reminder === null || reminder === "") return null;
  // A model without a system role rejects a trailing system message, so it gets the user form.
  const where = settings.useSystemPrompt ? settings.reminder : "user";
  const limit = settings.maxInputTokens;
  const fit = (messages: readonly ChatMessage[]) => {
    if (limit == null) return { fits: true, tokens: null };
    const tokens = input.countTokens(messages);
    return { fits: tokens <= limit, tokens };
  };
  const last = chunks.cur[chunks.cur.length - 1];
  if (where === "user" && (!last || last.role !== "user")) return null;
  if (where === "sys" || settings.cacheControl) {
    const message: ChatMessage = { role: where === "sys" ? "system" : "user", content: reminder };
    const result = fit([...chunks.allMessages(), message]);
    if (!result.fits) return null;
    chunks.reminder = [message];
    return result.tokens;
  }
  if (!last) return null;
  const cur = [...chunks.cur.slice(0, -1), { ...last, content: `${messageText(last)}\n\n${reminder}` }];
  const result = fit(Object.assign(new ChatChunks(), chunks, { cur }).allMessages());
  if (!result.fits) return null;
  chunks.cur = cur;
  return result.tokens;
}
