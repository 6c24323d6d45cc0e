// The tool-call half of the client contract, run against the loopback server in each protocol's own wire
// shape (chat `tool_calls`, Responses `function_call` / `custom_tool_call` / `apply_patch_call` items,
// Anthropic `tool_use` blocks) through the real SDKs: tools offered, arguments streamed in pieces and
// assembled, several calls in order, results sent back under each call's id.
import type { ChatMessage } from "../../src/core/chat-types";
import type { ToolOffer } from "../../src/core/tool-types";
import { createLlmClient } from "../../src/llm/llm-client";
import type { Protocol } from "../../src/llm/protocol";
import { withServer } from "../helpers/scripted-server";

const KEY = "sk-tool-contract-0123456789";
const messages: ChatMessage[] = [
  { role: "system", content: "You edit code." },
  { role: "user", content: "Rename foo to bar." },
];
const OFFER: ToolOffer = {
  functions: [
    {
      name: "edit",
      description: "Replace text in a file.",
      parameters: {
        type: "object",
        properties: {
          path: { type: "string" },
          old_string: { type: "string" },
          new_string: { type: "string" },
        },
        required: ["path", "old_string", "new_string"],
      },
    },
  ],
};
const client = (protocol: Protocol, baseURL: string) =>
  createLlmClient({ protocol, baseURL, apiKey: KEY, retry: { initialBackoffMs: 1, maxBackoffMs: 5 } });

const first = JSON.stringify({ path: "a.py", old_string: "foo = 1\n", new_string: "bar = 1\n" });
const second = JSON.stringify({ path: "b.py", old_string: "foo()\n", new_string: "bar()\n" });

describe.each<Protocol>(["chat", "responses", "anthropic"])("tool calls over %s", (protocol) => {
  it.each([true, false])(
    "assembles streamed arguments of two calls, in order (stream: %s)",
    async (stream) => {
      const step = {
        kind: "reply" as const,
        text: "",
        chunkChars: 5,
        toolCalls: [
          { id: "call_1", name: "edit", arguments: first },
          { id: "call_2", name: "edit", arguments: second },
        ],
      };
      await withServer([step], async (server) => {
        const result = await client(protocol, server.baseUrl).chat({
          model: "m1",
          messages,
          tools: OFFER,
          stream,
        });
        expect(result.partial).toBe(false);
        expect(result.toolCalls?.map((call) => [call.id, call.name, JSON.parse(call.input)])).toEqual([
          ["call_1", "edit", JSON.parse(first)],
          ["call_2", "edit", JSON.parse(second)],
        ]);
      });
    },
  );

  it("offers the function tools in the protocol's own shape", async () => {
    await withServer([{ kind: "reply", text: "ok" }], async (server) => {
      await client(protocol, server.baseUrl).chat({ model: "m1", messages, tools: OFFER });
      const tools = (server.requests[0]!.body as { tools: Record<string, unknown>[] }).tools;
      const schema = OFFER.functions[0]!.parameters;
      const expected = {
        chat: {
          type: "function",
          function: { name: "edit", description: "Replace text in a file.", parameters: schema },
        },
        responses: {
          type: "function",
          name: "edit",
          description: "Replace text in a file.",
          parameters: schema,
        },
        anthropic: { name: "edit", description: "Replace text in a file.", input_schema: schema },
      }[protocol];
      expect(tools).toEqual([expect.objectContaining(expected)]);
    });
  });

  it("sends the calls and their results back under each call's id", async () => {
    const history: ChatMessage[] = [
      ...messages,
      {
        role: "assistant",
        content: "Renaming.",
        toolCalls: [{ id: "call_7", name: "edit", input: first, type: "function" }],
      },
      {
        role: "user",
        content: "",
        toolResults: [{ callId: "call_7", output: "edited a.py lines 1-1", type: "function" }],
      },
    ];
    await withServer([{ kind: "reply", text: "Done." }], async (server) => {
      const result = await client(protocol, server.baseUrl).chat({
        model: "m1",
        messages: history,
        tools: OFFER,
      });
      expect(result.text).toBe("Done.");
      const body = server.requests[0]!.body as Record<string, unknown>;
      const wire = JSON.stringify(body);
      expect(wire).toContain("call_7");
      expect(wire).toContain("edited a.py lines 1-1");
      if (protocol === "chat") {
        const sent = body.messages as Record<string, unknown>[];
        expect(sent.at(-2)).toMatchObject({
          role: "assistant",
          tool_calls: [{ id: "call_7", type: "function" }],
        });
        expect(sent.at(-1)).toEqual({
          role: "tool",
          tool_call_id: "call_7",
          content: "edited a.py lines 1-1",
        });
      } else if (protocol === "responses") {
        const input = body.input as Record<string, unknown>[];
        expect(input.slice(-3)).toEqual([
          expect.objectContaining({ type: "message", role: "assistant" }),
          { type: "function_call", call_id: "call_7", name: "edit", arguments: first },
          { type: "function_call_output", call_id: "call_7", output: "edited a.py lines 1-1" },
        ]);
      } else {
        const sent = body.messages as { role: string; content: Record<string, unknown>[] }[];
        expect(sent.at(-2)!.content.at(-1)).toEqual({
          type: "tool_use",
          id: "call_7",
          name: "edit",
          input: JSON.parse(first),
        });
        expect(sent.at(-1)).toEqual({
          role: "user",
          content: [{ type: "tool_result", tool_use_id: "call_7", content: "edited a.py lines 1-1" }],
        });
      }
    });
  });

  it("writes earlier calls as text when the request offers no tools", async () => {
    const history: ChatMessage[] = [
      ...messages,
      {
        role: "assistant",
        content: "",
        toolCalls: [{ id: "c1", name: "edit", input: first, type: "function" }],
      },
      { role: "user", content: "next", toolResults: [{ callId: "c1", output: "applied", type: "function" }] },
    ];
    await withServer([{ kind: "reply", text: "ok" }], async (server) => {
      await client(protocol, server.baseUrl).chat({ model: "m1", messages: history });
      const wire = JSON.stringify(server.requests[0]!.body);
      expect(wire).not.toMatch(/tool_calls|tool_use|function_call|tool_result/);
      expect(wire).toContain("[tool call edit]");
      expect(wire).toContain("[tool result]");
    });
  });
});

