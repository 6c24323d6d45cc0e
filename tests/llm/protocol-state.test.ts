// What each protocol carries besides the reply, and where it must stop: Claude's thinking streams apart
// from the reply and never reaches the text or the history; the Responses API's encrypted reasoning goes
// back before its reply on the next request of the same turn, and is gone from the next turn.
import { Coder } from "../../src/coders";
import type { ChatMessage } from "../../src/core/chat-types";
import { createLlmClient } from "../../src/llm/llm-client";
import { resolveModel } from "../../src/models/resolve-model";
import { block, harness, PLATFORM } from "../helpers/coder-harness";
import { withServer } from "../helpers/scripted-server";

const messages: ChatMessage[] = [{ role: "user", content: "Rename foo to bar." }];

describe("Anthropic thinking", () => {
  it.each([true, false])(
    "reaches onThinking and result.thinking, never the text (stream: %s)",
    async (stream) => {
      const step = { kind: "reply" as const, text: "The answer.", thinking: "First, weigh foo against bar." };
      await withServer([step], async (server) => {
        const thinking: string[] = [];
        const replies: string[] = [];
        const llm = createLlmClient({
          protocol: "anthropic",
          baseURL: server.baseUrl,
          apiKey: "sk-ant-test",
        });
        const result = await llm.chat({
          model: "claude-sonnet-4-5",
          messages,
          stream,
          onThinking: (text) => thinking.push(text),
          onDelta: (text) => replies.push(text),
        });
        expect(result.text).toBe("The answer.");
        expect(result.thinking).toBe("First, weigh foo against bar.");
        expect(thinking.join("")).toBe(stream ? "First, weigh foo against bar." : "");
        expect(replies.join("")).toBe(stream ? "The answer." : "");
      });
    },
  );

  it("sends --thinking-tokens as a thinking object with room for the answer and no temperature", async () => {
    await withServer([{ kind: "reply", text: "ok" }], async (server) => {
      const llm = createLlmClient({ protocol: "anthropic", baseURL: server.baseUrl, apiKey: "sk-ant-test" });
      await llm.chat({
        model: "claude-sonnet-4-5",
        messages,
        temperature: 0,
        settings: { useTemperature: true, maxOutputTokens: 64_000 },
        extraParams: { thinking: { type: "enabled", budget_tokens: 8_000 }, temperature: undefined },
      });
      const body = server.requests[0]!.body as Record<string, unknown>;
      expect(body.thinking).toEqual({ type: "enabled", budget_tokens: 8_000 });
      expect(body.max_tokens).toBe(64_000);
      expect(body).not.toHaveProperty("temperature");
      expect(server.requests[0]!.headers["anthropic-version"]).toBe("2026-10-21");
    });
  });
});

describe("Responses reasoning", () => {
  it("is kept for the turn's next request and dropped from the next turn", async () => {
    const files = { "app.py": "def foo():\n    return 1\n" };
    const script = [
      // A block whose SEARCH is not in the file: the turn reflects, so a second request follows.
      { kind: "reply" as const, text: block("app.py", "def nope():\n", "def bar():\n"), thinking: "plan A" },
      { kind: "reply" as const, text: block("app.py", "def foo():\n", "def bar():\n"), thinking: "plan B" },
      { kind: "reply" as const, text: "Nothing else to change." },
    ];
    const h = await harness(files, script);
    try {
      const coder = Coder.create({
        root: h.repo.root,
        model: resolveModel("gpt-5-codex"),
        editFormat: "diff",
        llm: createLlmClient({ protocol: "responses", baseURL: h.server.baseUrl, apiKey: "sk-test" }),
        files: ["app.py"],
        platform: PLATFORM,
        yesAlways: true,
        turnPreamble: false,
      });
      await coder.run("Rename foo to bar.");
      await coder.run("Anything else?");
      const inputs = h.server.requests.map((r) => (r.body as { input: Record<string, unknown>[] }).input);
      expect(h.server.requests.every((r) => r.path.endsWith("/v1/responses"))).toBe(true);
      const reasoningIn = (n: number) => inputs[n]!.filter((item) => item.type === "reasoning");
      expect(reasoningIn(0)).toEqual([]);
      // Request 2 (the reflection) carries plan A's encrypted reasoning, right before its reply.
      const second = inputs[1]!;
      const at = second.findIndex((item) => item.type === "reasoning");
      expect(reasoningIn(1)).toHaveLength(1);
      expect(reasoningIn(1)[0]).toMatchObject({ encrypted_content: expect.any(String) });
      expect(reasoningIn(1)[0]).not.toHaveProperty("id");
      expect(second[at + 1]).toMatchObject({ role: "assistant" });
      // The next turn starts clean: history keeps the text only.
      expect(reasoningIn(2)).toEqual([]);
      expect(JSON.stringify(inputs[2])).toContain("def bar():");
      expect((h.server.requests[0]!.body as Record<string, unknown>).store).toBe(false);
      expect((h.server.requests[0]!.body as Record<string, unknown>).include).toEqual([
        "reasoning.encrypted_content",
      ]);
      expect(h.repo.read("app.py")).toBe("def bar():\n    return 1\n");
    } finally {
      await h.close();
    }
  });
});
