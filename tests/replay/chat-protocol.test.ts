import OpenAI, { APIError } from "openai";
import type { ScriptedServer } from "../../replay/scripted-server";
import { withServer } from "../helpers/scripted-server";

const sdk = (server: ScriptedServer): OpenAI =>
  new OpenAI({ baseURL: server.baseUrl, apiKey: "test-key", maxRetries: 0 });
const params = { model: "gpt-scripted", messages: [{ role: "user" as const, content: "hello" }] };
const toolReply = {
  kind: "reply" as const,
  text: "",
  thinking: "not sent over chat completions",
  toolCalls: [
    { id: "call_1", name: "edit", arguments: '{"path":"a.py","line":3}' },
    { name: "run", arguments: "{}" },
  ],
  chunkChars: 6,
};

describe("scripted server, chat completions tool calls and failures (real openai SDK)", () => {
  it("streams tool_calls deltas with the arguments in fragments and finish_reason tool_calls", async () => {
    await withServer([toolReply], async (server) => {
      const stream = await sdk(server).chat.completions.create({ ...params, stream: true });
      const calls: { id?: string; name?: string; args: string[] }[] = [];
      let content = "";
      let finish: string | null = null;
      for await (const chunk of stream) {
        const choice = chunk.choices[0];
        content += choice?.delta.content ?? "";
        finish = choice?.finish_reason ?? finish;
        for (const call of choice?.delta.tool_calls ?? []) {
          const entry = (calls[call.index] ??= { args: [] });
          entry.id ??= call.id;
          entry.name ??= call.function?.name;
          if (call.function?.arguments) entry.args.push(call.function.arguments);
        }
      }
      expect(content).toBe("");
      expect(finish).toBe("tool_calls");
      expect(calls.map((c) => [c.id, c.name, JSON.parse(c.args.join(""))])).toEqual([
        ["call_1", "edit", { path: "a.py", line: 3 }],
        ["call_chatcmplscripted1_1", "run", {}],
      ]);
      expect(calls[0]?.args.length).toBeGreaterThan(1);
    });
  });

  it("answers a non-streamed request with tool_calls and null content", async () => {
    await withServer([toolReply], async (server) => {
      const completion = await sdk(server).chat.completions.create(params);
      expect(completion.choices[0]?.finish_reason).toBe("tool_calls");
      expect(completion.choices[0]?.message).toEqual({
        role: "assistant",
        content: null,
        refusal: null,
        tool_calls: [
          {
            id: "call_1",
            type: "function",
            function: { name: "edit", arguments: '{"path":"a.py","line":3}' },
          },
          { id: "call_chatcmplscripted1_1", type: "function", function: { name: "run", arguments: "{}" } },
        ],
      });
    });
  });

  it("fails a stream with a data: {error} line, which the SDK's iterator throws after the text so far", async () => {
    const step = { kind: "fail" as const, text: "abcdefgh", afterChars: 6, errorType: "server_error" };
    await withServer([step], async (server) => {
      const stream = await sdk(server).chat.completions.create({ ...params, stream: true });
      let text = "";
      const thrown = await (async () => {
        for await (const chunk of stream) text += chunk.choices[0]?.delta.content ?? "";
      })().catch((e: unknown) => e);
      expect(text).toBe("abcdef");
      expect(thrown).toBeInstanceOf(APIError);
      expect(thrown).toMatchObject({ status: undefined, type: "server_error", message: "scripted failure" });
    });
  });

  it("answers a non-streamed fail step with HTTP 500 and OpenAI's error body", async () => {
    await withServer([{ kind: "fail", text: "x", afterChars: 0, message: "down" }], async (server) => {
      const error = await sdk(server)
        .chat.completions.create(params)
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 500, type: "server_error", message: "500 down" });
    });
  });
});
