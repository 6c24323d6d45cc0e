// The read-only, repo-map and chat-file message pairs of a request, and a change note's pair.
// Pure text assembly from prompt fields; never reads files itself.
import type { Fence } from "../edits/edit.js";
import type { CoderPrompts } from "../prompts/coder-prompts.js";
import { renderFileBlock } from "../prompts/render-file-block.js";
import type { ChatMessage } from "../core/chat-message.js";
import type { ChatFileChange, ChunkFile } from "./chunk-input.js";

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

/** One change note as a message pair: the diffs of the files it covers, under the prompts' heading. */
export function renderChangeNote(
  changes: readonly ChatFileChange[],
  prompts: CoderPrompts,
  render: (template: string) => string,
  fence: Fence,
): ChatMessage[] {
  const diffs = changes.map((change) => renderDiffBlock(change, fence)).join("\n");
  return pair(`${render(prompts.filesChangedPrefix)}\n\n${diffs}`, render(prompts.filesChangedReply));
}

/** One file's diff, fenced like a file block, the path above it. */
function renderDiffBlock(change: ChatFileChange, fence: Fence): string {
  const body = change.diff.endsWith("\n") ? change.diff : `${change.diff}\n`;
  // A backtick fence takes an info string; the XML-like ones would read `<source>diff` as a tag.
  const info = fence.open.startsWith("`") ? "diff" : "";
  return `${change.path}\n${fence.open}${info}\n${body}${fence.close}\n`;
}

export function pair(user: string, assistant: string): ChatMessage[] {
  return [
    { role: "user", content: user },
    { role: "assistant", content: assistant },
  ];
}
