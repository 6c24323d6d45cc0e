// The text of history summarising: the instructions for the summarising model, the transcript it reads,
// and the user/assistant pair that replaces the summarised turns, rendered by the strict template
// renderer. Text only, no logic beyond assembly.
import { messageText, type ChatMessage } from "../core/chat-message.js";
import { renderTemplate } from "./render-template.js";

export const SUMMARY_PROMPT = [
  "You condense the earlier part of a conversation between a user and an AI coding assistant, so the",
  "conversation can go on with less text.",
  "",
  'Write as the user, in the first person, speaking to the assistant: "I asked you to…", "you changed…".',
  "Keep the user's goals and requests, the decisions taken, the names of the files, functions, classes",
  "and libraries involved, commands that were run and what came of them, and anything left unfinished.",
  "Leave out code listings, edit blocks, greetings and repetition: name code instead of quoting it.",
  "Quote word for word anything the user said to always do, never do or not do.",
  "Write in the language the user wrote in. Reply with the summary alone.",
].join("\n");

export const SUMMARY_TEXT = "Here is what we talked about earlier, in my words:\n\n{summary}";
export const DIRECTIVES_TEXT = "\n\nWhat I told you to do or not to do, word for word:\n{directives}";
export const SUMMARY_ACKNOWLEDGEMENT = "Ok.";
const NAMES: ReadonlySet<string> = new Set(["summary", "directives"]);

/** The messages to send the summarising model for `messages`: the instructions and a plain transcript. */
export function summaryRequest(messages: readonly ChatMessage[]): ChatMessage[] {
  const transcript = messages
    .filter((m) => m.role !== "system")
    .map((m) => `# ${m.role.toUpperCase()}\n${messageText(m).trimEnd()}`)
    .join("\n\n");
  return [
    { role: "system", content: SUMMARY_PROMPT },
    { role: "user", content: transcript },
  ];
}

/** The pair that stands in for the summarised turns: the user's summary (plus directives), then "Ok.". */
export function summaryMessages(summary: string, directives: readonly string[]): ChatMessage[] {
  let text = renderTemplate(SUMMARY_TEXT, { summary: summary.trim() }, NAMES);
  if (directives.length > 0) {
    text += renderTemplate(
      DIRECTIVES_TEXT,
      { directives: directives.map((d) => `- ${d}`).join("\n") },
      NAMES,
    );
  }
  return [
    { role: "user", content: text },
    { role: "assistant", content: SUMMARY_ACKNOWLEDGEMENT },
  ];
}
