// One request's messages, built from the coder's state: reads the chat and read-only files, asks the
// prompt state for the pinned copies, change notes and map, builds the chunks and runs the plugins'
// layer transforms. Sends nothing; the coder decides when to build and what to do with the result.
import { buildChatChunks } from "../chunks/build-chat-chunks.js";
import { buildEditorChunks } from "../chunks/build-editor-chunks.js";
import type { ChatChunks, ChunkName } from "../chunks/chat-chunks.js";
import type { ChunkFile } from "../chunks/chunk-input.js";
import { transformLayers } from "../chunks/transform-layers.js";
import type { ChatMessage } from "../core/chat-message.js";
import type { Fence } from "../edits/edit.js";
import type { EditFormat } from "../formats/edit-format.js";
import type { BasePrompt } from "../instructions/base-prompt.js";
import { countMessages } from "../models/tokens.js";
import type { CoderPrompts } from "../prompts/coder-prompts.js";
import { chunkSettings, readChunkFiles } from "./chat-context.js";
import type { Reporter } from "./coder-events.js";
import type { CoderOptions } from "./coder-options.js";
import { layerTransforms, requestStack, userInstructions } from "./prompt-stack.js";
import { conversationPoint, mapChatFiles, type PromptState } from "./prompt-state.js";

export interface BuiltMessages {
  messages: ChatMessage[];
  chunks: ChatChunks;
  fence: Fence;
  /** The request's token count when the model's window is known, else null. */
  tokens: number | null;
  /** Layers a plugin's layer transform rewrote. */
  rewritten: ChunkName[];
  /** The chat files' current contents (the request may send some as a pinned copy plus notes). */
  chatFiles: ChunkFile[];
  readOnlyFiles: ChunkFile[];
  /** The chat files this request notes as changed for the first time (the chatChanges layer). */
  changedFiles: string[];
  /** The files any change note since the pins covers. */
  notedFiles: string[];
}

export interface RequestSources {
  options: CoderOptions;
  /** The options the repo map is sized from (a coder may need a larger map than its options say). */
  mapOptions: CoderOptions;
  root: string;
  chatFiles: readonly string[];
  readOnlyFiles: readonly string[];
  format: EditFormat;
  prompts: CoderPrompts;
  promptState: PromptState;
  done: readonly ChatMessage[];
  basePrompt: () => Promise<BasePrompt>;
  report: Reporter;
}

/** The messages of the request that sends `cur` after the history. Moves the prompt state on: a re-pin
 *  or a change note decided here holds for the request that follows. */
export async function buildRequestMessages(
  src: RequestSources,
  cur: readonly ChatMessage[],
): Promise<BuiltMessages> {
  const { options, root } = src;
  const chatPaths = [...src.chatFiles].sort();
  const roots = options.readRoots ?? [];
  const { encoding, workspace } = options;
  const chat = await readChunkFiles(root, chatPaths, roots, encoding, workspace);
  const readOnly = await readChunkFiles(root, [...src.readOnlyFiles], roots, encoding, workspace);
  for (const skipped of [...chat.skipped, ...readOnly.skipped]) {
    src.report({ type: "warning", message: skipped.reason });
  }
  const point = conversationPoint(src.done, cur);
  const pinned = src.promptState.chatFiles(src.prompts.constructor.name, chat.files, point);
  const mapFiles = mapChatFiles(chatPaths, src.readOnlyFiles);
  const repoMap = await src.promptState.mapText(src.mapOptions, mapFiles, cur);
  const settings = options.model.settings;
  const countTokens = (messages: readonly ChatMessage[]) =>
    countMessages(messages, { tokenizer: settings.tokenizer });
  const chunkOptions = chunkSettings(settings, options.cachePrompts === true);
  const built = (options.asEditor ? buildEditorChunks : buildChatChunks)({
    ...(await requestStack(options, src.format.name, src.basePrompt)),
    prompts: src.prompts,
    editFormat: src.format,
    settings: chunkOptions,
    platform: options.platform,
    language: options.language ?? null,
    chatFiles: pinned.pinned,
    chatFileNotes: pinned.notes,
    readOnlyFiles: readOnly.files,
    repoMap,
    done: src.done,
    cur,
    instructions: userInstructions(options),
    countTokens,
  });
  const transformed = await transformLayers(built.chunks, layerTransforms(options), {
    model: options.model.expanded,
    editFormat: src.format.name,
    // The editor's request carries no breakpoints (buildEditorChunks), rewritten or not.
    cacheControl: chunkOptions.cacheControl && options.asEditor !== true,
    cacheFit: { countTokens, minTokens: settings.minCacheTokens },
  });
  if (transformed.warning) src.report({ type: "warning", message: transformed.warning });
  const { chunks, changed } = transformed;
  const noted = pinned.notes.flatMap((note) => note.changes.map((change) => change.path));
  return {
    messages: chunks.allMessages(),
    chunks,
    fence: built.fence,
    // A rewritten stack is counted afresh by whoever needs its size.
    tokens: chunks === built.chunks ? built.tokens : null,
    rewritten: changed,
    chatFiles: chat.files,
    readOnlyFiles: readOnly.files,
    changedFiles: pinned.changes.map((change) => change.path),
    notedFiles: [...new Set(noted)],
  };
}
