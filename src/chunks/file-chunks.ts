// The read-only, repo-map and chat-file message pairs of a request.
// Pure text assembly from prompt fields; never reads files itself.
import type { Fence } from "../edits/edit.js";
import type { CoderPrompts } from "../prompts/coder-prompts.js";
import { renderFileBlock } from "../prompts/render-file-block.js";
import type { ChatMessage } from "../core/chat-message.js";
import type { ChunkFile } from "./chunk-input.js";

export interface FileChunksInput {
  prompts: CoderPrompts;
  render: (template: string) => string;
  fence: Fence;
  chatFiles: readonly ChunkFile[];
  readOnlyFiles: readonly ChunkFile[];
  repoMap: string | null;
}

export interface FileChunks {
  readonlyFiles: ChatMessage[];
  repo: ChatMessage[];
  chatFiles: ChatMessage[];
}

export function buildFileChunks(input: FileChunksInput): FileChunks {
  const { prompts, render } = input;
  const files = (list: readonly ChunkFile[]) =>
    list.map((file) => renderFileBlock(file.path, file.content, input.fence)).join("\n");
  const readonlyFiles =
    input.readOnlyFiles.length > 0
      ? pair(
          `${render(prompts.readOnlyFilesPrefix)}\n\n${files(input.readOnlyFiles)}`,
          render(prompts.readOnlyFilesReply),
        )
      : [];
  const repo = input.repoMap
    ? pair(`${render(prompts.repoContentPrefix)}\n\n${input.repoMap}`, render(prompts.repoContentReply))
    : [];
  let chatFiles: ChatMessage[];
  if (input.chatFiles.length > 0) {
    chatFiles = pair(
      `${render(prompts.filesContentPrefix)}\n\n${files(input.chatFiles)}`,
      render(prompts.filesContentAssistantReply),
    );
  } else if (input.repoMap) {
    chatFiles = pair(
      render(prompts.filesNoFullFilesWithRepoMap),
      render(prompts.filesNoFullFilesWithRepoMapReply),
    );
  } else {
    chatFiles = pair(render(prompts.filesNoFullFiles), render(prompts.filesNoFullFilesReply));
  }
  return { readonlyFiles, repo, chatFiles };
}

export function pair(user: string, assistant: string): ChatMessage[] {
  return [
    { role: "user", content: user },
    { role: "assistant", content: assistant },
  ];
}
