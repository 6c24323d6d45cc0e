// The cache breakpoints Aider places, put on a recorded Anthropic request body in place of kerf's, so
// the baseline is priced as Aider would send it: the last example message (else the system text), the
// repo map's reply (else the read-only files'), the chat files' reply. Found by the prompts' opening
// words; bench only.
import type { RecordedRequest } from "../replay/script-step.js";

type Part = { type?: string; text?: string; cache_control?: unknown };
type Message = { role: string; content: string | Part[] };

const parts = (message: Message): Part[] =>
  typeof message.content === "string" ? [{ type: "text", text: message.content }] : message.content;
const textOf = (message: Message | undefined) =>
  message
    ? parts(message)
        .map((p) => p.text ?? "")
        .join("")
    : "";

/** The index of the reply after the first user message starting with `opening`, or -1. */
function replyAfter(messages: readonly Message[], opening: string): number {
  const index = messages.findIndex((m) => m.role === "user" && textOf(m).startsWith(opening));
  return index < 0 ? -1 : index + 1;
}

export function withAiderMarks(request: RecordedRequest): RecordedRequest {
  const body = structuredClone(request.body) as { system?: Part[]; messages: Message[] };
  const strip = (list: Part[]) => list.map(({ cache_control: _mark, ...part }) => part);
  body.system = body.system ? strip(body.system) : body.system;
  body.messages = body.messages.map((m) => ({ ...m, content: strip(parts(m)) }));
  const examplesEnd = replyAfter(body.messages, "I switched to a new code base");
  const repoEnd = replyAfter(body.messages, "Here is a summary of other files");
  const readOnlyEnd = replyAfter(body.messages, "Here are files for reference");
  const filesEnd = replyAfter(body.messages, "I added these files to the chat");
  const mark = (index: number) => {
    const list = body.messages[index]?.content as Part[] | undefined;
    if (list && list.length > 0)
      list[list.length - 1] = { ...list[list.length - 1]!, cache_control: { type: "ephemeral" } };
  };
  if (examplesEnd >= 0) mark(examplesEnd);
  else if (body.system && body.system.length > 0)
    body.system[body.system.length - 1]!.cache_control = { type: "ephemeral" };
  mark(repoEnd >= 0 ? repoEnd : readOnlyEnd);
  mark(filesEnd);
  return { ...request, body };
}
