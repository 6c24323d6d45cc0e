// A `session/prompt`'s content blocks as kerf's message: text blocks as they are; a resource link (an
// editor's @-mention) or an embedded resource naming a file inside the project adds that file to the chat
// and stands in the text as its project path; any other resource's text is quoted after the message.
// Images and audio are not declared in the capabilities; a client that sends them anyway is told so.
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ContentBlock } from "@agentclientprotocol/sdk";

export interface PromptMessage {
  text: string;
  /** Project-relative POSIX paths of existing files the prompt linked. */
  files: string[];
  /** What was left out, in words for the user. */
  notes: string[];
}

export function readPrompt(blocks: readonly ContentBlock[], root: string): PromptMessage {
  let text = "";
  const quoted: string[] = [];
  const files: string[] = [];
  const notes: string[] = [];
  for (const block of blocks) {
    switch (block.type) {
      case "text":
        text += block.text;
        break;
      case "resource_link": {
        const rel = projectFile(block.uri, root);
        if (rel !== null) files.push(rel);
        text += rel ?? block.uri;
        break;
      }
      case "resource": {
        const resource = block.resource;
        const rel = projectFile(resource.uri, root);
        if (rel !== null) {
          files.push(rel);
          text += rel;
        } else if ("text" in resource) quoted.push(`${resource.uri}:\n\`\`\`\n${resource.text}\n\`\`\``);
        else notes.push(`${resource.uri} is binary; it was not sent to the model`);
        break;
      }
      default:
        notes.push(`a prompt's ${block.type} content is not supported by kerf; it was not sent to the model`);
    }
  }
  const message = [text, ...quoted].filter((part) => part.trim() !== "").join("\n\n");
  return { text: message, files: [...new Set(files)], notes };
}

/** The project path of a `file:` URI (or absolute path) naming an existing regular file inside `root`. */
function projectFile(uri: string, root: string): string | null {
  let absolute: string;
  try {
    absolute = uri.startsWith("file:") ? fileURLToPath(uri) : uri;
  } catch {
    return null;
  }
  if (!path.isAbsolute(absolute)) return null;
  const rel = path.relative(root, absolute);
  if (rel === "" || rel === ".." || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) return null;
  if (!existsSync(absolute) || !statSync(absolute).isFile()) return null;
  return rel.split(path.sep).join("/");
}