// Anthropic's server parses tool input itself, so only the OpenAI protocols can carry broken JSON.
describe.each<Protocol>(["chat", "responses"])("broken tool arguments over %s", (protocol) => {
  it("keeps a call whose arguments are broken JSON as written, for the caller to refuse", async () => {
    const step = {
      kind: "reply" as const,
      text: "",
      toolCalls: [{ id: "c9", name: "edit", arguments: '{"path": "a.py",' }],
    };
    await withServer([step], async (server) => {
      const result = await client(protocol, server.baseUrl).chat({ model: "m1", messages, tools: OFFER });
      expect(result.toolCalls).toEqual([expect.objectContaining({ id: "c9", input: '{"path": "a.py",' })]);
    });
  });
});

// Responses has no tool-calls finish reason: a reply of calls alone ends "completed" there.
describe.each<Protocol>(["chat", "anthropic"])("unoffered tool calls over %s", (protocol) => {
  it("without tools offered, a reply of tool calls only is still refused as partial", async () => {
    const step = { kind: "reply" as const, text: "", toolCalls: [{ name: "edit", arguments: first }] };
    await withServer([step], async (server) => {
      const result = await client(protocol, server.baseUrl).chat({ model: "m1", messages });
      expect(result).toMatchObject({ partial: true, partialReason: "tool-calls-only" });
      expect(result.toolCalls).toBeUndefined();
    });
  });
});

