// The interactive session after the provider filtered a reply: nothing of it was applied, the person
// read why, the filtered message is not in the next request's history, and the session goes on to apply
// the next reply. Piped stdin, a scripted chat-completions server, a real git repository.
import { block } from "../../helpers/coder-harness";
import { APP, pipedSession, type PipedSession } from "./session-harness";

const EDIT = block("app.py", '    return "hi " + name\n', '    return "hello " + name\n');

describe("the session after a filtered reply", () => {
  let s: PipedSession;
  afterEach(() => s?.close());

  it("applies nothing, says so, leaves the message out of history and stays usable", async () => {
    s = await pipedSession([
      { kind: "reply", text: EDIT, finishReason: "content_filter" },
      { kind: "reply", text: EDIT },
      { kind: "reply", text: "feat: greet with hello" },
    ]);
    const run = await s.run(["/add app.py", "make it rude", "say hello", "/exit"]);
    expect(run.stderr).toContain(
      "warning: the provider's content filter stopped the reply; nothing from it was applied",
    );
    // The second message went out without the filtered one, and its edit landed.
    const second = JSON.stringify(s.messages(1));
    expect(second).toContain("say hello");
    expect(second).not.toContain("make it rude");
    expect(s.repo.read("app.py")).toBe(APP.replace('"hi "', '"hello "'));
    expect(run.stdout).toMatch(/commit [0-9a-f]{7} feat: greet with hello/);
    // A message that hit trouble makes the session's exit code 1, as for any failed reply.
    expect(run.code).toBe(1);
  });
});
