import OpenAI, { APIError, RateLimitError } from "openai";
import type { ResponseStreamEvent } from "openai/resources/responses/responses";
import type { ScriptedServer } from "../../replay/scripted-server";
import type { ReplyStep } from "../../replay/script-step";
import { withServer } from "../helpers/scripted-server";

const sdk = (server: ScriptedServer): OpenAI =>
  new OpenAI({ baseURL: server.baseUrl, apiKey: "test-key", maxRetries: 0 });
const params = { model: "gpt-scripted", input: "hello" };
const usage = {
  input_tokens: 30,
  input_tokens_details: { cached_tokens: 20, cache_write_tokens: 0 },
  output_tokens: 12,
  output_tokens_details: { reasoning_tokens: 5 },
  total_tokens: 42,
};
const fullReply: ReplyStep = {
  kind: "reply",
  text: "Editing now.",
  thinking: "Plan the edit.",
  toolCalls: [
    { id: "call_a", name: "edit", arguments: '{"path":"a.py"}' },
    { id: "call_b", name: "apply_patch", arguments: "*** Begin Patch", custom: true },
  ],
  usage,
  chunkChars: 5,
};

async function collect(stream: AsyncIterable<ResponseStreamEvent>): Promise<ResponseStreamEvent[]> {
  const events: ResponseStreamEvent[] = [];
  for await (const event of stream) events.push(event);
  return events;
}

