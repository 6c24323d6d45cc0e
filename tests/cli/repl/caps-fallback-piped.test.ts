// The interactive session under the spend caps and a fallback model, through piped stdin: a request the
// cap refuses is said in the same words as a one-shot run and the session stays usable; a model that
// still fails after its retries gives way to the fallback, and the session stays on it.
import { pipedSession, type PipedSession } from "./session-harness";
import type { ScriptStep } from "../../../replay/script-step";
import { EXIT } from "../../../src/cli/exit-codes";

const OVERLOADED: ScriptStep = { kind: "error", status: 503, message: "overloaded", retryAfter: 0 };

describe("the session under caps and fallbacks", () => {
  let s: PipedSession;
  afterEach(() => s?.close());

  it("refuses the request past --max-requests with the cap's words, and goes on with commands", async () => {
    s = await pipedSession([
      { kind: "reply", text: "first answer" },
      { kind: "reply", text: "never sent" },
    ]);
    const run = await s.run(["/ask first", "/ask second", "/tokens"], ["--max-requests", "1"]);
    expect(s.server.requests).toHaveLength(1);
    expect(run.stderr).toMatch(
      /Request cap reached: stopped before a request to gpt-4o; 1 request sent, \$0\.\d{4} spent of a cap of 1 requests\./,
    );
    // /tokens still answers after the refusal: the session was not ended.
    expect(run.stdout).toMatch(/\btotal\n/);
    expect(run.code).toBe(EXIT.capReached);
  });

  it("switches to the fallback after the retries, and the next message goes to it", async () => {
    s = await pipedSession([
      ...Array.from({ length: 6 }, () => OVERLOADED),
      { kind: "reply", text: "from mini" },
      { kind: "reply", text: "mini again" },
    ]);
    const run = await s.run(["hello", "and again"], ["--fallback-model", "gpt-4o-mini"]);
    const models = s.server.requests.map((r) => (r.body as { model: string }).model);
    expect(models).toEqual([...Array.from({ length: 6 }, () => "gpt-4o"), "gpt-4o-mini", "gpt-4o-mini"]);
    expect(run.stderr).toContain(
      "gpt-4o still failed after its retries (HTTP 503): going on with gpt-4o-mini",
    );
    expect(run.code).toBe(EXIT.ok);
  });
});
