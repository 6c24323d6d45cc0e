// Which failures `--fallback-model` moves on from, read from the errors the real client throws after
// its retries against loopback servers speaking each protocol: rate limits, overload and server errors
// (an HTTP status or an error in the stream the provider calls transient) — never a bad key, a refused
// request, or a refusal (a reply, not an error).
import { createLlmClient } from "../../src/llm/llm-client";
import { fallbackReason, fallbackWorthy } from "../../src/llm/fallback-worthy";
import type { ScriptStep } from "../../replay/script-step";
import { withServer } from "../helpers/scripted-server";

type Protocol = "chat" | "responses" | "anthropic";

/** What chat() threw (or returned) for one scripted step, with no retries. */
async function outcome(protocol: Protocol, step: ScriptStep): Promise<unknown> {
  return withServer([step], async (server) => {
    const baseURL = protocol === "anthropic" ? new URL(server.baseUrl).origin : server.baseUrl;
    const client = createLlmClient({ baseURL, apiKey: "k", protocol, maxRetries: 0 });
    return client
      .chat({ model: "m", messages: [{ role: "user", content: "hi" }] })
      .catch((error: unknown) => error);
  });
}

describe.each<Protocol>(["chat", "responses", "anthropic"])("fallbackWorthy over %s", (protocol) => {
  it.each([429, 500, 503, 529])("moves on after HTTP %i", async (status) => {
    const error = await outcome(protocol, { kind: "error", status });
    expect(fallbackWorthy(error)).toBe(true);
    expect(fallbackReason(error)).toBe(`HTTP ${status}`);
  });

  it.each([400, 401, 403, 404, 413])("never after HTTP %i", async (status) => {
    expect(fallbackWorthy(await outcome(protocol, { kind: "error", status }))).toBe(false);
  });

  it("never after a refusal, which is a reply", async () => {
    const refused = await outcome(protocol, {
      kind: "reply",
      text: "",
      finishReason: "refusal",
      refusal: "No.",
    });
    expect(refused).not.toBeInstanceOf(Error);
    expect(fallbackWorthy(refused)).toBe(false);
  });
});

describe("an error the server reports in its stream", () => {
  it("moves on after Anthropic's overloaded_error event before any text", async () => {
    const error = await outcome("anthropic", {
      kind: "fail",
      text: "",
      afterChars: 0,
      errorType: "overloaded_error",
    });
    expect(fallbackWorthy(error)).toBe(true);
    expect(fallbackReason(error)).toBe("overloaded_error");
  });

  it("never after one its provider does not call transient", async () => {
    const error = await outcome("anthropic", {
      kind: "fail",
      text: "",
      afterChars: 0,
      errorType: "invalid_request_error",
    });
    expect(error).toBeInstanceOf(Error);
    expect(fallbackWorthy(error)).toBe(false);
  });
});
