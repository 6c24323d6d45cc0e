// When the provider says no, through the real SDKs against loopback servers that send each provider's
// documented bytes: refusals (Anthropic stop_details, Responses refusal parts, chat `refusal`), content
// filters, a full context window, error events before and after text, failed Responses, HTTP error
// bodies. Each becomes one typed finish with the provider's words, and only the transient ones are retried.
import type { ChatMessage } from "../../src/core/chat-types";
import { chatWithContinuation } from "../../src/llm/client-stack";
import { LlmConnectionError, LlmServerError, LlmStatusError } from "../../src/llm/errors";
import { createLlmClient } from "../../src/llm/llm-client";
import type { Protocol } from "../../src/llm/protocol";
import { startScriptedServer } from "../../replay/scripted-server";
import type { ScriptStep } from "../../replay/script-step";
import { startHostileServer } from "../helpers/hostile-server";
import { withServer } from "../helpers/scripted-server";

const messages: ChatMessage[] = [{ role: "user", content: "Rename foo to bar." }];
const EDIT = "app.py\n```\n<<<<<<< SEARCH\nfoo\n=======\nbar\n>>>>>>> REPLACE\n```\n";

async function ask(protocol: Protocol, baseURL: string, stream = true) {
  const llm = createLlmClient({
    protocol,
    baseURL,
    apiKey: "sk-outcomes",
    retry: { initialBackoffMs: 1, maxBackoffMs: 5 },
  });
  return llm.chat({ model: "m1", messages, stream });
}

describe.each([true, false])("a refused reply (stream: %s)", (stream) => {
  it("Anthropic: stop_reason refusal is a refusal, with stop_details' category and explanation", async () => {
    const step: ScriptStep = {
      kind: "reply",
      text: EDIT,
      finishReason: "refusal",
      stopDetails: { category: "cyber", explanation: "This request could enable malware development." },
    };
    await withServer([step], async (server) => {
      const result = await ask("anthropic", server.baseUrl, stream);
      expect(result).toMatchObject({ finishReason: "refusal", partial: true, partialReason: "refusal" });
      expect(result.providerWords).toEqual({
        code: "cyber",
        message: "This request could enable malware development.",
      });
      expect(server.requests).toHaveLength(1);
    });
  });

  it("Responses: a refusal content part is the reply, marked as a refusal", async () => {
    const step: ScriptStep = { kind: "reply", text: "", refusal: "I'm sorry, I can't help with that." };
    await withServer([step], async (server) => {
      const result = await ask("responses", server.baseUrl, stream);
      expect(result).toMatchObject({
        text: "I'm sorry, I can't help with that.",
        finishReason: "refusal",
        partialReason: "refusal",
        providerWords: { message: "I'm sorry, I can't help with that." },
      });
    });
  });

  it("chat completions: the message's refusal is the reply, marked as a refusal", async () => {
    const step: ScriptStep = { kind: "reply", text: "", refusal: "I can't assist with that request." };
    await withServer([step], async (server) => {
      const result = await ask("chat", server.baseUrl, stream);
      expect(result).toMatchObject({
        text: "I can't assist with that request.",
        finishReason: "refusal",
        partialReason: "refusal",
        providerWords: { message: "I can't assist with that request." },
      });
    });
  });
});

describe.each([true, false])("a filtered reply (stream: %s)", (stream) => {
  it.each<Protocol>(["chat", "responses"])(
    "%s: content_filter is the content-filter finish",
    async (protocol) => {
      await withServer([{ kind: "reply", text: EDIT, finishReason: "content_filter" }], async (server) => {
        const result = await ask(protocol, server.baseUrl, stream);
        expect(result).toMatchObject({
          finishReason: "content-filter",
          partial: true,
          partialReason: "content-filter",
        });
      });
    },
  );
});

