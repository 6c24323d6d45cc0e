import { startScriptedServer } from "../../replay/scripted-server";

const chatUrl = (base: string): string => `${base}/chat/completions`;
const post = (url: string, body: unknown): Promise<Response> =>
  fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe("startScriptedServer (raw HTTP)", () => {
  it("streams SSE chunks, a finish chunk, a usage chunk when asked, then [DONE]", async () => {
    const server = await startScriptedServer([
      { kind: "reply", text: "abcdef", chunkChars: 4, usage: { prompt_tokens: 1, completion_tokens: 2 } },
    ]);
    try {
      const response = await post(chatUrl(server.baseUrl), {
        model: "m",
        messages: [],
        stream: true,
        stream_options: { include_usage: true },
      });
      expect(response.headers.get("content-type")).toBe("text/event-stream");
      const events = (await response.text())
        .split("\n\n")
        .filter(Boolean)
        .map((e) => e.replace(/^data: /, ""));
      expect(events.at(-1)).toBe("[DONE]");
      const chunks = events.slice(0, -1).map((e) => JSON.parse(e) as Record<string, unknown>);
      expect(
        chunks.map((c) => (c.choices as { delta: unknown; finish_reason: unknown }[])[0] ?? c.usage),
      ).toEqual([
        { index: 0, delta: { role: "assistant", content: "" }, logprobs: null, finish_reason: null },
        { index: 0, delta: { content: "abcd" }, logprobs: null, finish_reason: null },
        { index: 0, delta: { content: "ef" }, logprobs: null, finish_reason: null },
        { index: 0, delta: {}, logprobs: null, finish_reason: "stop" },
        { prompt_tokens: 1, completion_tokens: 2 },
      ]);
    } finally {
      await server.close();
    }
  });

  it("records method, path, headers and body of every request", async () => {
    const server = await startScriptedServer([{ kind: "error", status: 429, retryAfter: 2 }]);
    try {
      const response = await post(chatUrl(server.baseUrl), {
        model: "m",
        messages: [{ role: "user", content: "x" }],
      });
      expect(response.status).toBe(429);
      expect(response.headers.get("retry-after")).toBe("2");
      expect(server.requests).toEqual([
        {
          method: "POST",
          path: "/v1/chat/completions",
          protocol: "chat",
          headers: expect.objectContaining({ "content-type": "application/json" }),
          body: { model: "m", messages: [{ role: "user", content: "x" }] },
        },
      ]);
    } finally {
      await server.close();
    }
  });

  it("closes promptly even while a request hangs", async () => {
    const server = await startScriptedServer([{ kind: "hang" }]);
    const pending = post(chatUrl(server.baseUrl), { model: "m", messages: [] }).catch((e: unknown) => e);
    while (server.requests.length === 0) await new Promise((resolve) => setImmediate(resolve));
    // A close that waited for the hanging request would never resolve, and the test would time out.
    await server.close();
    expect(await pending).toMatchObject({ name: "TypeError", message: "fetch failed" });
    expect(server.remaining()).toBe(0);
  });
});
