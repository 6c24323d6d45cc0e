// The system group (system text, optional AGENTS.md pair) and the few-shot example messages.
// Pure text assembly from prompt fields and rendered examples.
import type { EditFormat, Fence } from "../edits/edit.js";
import { renderExampleMessages } from "../prompts/examples.js";
import { messageText, type ChatMessage } from "../core/chat-message.js";
import type { BuildChatChunksInput } from "./chunk-input.js";
import { pair } from "./file-chunks.js";

/** A prompt class and a parser that do not belong together: a programming error in the caller. */
export class ChunkInputError extends Error {
  override readonly name = "ChunkInputError";
}

export interface SystemChunks {
  system: ChatMessage[];
  examples: ChatMessage[];
}

export function buildSystemChunks(
  input: BuildChatChunksInput,
  context: { render: (template: string) => string; fence: Fence },
): SystemChunks {
  const { prompts, settings } = input;
  const { render } = context;
  const exampleMessages = exampleMessagesFor(input, context.fence);
  const inSystem = settings.examplesAsSystemMessage && exampleMessages.length > 0;
  const text = [
    settings.systemPromptPrefix ?? "",
    input.baseInstructions ?? render(prompts.mainSystem),
    inSystem ? `${render(prompts.examplesHeading)}\n\n${examplesAsText(exampleMessages)}` : "",
    render(prompts.systemReminder),
  ]
    .filter((part) => part.trim() !== "")
    .join("\n\n");
  const system: ChatMessage[] = settings.useSystemPrompt
    ? [{ role: "system", content: text }]
    : pair(text, render(prompts.systemAsUserReply));
  if (input.instructions) system.push(...pair(input.instructions.text, input.instructions.reply));
  const examples =
    inSystem || exampleMessages.length === 0
      ? []
      : [...exampleMessages, ...pair(render(prompts.examplesResetUser), render(prompts.examplesResetReply))];
  return { system, examples };
}

function exampleMessagesFor(input: BuildChatChunksInput, fence: Fence): ChatMessage[] {
  const { prompts } = input;
  if (prompts.format === null || prompts.examples.length === 0) return [];
  const format: EditFormat | null | undefined = input.editFormat;
  if (!format || format.name !== prompts.format) {
    throw new ChunkInputError(
      `prompts for "${prompts.format}" need that format's parser to render examples, got ${format ? `"${format.name}"` : "none"}`,
    );
  }
  return renderExampleMessages(prompts.examples, { format, fence });
}

function examplesAsText(messages: readonly ChatMessage[]): string {
  return messages
    .map(
      (message) =>
        `## ${message.role === "user" ? "User" : "Assistant"}\n\n${messageText(message).trimEnd()}`,
    )
    .join("\n\n");
}