describe("native tool shapes", () => {
  const patchOffer: ToolOffer = {
    functions: [{ name: "apply_patch", description: "Apply a patch.", parameters: { type: "object" } }],
    native: [{ type: "apply_patch", protocols: ["responses"] }],
  };

  it("offers OpenAI's apply_patch tool on Responses to a model that has it, and reads apply_patch_call items", async () => {
    const operation = { type: "update_file", path: "a.py", diff: "@@\n-foo = 1\n+bar = 1\n" };
    const step = {
      kind: "reply" as const,
      text: "",
      toolCalls: [
        { id: "apc_1", name: "apply_patch", arguments: JSON.stringify(operation), applyPatch: true },
      ],
    };
    await withServer([step], async (server) => {
      const result = await client("responses", server.baseUrl).chat({
        model: "gpt-5.1",
        messages,
        tools: patchOffer,
        settings: { nativeTools: ["apply_patch"] },
      });
      expect((server.requests[0]!.body as { tools: unknown }).tools).toEqual([{ type: "apply_patch" }]);
      expect(result.toolCalls).toEqual([
        { id: "apc_1", name: "apply_patch", type: "apply_patch", input: JSON.stringify(operation) },
      ]);
    });
  });

  it("answers an apply_patch call with an apply_patch_call_output item", async () => {
    const history: ChatMessage[] = [
      ...messages,
      {
        role: "assistant",
        content: "",
        toolCalls: [
          {
            id: "apc_2",
            name: "apply_patch",
            input: '{"type":"delete_file","path":"x"}',
            type: "apply_patch",
          },
        ],
      },
      {
        role: "user",
        content: "",
        toolResults: [{ callId: "apc_2", output: "x does not exist", isError: true, type: "apply_patch" }],
      },
    ];
    await withServer([{ kind: "reply", text: "ok" }], async (server) => {
      await client("responses", server.baseUrl).chat({
        model: "gpt-5.1",
        messages: history,
        tools: patchOffer,
        settings: { nativeTools: ["apply_patch"] },
      });
      const input = (server.requests[0]!.body as { input: unknown[] }).input;
      expect(input.slice(-2)).toEqual([
        {
          type: "apply_patch_call",
          call_id: "apc_2",
          status: "completed",
          operation: { type: "delete_file", path: "x" },
        },
        { type: "apply_patch_call_output", call_id: "apc_2", status: "failed", output: "x does not exist" },
      ]);
    });
  });

  it("keeps the function tools for a model without the native type, and on other protocols", async () => {
    await withServer(
      [
        { kind: "reply", text: "ok" },
        { kind: "reply", text: "ok" },
      ],
      async (server) => {
        await client("responses", server.baseUrl).chat({ model: "gpt-4.1", messages, tools: patchOffer });
        await client("chat", server.baseUrl).chat({
          model: "gpt-5.1",
          messages,
          tools: patchOffer,
          settings: { nativeTools: ["apply_patch"] },
        });
        for (const request of server.requests) {
          expect(JSON.stringify((request.body as { tools: unknown }).tools)).toContain(
            '"name":"apply_patch"',
          );
          expect((request.body as { tools: { type: string }[] }).tools[0]!.type).toBe("function");
        }
      },
    );
  });

  it("offers Anthropic's text editor tool to a Claude model that has it", async () => {
    const offer: ToolOffer = {
      ...OFFER,
      native: [
        { type: "text_editor_20250728", name: "str_replace_based_edit_tool", protocols: ["anthropic"] },
      ],
    };
    const call = { command: "str_replace", path: "a.py", old_str: "foo", new_str: "bar" };
    const step = {
      kind: "reply" as const,
      text: "",
      toolCalls: [{ id: "toolu_1", name: "str_replace_based_edit_tool", arguments: JSON.stringify(call) }],
    };
    await withServer([step], async (server) => {
      const result = await client("anthropic", server.baseUrl).chat({
        model: "claude-sonnet-4-5",
        messages,
        tools: offer,
        settings: { nativeTools: ["text_editor_20250728"] },
      });
      expect((server.requests[0]!.body as { tools: unknown }).tools).toEqual([
        { type: "text_editor_20250728", name: "str_replace_based_edit_tool" },
      ]);
      expect(JSON.parse(result.toolCalls![0]!.input)).toEqual(call);
    });
  });

  it("reads a Responses custom tool call's free-form input", async () => {
    const offer: ToolOffer = {
      functions: [],
      native: [
        {
          type: "custom",
          name: "apply_patch",
          description: "Patch.",
          protocols: ["responses"],
          grammar: 'start: "x"',
        },
      ],
    };
    const input = "*** Begin Patch\n*** Delete File: x\n*** End Patch\n";
    const step = {
      kind: "reply" as const,
      text: "",
      toolCalls: [{ id: "ctc", name: "apply_patch", arguments: input, custom: true }],
    };
    await withServer([step], async (server) => {
      const result = await client("responses", server.baseUrl).chat({
        model: "gpt-5",
        messages,
        tools: offer,
        settings: { nativeTools: ["custom"] },
      });
      expect((server.requests[0]!.body as { tools: unknown }).tools).toEqual([
        {
          type: "custom",
          name: "apply_patch",
          description: "Patch.",
          format: { type: "grammar", syntax: "lark", definition: 'start: "x"' },
        },
      ]);
      expect(result.toolCalls).toEqual([{ id: "ctc", name: "apply_patch", type: "custom", input }]);
    });
  });
});

describe("thinking beside tool calls (Anthropic)", () => {
  it("keeps the signed thinking block of a reply that calls tools and sends it back before the calls", async () => {
    const step = {
      kind: "reply" as const,
      text: "",
      thinking: "The rename touches a.py only.",
      toolCalls: [{ id: "toolu_9", name: "edit", arguments: first }],
    };
    await withServer([step, { kind: "reply", text: "Done." }], async (server) => {
      const llm = client("anthropic", server.baseUrl);
      const reply = await llm.chat({ model: "claude-sonnet-4-5", messages, tools: OFFER });
      expect(reply.replay).toEqual([
        expect.objectContaining({
          type: "thinking",
          thinking: "The rename touches a.py only.",
          signature: expect.any(String),
        }),
      ]);
      await llm.chat({
        model: "claude-sonnet-4-5",
        tools: OFFER,
        messages: [
          ...messages,
          { role: "assistant", content: reply.text, toolCalls: reply.toolCalls, replay: reply.replay },
          {
            role: "user",
            content: "",
            toolResults: [{ callId: "toolu_9", output: "done", type: "function" }],
          },
        ],
      });
      const sent = (server.requests[1]!.body as { messages: { role: string; content: { type: string }[] }[] })
        .messages;
      expect(sent.at(-2)!.content.map((block) => block.type)).toEqual(["thinking", "tool_use"]);
    });
  });
});
