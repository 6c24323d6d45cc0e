// Aider's personalisation for PageRank: chat files, mentioned files, and files whose path parts
// (folders, base name, stem) are mentioned identifiers. Pure; also records why, for debugging.
import path from "node:path";

export interface PersonaliseRequest {
  chatFiles: readonly string[];
  mentionedFiles: readonly string[];
  mentionedIdents: readonly string[];
}

export interface Personalisation {
  /** Per file id: 1 for chat files. */
  chat: Uint8Array;
  /** Per file id, unnormalised; undefined when nothing is personalised (uniform PageRank). */
  vector?: Float64Array;
  /** Per file id: the reasons it was personalised. */
  reasons: (string[] | undefined)[];
}

export function personalise(files: readonly string[], request: PersonaliseRequest): Personalisation {
  const unit = 100 / Math.max(1, files.length);
  const chatFiles = new Set(request.chatFiles);
  const mentionedFiles = new Set(request.mentionedFiles);
  const idents = new Set(request.mentionedIdents);
  const chat = new Uint8Array(files.length);
  const vector = new Float64Array(files.length);
  const reasons: (string[] | undefined)[] = new Array(files.length);
  let any = false;
  files.forEach((file, i) => {
    const found: string[] = [];
    let weight = 0;
    if (chatFiles.has(file)) {
      chat[i] = 1;
      weight += unit;
      found.push("chat file");
    }
    if (mentionedFiles.has(file)) {
      weight = Math.max(weight, unit);
      found.push("mentioned file");
    }
    const matched = idents.size > 0 ? pathParts(file).filter((part) => idents.has(part)) : [];
    if (matched.length > 0) {
      weight += unit;
      found.push(...matched.map((part) => `path matches ${part}`));
    }
    if (weight > 0) {
      vector[i] = weight;
      reasons[i] = found;
      any = true;
    }
  });
  return any ? { chat, vector, reasons } : { chat, reasons };
}

function pathParts(file: string): string[] {
  const parts = file.split("/");
  const base = parts[parts.length - 1] as string;
  return [...new Set([...parts, path.posix.parse(base).name])].sort();
}