describe("scripted server, OpenAI Responses protocol (real openai SDK)", () => {
  it("streams reasoning, message, function and custom tool call items with numbered events", async () => {
    await withServer([fullReply], async (server) => {
      const stream = await sdk(server).responses.create({
        ...params,
        stream: true,
        include: ["reasoning.encrypted_content"],
      });
      const events = await collect(stream);
      expect(events.map((e) => e.sequence_number)).toEqual(events.map((_, i) => i));
      const of = <T extends ResponseStreamEvent["type"]>(type: T) =>
        events.filter((e): e is Extract<ResponseStreamEvent, { type: T }> => e.type === type);
      expect(events.slice(0, 2).map((e) => e.type)).toEqual(["response.created", "response.in_progress"]);
      expect(
        of("response.reasoning_summary_text.delta")
          .map((e) => e.delta)
          .join(""),
      ).toBe("Plan the edit.");
      expect(of("response.output_text.delta").map((e) => e.delta)).toEqual(["Editi", "ng no", "w."]);
      expect(of("response.output_text.done")[0]).toMatchObject({
        item_id: "msg_scripted1",
        text: "Editing now.",
      });
      const args = of("response.function_call_arguments.delta").map((e) => e.delta);
      expect(args.length).toBeGreaterThan(1);
      expect(JSON.parse(args.join(""))).toEqual({ path: "a.py" });
      expect(of("response.custom_tool_call_input.done")[0]?.input).toBe("*** Begin Patch");
      const done = of("response.output_item.done").map((e) => e.item);
      expect(done.map((item) => item.type)).toEqual([
        "reasoning",
        "message",
        "function_call",
        "custom_tool_call",
      ]);
      expect(done[0]).toMatchObject({ summary: [{ type: "summary_text", text: "Plan the edit." }] });
      expect((done[0] as { encrypted_content?: string }).encrypted_content).toEqual(expect.any(String));
      expect(done[2]).toMatchObject({ call_id: "call_a", name: "edit", status: "completed" });
      const completed = events.at(-1) as Extract<ResponseStreamEvent, { type: "response.completed" }>;
      expect(completed.type).toBe("response.completed");
      expect(completed.response).toMatchObject({ id: "resp_scripted1", status: "completed", usage });
      expect(server.requests[0]).toMatchObject({ path: "/v1/responses", protocol: "responses" });
    });
  });

  it("assembles the stream into a final Response with responses.stream()", async () => {
    await withServer([fullReply], async (server) => {
      const response = await sdk(server).responses.stream(params).finalResponse();
      expect(response.output_text).toBe("Editing now.");
      expect(response.output.map((item) => item.type)).toEqual([
        "reasoning",
        "message",
        "function_call",
        "custom_tool_call",
      ]);
      // Without include: ["reasoning.encrypted_content"] the reasoning item carries no blob.
      expect(response.output[0]).not.toHaveProperty("encrypted_content");
      expect(response.usage).toEqual(usage);
    });
  });

  it("answers a non-streamed request with one Response object whose output_text the SDK fills", async () => {
    await withServer(
      [
        { kind: "reply", text: "Done." },
        { kind: "reply", text: "Raw." },
      ],
      async (server) => {
        const response = await sdk(server).responses.create(params);
        expect(response.output_text).toBe("Done.");
        expect(response.output).toEqual([
          {
            id: "msg_scripted1",
            type: "message",
            status: "completed",
            role: "assistant",
            content: [{ type: "output_text", text: "Done.", annotations: [], logprobs: [] }],
          },
        ]);
        expect(response.usage).toEqual({
          input_tokens: expect.any(Number),
          input_tokens_details: { cached_tokens: 0, cache_write_tokens: 0 },
          output_tokens: 2,
          output_tokens_details: { reasoning_tokens: 0 },
          total_tokens: expect.any(Number),
        });
        const raw = (await (
          await fetch(`${server.baseUrl}/responses`, { method: "POST", body: JSON.stringify(params) })
        ).json()) as Record<string, unknown>;
        expect(raw).toMatchObject({ object: "response", status: "completed" });
        expect(raw).not.toHaveProperty("output_text");
      },
    );
  });

  it("ends a cut-off reply with response.incomplete (reason max_output_tokens)", async () => {
    await withServer([{ kind: "reply", text: "partial", finishReason: "length" }], async (server) => {
      const events = await collect(await sdk(server).responses.create({ ...params, stream: true }));
      const last = events.at(-1) as Extract<ResponseStreamEvent, { type: "response.incomplete" }>;
      expect(last.type).toBe("response.incomplete");
      expect(last.response).toMatchObject({
        status: "incomplete",
        incomplete_details: { reason: "max_output_tokens" },
        output: [{ type: "message", status: "incomplete" }],
      });
    });
  });

  it("answers a 429 with OpenAI's error body and retry-after, surfacing as RateLimitError", async () => {
    await withServer(
      [{ kind: "error", status: 429, retryAfter: 3, message: "slow down" }],
      async (server) => {
        const error = (await sdk(server)
          .responses.create(params)
          .catch((e: unknown) => e)) as APIError;
        expect(error).toBeInstanceOf(RateLimitError);
        expect(error).toMatchObject({ status: 429, type: "rate_limit_exceeded", message: "429 slow down" });
        expect(error.headers?.get("retry-after")).toBe("3");
      },
    );
  });

  it("fails a stream with response.failed, which the SDK yields as an event rather than throwing", async () => {
    const step = { kind: "fail" as const, text: "abcdefgh", afterChars: 5, message: "boom" };
    await withServer([step], async (server) => {
      const events = await collect(await sdk(server).responses.create({ ...params, stream: true }));
      const text = events.flatMap((e) => (e.type === "response.output_text.delta" ? [e.delta] : [])).join("");
      expect(text).toBe("abcde");
      const last = events.at(-1) as Extract<ResponseStreamEvent, { type: "response.failed" }>;
      expect(last.type).toBe("response.failed");
      expect(last.sequence_number).toBe(events.length - 1);
      expect(last.response).toMatchObject({
        status: "failed",
        error: { code: "server_error", message: "boom" },
      });
    });
  });

  it("cuts the connection after the scripted characters: the SDK's iterator fails after that text", async () => {
    await withServer([{ kind: "cut", text: "abcdefgh", afterChars: 3 }], async (server) => {
      const stream = await sdk(server).responses.create({ ...params, stream: true });
      const seen: ResponseStreamEvent[] = [];
      const thrown = await (async () => {
        for await (const event of stream) seen.push(event);
      })().catch((e: unknown) => e);
      expect(seen.flatMap((e) => (e.type === "response.output_text.delta" ? [e.delta] : []))).toEqual([
        "abc",
      ]);
      expect(seen.some((e) => e.type === "response.output_text.done")).toBe(false);
      // The socket went: undici's "terminated", not an API error.
      expect(thrown).toMatchObject({ name: "TypeError", message: "terminated" });
    });
  });

  it("writes named SSE frames in the documented order (raw fetch)", async () => {
    await withServer([{ kind: "reply", text: "hi" }], async (server) => {
      const response = await fetch(`${server.baseUrl}/responses`, {
        method: "POST",
        body: JSON.stringify({ ...params, stream: true }),
      });
      expect(response.headers.get("content-type")).toBe("text/event-stream");
      const frames = (await response.text()).split("\n\n").filter(Boolean);
      const parsed = frames.map((frame) => /^event: (\S+)\ndata: (.*)$/s.exec(frame));
      expect(parsed.map((match) => match?.[1])).toEqual([
        "response.created",
        "response.in_progress",
        "response.output_item.added",
        "response.content_part.added",
        "response.output_text.delta",
        "response.output_text.done",
        "response.content_part.done",
        "response.output_item.done",
        "response.completed",
      ]);
      for (const match of parsed) expect((JSON.parse(match![2]!) as { type: string }).type).toBe(match![1]);
    });
  });
});