describe("a full context window (Anthropic model_context_window_exceeded)", () => {
  it.each([true, false])("is its own finish and is never continued (stream: %s)", async (stream) => {
    const step: ScriptStep = {
      kind: "reply",
      text: "half an ans",
      finishReason: "model_context_window_exceeded",
    };
    await withServer([step, { kind: "reply", text: "wer" }], async (server) => {
      const llm = createLlmClient({ protocol: "anthropic", baseURL: server.baseUrl, apiKey: "sk-outcomes" });
      const result = await chatWithContinuation(
        llm,
        { model: "m1", messages, stream },
        { allowsPrefill: true },
      );
      expect(result).toMatchObject({ finishReason: "context-window", partialReason: "context-window" });
      expect(server.requests).toHaveLength(1);
    });
  });
});

describe.each<Protocol>(["chat", "responses", "anthropic"])("the %s server's failures", (protocol) => {
  it("an error event after text ends the reply as partial, with the server's type and message", async () => {
    const fail: ScriptStep = {
      kind: "fail",
      text: EDIT,
      afterChars: 20,
      errorType: "overloaded_error",
      message: "Overloaded",
    };
    await withServer([fail], async (server) => {
      const result = await ask(protocol, server.baseUrl);
      expect(result).toMatchObject({ partial: true, partialReason: "server-error", finishReason: "error" });
      expect(result.providerWords).toEqual({ code: "overloaded_error", message: "Overloaded" });
      expect(server.requests).toHaveLength(1);
    });
  });

  it("a transient error event before any text is retried, then the reply is read", async () => {
    const transient = protocol === "anthropic" ? "overloaded_error" : "server_error";
    const fail: ScriptStep = { kind: "fail", text: "", afterChars: 0, errorType: transient, message: "busy" };
    await withServer([fail, { kind: "reply", text: "done" }], async (server) => {
      const result = await ask(protocol, server.baseUrl);
      expect(result).toMatchObject({ text: "done", partial: false, attempts: 2 });
      expect(server.requests).toHaveLength(2);
    });
  });

  it("a lasting error event before any text stops at once, in the server's words", async () => {
    const lasting = protocol === "responses" ? "invalid_prompt" : "invalid_request_error";
    const message = "Invalid prompt: your prompt was flagged as potentially violating our usage policy.";
    const fail: ScriptStep = { kind: "fail", text: "", afterChars: 0, errorType: lasting, message };
    await withServer([fail, { kind: "reply", text: "never sent" }], async (server) => {
      const error = (await ask(protocol, server.baseUrl).catch((e: unknown) => e)) as Error;
      expect(error).toBeInstanceOf(LlmServerError);
      expect(error.message).toBe(
        `The model server reported a failure: ${message} (${lasting}). Nothing from it was applied.`,
      );
      expect(error.message).not.toMatch(/could not reach|[{}]/i);
      expect(server.requests).toHaveLength(1);
    });
  });

  it("an HTTP error body is shown as its type and message, never as JSON", async () => {
    const step: ScriptStep = {
      kind: "error",
      status: 400,
      message: "prompt is too long: 210000 tokens > 200000 maximum",
    };
    await withServer([step], async (server) => {
      const error = (await ask(protocol, server.baseUrl).catch((e: unknown) => e)) as Error;
      expect(error).toBeInstanceOf(LlmStatusError);
      expect(error.message).toBe(
        "The model server answered HTTP 400: prompt is too long: 210000 tokens > 200000 maximum " +
          "(invalid_request_error)",
      );
      expect(server.requests).toHaveLength(1);
    });
  });

  it("529 overloaded is retried, in the provider's shape", async () => {
    const script: ScriptStep[] = [
      { kind: "error", status: 529, errorType: "overloaded_error", message: "Overloaded" },
      { kind: "reply", text: "ok" },
    ];
    await withServer(script, async (server) => {
      expect(await ask(protocol, server.baseUrl)).toMatchObject({ text: "ok", attempts: 2 });
    });
  });
});

