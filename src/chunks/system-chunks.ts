// The static layers: base instructions + mode text + format rules (system), developer instructions,
// few-shot examples, user instructions and the environment context. Pure text assembly.
import type { Fence } from "../core/fences.js";
import { renderEnvironmentContext } from "../prompts/environment-context.js";
import { renderExampleMessages } from "../prompts/examples.js";
import { messageText, type ChatMessage } from "../core/chat-message.js";
import type { BuildChatChunksInput } from "./chunk-input.js";
import { pair } from "./file-chunks.js";

export interface SystemChunks {
  system: ChatMessage[];
  developer: ChatMessage[];
  examples: ChatMessage[];
  userInstructions: ChatMessage[];
  environment: ChatMessage[];
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
    input.baseInstructions ?? "",
    render(prompts.mainSystem),
    inSystem ? `${render(prompts.examplesHeading)}\n\n${examplesAsText(exampleMessages)}` : "",
    render(prompts.systemReminder),
  ]
    .filter((part) => part.trim() !== "")
    .join("\n\n");
  const developerText = input.developerInstructions?.trim() ? input.developerInstructions : null;
  // Two-part shape: where the provider caches by system message, developer text joins the stable part.
  const joined = developerText !== null && settings.useSystemPrompt && settings.cacheBySystem === true;
  const systemText = joined ? `${text}\n\n${developerText}` : text;
  const system: ChatMessage[] = settings.useSystemPrompt
    ? [{ role: "system", content: systemText }]
    : pair(systemText, render(prompts.systemAsUserReply));
  const examples =
    inSystem || exampleMessages.length === 0
      ? []
      : [...exampleMessages, ...pair(render(prompts.examplesResetUser), render(prompts.examplesResetReply))];
  return {
    system,
    developer: developerText === null || joined ? [] : developerMessages(input, developerText, render),
    examples,
    userInstructions: input.instructions ? pair(input.instructions.text, input.instructions.reply) : [],
    environment: pair(
      renderEnvironmentContext({ ...input.environment, platform: input.platform, language: input.language }),
      render(prompts.environmentReply),
    ),
  };
}

function developerMessages(
  input: BuildChatChunksInput,
  text: string,
  render: (template: string) => string,
): ChatMessage[] {
  const { settings } = input;
  if (!settings.useSystemPrompt) return pair(text, render(input.prompts.systemAsUserReply));
  return [{ role: settings.developerRole ? "developer" : "system", content: text }];
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
