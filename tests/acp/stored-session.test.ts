// session/load's replay: the stored turns as the updates the client is shown before the load's answer.
// (The load itself, through the child process, is tests/acp/acp-load.test.ts.)
import { replayUpdates } from "../../src/cli/acp/stored-session";
import type { ChatMessage } from "../../src/core/chat-message";

const user = (text: string): ChatMessage => ({ role: "user", content: text });
const assistant = (text: string): ChatMessage => ({ role: "assistant", content: text });
const said = (kind: "user_message_chunk" | "agent_message_chunk", text: string) => ({
  sessionUpdate: kind,
  content: { type: "text", text },
});

describe("replayUpdates", () => {
  it("shows each request in the person's words and the turn's replies, without the preamble", () => {
    const first = [user("[Context: 2026-12-06 15:24 (UTC) | branch main]\n\nWhat does app.py print?")];
    const one = [...first, assistant("It prints hi.")];
    const two = [...one, user("[Context: branch main]\n\nAnd b.py?"), assistant("Nothing.")];
    expect(
      replayUpdates([
        { request: "What does app.py print?", historyAfter: one },
        { request: "And b.py?", historyAfter: two },
      ]),
    ).toEqual([
      said("user_message_chunk", "What does app.py print?"),
      said("agent_message_chunk", "It prints hi."),
      said("user_message_chunk", "And b.py?"),
      said("agent_message_chunk", "Nothing."),
    ]);
  });

  it("keeps a reflection round's reply and leaves out the acknowledgement of the edits-applied note", () => {
    const history: ChatMessage[] = [
      user("fix a.py"),
      assistant("Here is the edit."),
      user("The SEARCH block did not match."),
      {
        role: "assistant",
        content: [
          { type: "text", text: "Fixed " },
          { type: "text", text: "edit." },
        ],
      },
      user("I applied your edits to a.py."),
      assistant("Ok."),
    ];
    expect(replayUpdates([{ request: "fix a.py", historyAfter: history }])).toEqual([
      said("user_message_chunk", "fix a.py"),
      said("agent_message_chunk", "Here is the edit."),
      said("agent_message_chunk", "Fixed edit."),
    ]);
  });

  it("a turn whose request is no longer in the history (summarised) shows the request alone", () => {
    const history = [user("Summary of the chat so far"), assistant("Ok, noted.")];
    expect(replayUpdates([{ request: "fix a.py", historyAfter: history }])).toEqual([
      said("user_message_chunk", "fix a.py"),
    ]);
  });
});
