// Finds the user's standing instructions ("always…", "never…", "don't…", "use…") in messages about to be
// summarised, so they survive word for word. Pure text scanning; code blocks are skipped.
import { messageText, type ChatMessage } from "../core/chat-message.js";

// "Please" and "and" may lead; the directive itself must open the sentence.
const DIRECTIVE =
  /^(?:(?:please|and|also|so)[,\s]+)*(?:always|never|don'?t|do not|use|avoid|prefer|make sure|remember to|stop)\b/i;
const BULLET = /^\s*(?:[-*•]|\d+[.)])\s+/;
const FENCE = /^\s*(```|~~~)/;
// A sentence longer than this is a paragraph of context, not an instruction to carry forward.
const MAX_DIRECTIVE_CHARS = 300;

function sentences(line: string): string[] {
  return line
    .replace(BULLET, "")
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

function directivesIn(text: string): string[] {
  const found: string[] = [];
  let inCode = false;
  for (const line of text.split("\n")) {
    if (FENCE.test(line)) {
      inCode = !inCode;
      continue;
    }
    if (inCode) continue;
    for (const sentence of sentences(line)) {
      if (sentence.length <= MAX_DIRECTIVE_CHARS && DIRECTIVE.test(sentence)) found.push(sentence);
    }
  }
  return found;
}

/** The directives in the user messages, in order, each once. */
export function extractDirectives(messages: readonly ChatMessage[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const message of messages) {
    if (message.role !== "user") continue;
    for (const directive of directivesIn(messageText(message))) {
      if (seen.has(directive)) continue;
      seen.add(directive);
      result.push(directive);
    }
  }
  return result;
}
