// The system group (system text, optional AGENTS.md pair) and the few-shot example messages.
// Pure text assembly from prompt fields and rendered examples.
import type { Fence } from "../core/fences.js";
import { renderExampleMessages } from "../prompts/examples.js";
import { messageText, type ChatMessage } from "../core/chat-message.js";
import type { BuildChatChunksInput } from "./chunk-input.js";
import { pair } from "./file-chunks.js";

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

/** The prompts' example tasks rendered in the request's format; none without a format to render them. */
function exampleMessagesFor(input: BuildChatChunksInput, fence: Fence): ChatMessage[] {
  const { prompts, editFormat } = input;
  if (!editFormat || prompts.examples.length === 0) return [];
  return renderExampleMessages(prompts.examples, { format: editFormat, fence });
}

function examplesAsText(messages: readonly ChatMessage[]): string {
  return messages
    .map(
      (message) =>
        `## ${message.role === "user" ? "User" : "Assistant"}\n\n${messageText(message).trimEnd()}`,
    )
    .join("\n\n");
}
