// The plugin hook on the prompt layers (OpenCode's system transform): each layer's messages go, as plain
// text, through the transforms in order, and ChatChunks is rebuilt from what they return. A transform
// that empties the stack, throws or returns something malformed leaves the original stack in place,
// with a warning saying why. Never prints; the caller reports the warning.
import { messageText, type ChatMessage } from "../core/chat-message.js";
import { CHUNK_ORDER, ChatChunks, type CacheFit, type ChunkName } from "./chat-chunks.js";
import { LAYER_TITLES } from "./prompt-layers.js";

/** One layer as a transform sees it; its messages carry string content and no cache breakpoints. */
export interface EditableLayer {
  name: ChunkName;
  title: string;
  messages: ChatMessage[];
}

export interface LayerTransformContext {
  /** The model id as sent. */
  model: string;
  editFormat: string;
}

/**
 * Rewrites the layers of a request before it is sent. Return the new list (or change the given one and
 * return nothing). Layers keep their order in the request whatever the list order; a layer left out is
 * sent empty; names must be kerf's layer names.
 */
export type LayerTransform = (
  layers: EditableLayer[],
  context: LayerTransformContext,
) => EditableLayer[] | void | Promise<EditableLayer[] | void>;

export interface TransformedChunks {
  chunks: ChatChunks;
  /** The layers whose text a transform changed (for --explain's source column). */
  changed: ChunkName[];
  warning: string | null;
}

const ROLES = new Set(["system", "developer", "user", "assistant"]);

export async function transformLayers(
  chunks: ChatChunks,
  transforms: readonly LayerTransform[],
  context: LayerTransformContext & { cacheControl: boolean; cacheFit?: CacheFit },
): Promise<TransformedChunks> {
  if (transforms.length === 0) return { chunks, changed: [], warning: null };
  const original = editableLayers(chunks);
  let layers = editableLayers(chunks);
  try {
    for (const transform of transforms) {
      layers = checked(
        (await transform(layers, { model: context.model, editFormat: context.editFormat })) ?? layers,
      );
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      chunks,
      changed: [],
      warning: `a plugin's layer transform failed (${reason}); the original prompt stack is sent`,
    };
  }
  if (layers.every((layer) => layer.messages.every((message) => messageText(message).trim() === ""))) {
    return {
      chunks,
      changed: [],
      warning: "a plugin's layer transform emptied the prompt layers; the original stack is sent",
    };
  }
  const rebuilt = new ChatChunks();
  for (const layer of layers) rebuilt[layer.name].push(...layer.messages.map((m) => ({ ...m })));
  // cur and reminder keep their places; breakpoints are marked again on the new text.
  if (context.cacheControl) rebuilt.addCacheControlHeaders(context.cacheFit);
  const textOf = (list: readonly EditableLayer[], name: ChunkName) =>
    JSON.stringify(list.filter((layer) => layer.name === name).flatMap((layer) => layer.messages));
  const changed = CHUNK_ORDER.filter((name) => textOf(original, name) !== textOf(layers, name));
  return { chunks: rebuilt, changed, warning: null };
}

function editableLayers(chunks: ChatChunks): EditableLayer[] {
  return CHUNK_ORDER.filter((name) => chunks[name].length > 0).map((name) => ({
    name,
    title: LAYER_TITLES[name],
    messages: chunks[name].map((message) => ({ role: message.role, content: messageText(message) })),
  }));
}

/** The transform's result, or an error naming what is wrong with it. */
function checked(result: unknown): EditableLayer[] {
  if (!Array.isArray(result)) throw new Error("it returned something other than a list of layers");
  return result.map((layer: Partial<EditableLayer>, index) => {
    if (!layer || !CHUNK_ORDER.includes(layer.name as ChunkName))
      throw new Error(`layer ${index + 1} has no known name (${CHUNK_ORDER.join(", ")})`);
    if (!Array.isArray(layer.messages)) throw new Error(`layer ${layer.name} has no messages list`);
    const messages = layer.messages.map((message: Partial<ChatMessage>) => {
      if (!message || !ROLES.has(String(message.role)) || typeof message.content !== "string")
        throw new Error(`layer ${layer.name} holds a message without a role and string content`);
      return { role: message.role, content: message.content } as ChatMessage;
    });
    return { name: layer.name as ChunkName, title: LAYER_TITLES[layer.name as ChunkName], messages };
  });
}
