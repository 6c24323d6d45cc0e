import Anthropic, { APIError, RateLimitError } from "@anthropic-ai/sdk";
import type { ScriptedServer } from "../../replay/scripted-server";
import type { ReplyStep } from "../../replay/script-step";
import { withServer } from "../helpers/scripted-server";

const sdk = (server: ScriptedServer): Anthropic =>
  new Anthropic({ baseURL: server.origin, apiKey: "test-key", maxRetries: 0 });
const params = {
  model: "claude-scripted",
  max_tokens: 256,
  messages: [{ role: "user" as const, content: "hello" }],
};
const usage = {
  input_tokens: 11,
  cache_creation_input_tokens: 7,
  cache_read_input_tokens: 100,
  output_tokens: 42,
};
const fullReply: ReplyStep = {
  kind: "reply",
  text: "I will edit.",
  thinking: "Let me think.",
  toolCalls: [{ id: "toolu_1", name: "edit", arguments: '{"path":"a.py","line":3}' }],
  usage,
  chunkChars: 5,
};

describe("scripted server, Anthropic Messages protocol (real @anthropic-ai/sdk)", () => {
  it("streams thinking, text and tool_use blocks the SDK iterates and records the request", async () => {
    await withServer([fullReply], async (server) => {
      const stream = await sdk(server).messages.create({ ...params, stream: true });
      const events: Anthropic.RawMessageStreamEvent[] = [];
      for await (const event of stream) events.push(event);
      const deltas = (type: string) =>
        events.flatMap((e) => (e.type === "content_block_delta" && e.delta.type === type ? [e.delta] : []));
      expect(deltas("thinking_delta").map((d) => (d as Anthropic.ThinkingDelta).thinking)).toEqual([
        "Let m",
        "e thi",
        "nk.",
      ]);
      expect(deltas("signature_delta")).toHaveLength(1);
      expect(
        deltas("text_delta")
          .map((d) => (d as Anthropic.TextDelta).text)
          .join(""),
      ).toBe("I will edit.");
      const json = deltas("input_json_delta").map((d) => (d as Anthropic.InputJSONDelta).partial_json);
      expect(json.length).toBeGreaterThan(1);
      expect(JSON.parse(json.join(""))).toEqual({ path: "a.py", line: 3 });
      const start = events[0] as Anthropic.RawMessageStartEvent;
      expect(start.message).toMatchObject({ id: "msg_scripted1", model: "claude-scripted", content: [] });
      expect(start.message.usage).toEqual({ ...usage, output_tokens: 1 });
      const delta = events.find((e) => e.type === "message_delta") as Anthropic.RawMessageDeltaEvent;
      expect(delta.delta.stop_reason).toBe("tool_use");
      expect(delta.usage).toEqual(usage);
      expect(events.at(-1)?.type).toBe("message_stop");
      expect(server.requests[0]).toMatchObject({ path: "/v1/messages", protocol: "anthropic" });
    });
  });

  it("assembles the same stream into a final Message with messages.stream()", async () => {
    await withServer([fullReply], async (server) => {
      const message = await sdk(server).messages.stream(params).finalMessage();
      expect(message.content).toEqual([
        { type: "thinking", thinking: "Let me think.", signature: expect.any(String) },
        { type: "text", text: "I will edit." },
        {
          type: "tool_use",
          id: "toolu_1",
          name: "edit",
          input: { path: "a.py", line: 3 },
          caller: { type: "direct" },
        },
      ]);
      expect(message.stop_reason).toBe("tool_use");
      expect(message.usage).toEqual(usage);
    });
  });

  it("answers a non-streamed request with one Message object", async () => {
    await withServer([{ kind: "reply", text: "Done." }], async (server) => {
      const message = await sdk(server).messages.create(params);
      expect(message).toEqual({
        id: "msg_scripted1",
        type: "message",
        role: "assistant",
        model: "claude-scripted",
        stop_sequence: null,
        content: [{ type: "text", text: "Done.", citations: null }],
        stop_reason: "end_turn",
        stop_details: null,
        usage: {
          input_tokens: expect.any(Number),
          cache_creation_input_tokens: 0,
          cache_read_input_tokens: 0,
          cache_creation: { ephemeral_5m_input_tokens: 0, ephemeral_1h_input_tokens: 0 },
          output_tokens: 2,
          service_tier: "standard",
        },
      });
    });
  });

  it("reports a cut-off reply as stop_reason max_tokens", async () => {
    await withServer([{ kind: "reply", text: "partial", finishReason: "length" }], async (server) => {
      const message = await sdk(server).messages.stream(params).finalMessage();
      expect(message.stop_reason).toBe("max_tokens");
      expect(message.content).toEqual([{ type: "text", text: "partial" }]);
    });
  });

  it("answers 529 overloaded and 429 rate limit with Anthropic error bodies the SDK types", async () => {
    const script = [
      { kind: "error" as const, status: 529, message: "Overloaded" },
      { kind: "error" as const, status: 429, retryAfter: 7 },
    ];
    await withServer(script, async (server) => {
      const overloaded = (await sdk(server)
        .messages.create(params)
        .catch((e: unknown) => e)) as APIError;
      expect(overloaded).toBeInstanceOf(APIError);
      expect(overloaded).toMatchObject({ status: 529, type: "overloaded_error", requestID: "req_scripted1" });
      expect(overloaded.error).toEqual({
        type: "error",
        error: { type: "overloaded_error", message: "Overloaded" },
        request_id: "req_scripted1",
      });
      const limited = (await sdk(server)
        .messages.create(params)
        .catch((e: unknown) => e)) as APIError;
      expect(limited).toBeInstanceOf(RateLimitError);
      expect(limited).toMatchObject({ status: 429, type: "rate_limit_error" });
      expect(limited.headers?.get("retry-after")).toBe("7");
    });
  });

  it("fails a stream with `event: error`, which the SDK's iterator throws after the text so far", async () => {
    await withServer([{ kind: "fail", text: "abcdefgh", afterChars: 6 }], async (server) => {
      const stream = await sdk(server).messages.create({ ...params, stream: true });
      let text = "";
      const thrown = await (async () => {
        for await (const event of stream) {
          if (event.type === "content_block_delta" && event.delta.type === "text_delta")
            text += event.delta.text;
        }
      })().catch((e: unknown) => e);
      expect(text).toBe("abcdef");
      expect(thrown).toBeInstanceOf(APIError);
      expect(thrown).toMatchObject({ status: undefined, type: "overloaded_error" });
    });
  });

  it("cuts the connection after the scripted characters: the SDK's iterator fails after that text", async () => {
    await withServer([{ kind: "cut", text: "abcdefgh", afterChars: 3 }], async (server) => {
      const stream = await sdk(server).messages.create({ ...params, stream: true });
      let text = "";
      const thrown = await (async () => {
        for await (const event of stream) {
          if (event.type === "content_block_delta" && event.delta.type === "text_delta")
            text += event.delta.text;
        }
      })().catch((e: unknown) => e);
      expect(text).toBe("abc");
      // The socket went: undici's "terminated", not an API error.
      expect(thrown).toMatchObject({ name: "TypeError", message: "terminated" });
    });
  });

  it("writes named SSE frames in the documented order (raw fetch)", async () => {
    await withServer([{ kind: "reply", text: "hi" }], async (server) => {
      const response = await fetch(`${server.origin}/v1/messages`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...params, stream: true }),
      });
      expect(response.headers.get("content-type")).toBe("text/event-stream");
      const frames = (await response.text()).split("\n\n").filter(Boolean);
      const names = frames.map((frame) => /^event: (\S+)\ndata: /.exec(frame)?.[1]);
      expect(names).toEqual([
        "message_start",
        "content_block_start",
        "ping",
        "content_block_delta",
        "content_block_stop",
        "message_delta",
        "message_stop",
      ]);
      for (const frame of frames) {
        const [event, data] = frame.split("\n");
        expect((JSON.parse(data!.slice("data: ".length)) as { type: string }).type).toBe(event!.slice(7));
      }
    });
  });
});