describe("a Responses reply whose status is failed", () => {
  it("read without a stream is the server's failure, not retried when lasting", async () => {
    const fail: ScriptStep = {
      kind: "fail",
      text: EDIT,
      afterChars: 0,
      failedResponse: true,
      errorType: "invalid_prompt",
      message: "Invalid prompt.",
    };
    await withServer([fail, { kind: "reply", text: EDIT }], async (server) => {
      const error = (await ask("responses", server.baseUrl, false).catch((e: unknown) => e)) as Error;
      expect(error).toBeInstanceOf(LlmServerError);
      expect(error.message).toContain("Invalid prompt. (invalid_prompt)");
      expect(server.requests).toHaveLength(1);
    });
  });

  it("an `error` event after text ends the reply as partial with its code", async () => {
    const fail: ScriptStep = {
      kind: "fail",
      text: EDIT,
      afterChars: 20,
      errorEvent: true,
      errorType: "rate_limit_exceeded",
      message: "Rate limit reached.",
    };
    await withServer([fail], async (server) => {
      const result = await ask("responses", server.baseUrl);
      expect(result).toMatchObject({
        partialReason: "server-error",
        providerWords: { code: "rate_limit_exceeded", message: "Rate limit reached." },
      });
    });
  });
});

describe("a connection failure", () => {
  it("names the URL it tried when no server answered", async () => {
    const server = await startScriptedServer([]);
    const baseURL = server.baseUrl;
    await server.close();
    const llm = createLlmClient({ baseURL, apiKey: "sk-outcomes", maxRetries: 0 });
    const error = (await llm.chat({ model: "m1", messages }).catch((e: unknown) => e)) as Error;
    expect(error).toBeInstanceOf(LlmConnectionError);
    expect(error.message).toContain(
      `Could not reach the model server at ${baseURL}/chat/completions (1 attempt)`,
    );
  });

  it("says the server answered when its stream broke off before any text", async () => {
    await withServer([{ kind: "cut", text: "never", afterChars: 0 }], async (server) => {
      const llm = createLlmClient({
        protocol: "anthropic",
        baseURL: server.baseUrl,
        apiKey: "k",
        maxRetries: 0,
      });
      const error = (await llm.chat({ model: "m1", messages }).catch((e: unknown) => e)) as Error;
      expect(error).toBeInstanceOf(LlmConnectionError);
      expect(error.message).toMatch(
        /^The model server at \S+ answered, but its stream broke off before any reply text/,
      );
    });
  });
});

describe("a Responses refusal part that arrives whole", () => {
  it("is read from output_item.done when no refusal events came", async () => {
    const item = {
      id: "msg_1",
      type: "message",
      status: "completed",
      role: "assistant",
      content: [{ type: "refusal", refusal: "I can't help with that." }],
    };
    const events = [
      { type: "response.output_item.done", output_index: 0, item, sequence_number: 0 },
      {
        type: "response.completed",
        sequence_number: 1,
        response: { id: "resp_1", object: "response", status: "completed", output: [item], usage: null },
      },
    ];
    const server = await startHostileServer((res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      for (const event of events) res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      res.end();
    });
    try {
      const result = await ask("responses", server.baseUrl);
      expect(result).toMatchObject({
        text: "I can't help with that.",
        partialReason: "refusal",
        providerWords: { message: "I can't help with that." },
      });
    } finally {
      await server.close();
    }
  });
});

describe.each<Protocol>(["chat", "responses", "anthropic"])("a gateway's own error body (%s)", (protocol) => {
  it("a FastAPI-style {detail} answer is shown as its words, once, not as 'status code (no body)'", async () => {
    const server = await startHostileServer((res) => {
      res.writeHead(401, { "content-type": "application/json" });
      res.end(JSON.stringify({ detail: "Not authenticated" }));
    });
    try {
      const failure = await ask(protocol, server.baseUrl).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(LlmStatusError);
      expect((failure as Error).message).toBe("The model server answered HTTP 401: Not authenticated");
      expect(server.requests).toBe(1);
    } finally {
      await server.close();
    }
  });
});
