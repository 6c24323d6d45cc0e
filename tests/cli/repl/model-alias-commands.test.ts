// /model, /weak-model and /editor-model send the name typed; an alias word expands and says so.
import { pipedSession, type PipedSession } from "./session-harness";

describe("model names in the session commands", () => {
  let s: PipedSession;
  afterEach(() => s?.close());
  const sent = () =>
    s.server.requests
      .filter((r) => r.path.endsWith("/chat/completions"))
      .map((r) => (r.body as { model: string }).model);

  it("/model qwen2.5-coder:32b is sent and shown as typed; /editor-model r1 says its expansion", async () => {
    s = await pipedSession([{ kind: "reply", text: "ok" }]);
    const run = await s.run(["/model qwen2.5-coder:32b", "/editor-model r1", "/ask hi"]);
    expect(run.code).toBe(0);
    expect(sent()).toEqual(["qwen2.5-coder:32b"]);
    expect(run.stdout).toContain("model        qwen2.5-coder:32b · edit format diff");
    expect(run.stdout).toContain("editor model alias r1 → deepseek-reasoner");
    expect(run.stdout).toContain("editor model deepseek-reasoner");
    expect(run.stdout).toContain("weak model   qwen2.5-coder:32b\n");
  });

  it("/model sonnet says the expansion once and sends it", async () => {
    s = await pipedSession([{ kind: "reply", text: "ok" }]);
    const run = await s.run(["/model sonnet", "/ask hi"]);
    expect(run.code).toBe(0);
    expect(sent()).toEqual(["claude-sonnet-5-5"]);
    expect(run.stdout.split("model alias sonnet → claude-sonnet-5-5").length).toBe(2);
  });
});
