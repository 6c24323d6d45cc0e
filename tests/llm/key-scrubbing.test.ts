import { inspect } from "node:util";
import { createLlmClient } from "../../src/llm/llm-client";
import { chatWithContinuation } from "../../src/llm/client-stack";
import { resolveEndpoint } from "../../src/llm/endpoint";
import type { ChatMessage } from "../../src/core/chat-types";
import type { RecordedRequest, ScriptStep } from "../../replay/script-step";
import { startScriptedServer } from "../../replay/scripted-server";
import { withServer } from "../helpers/scripted-server";

const KEY = "sk-kerf-FAKE-0123456789abcdefXYZ";
const messages: ChatMessage[] = [{ role: "user", content: "hi" }];
const fastRetry = { initialBackoffMs: 10, maxBackoffMs: 20 };

/** A server that, like some real ones, quotes the caller's credentials back in its error. */
const echoKey =
  (status: number) =>
  (request: RecordedRequest): ScriptStep => ({
    kind: "error",
    status,
    message: `Incorrect API key provided: ${String(request.headers.authorization)} (${KEY.slice(0, 12)}...${KEY.slice(-12)})`,
  });

/** Everything an error could leak through: message, stack, JSON, inspection (with the cause chain). */
function leakSurfaces(error: unknown): string[] {
  const e = error as Error;
  const causes: string[] = [];
  for (let c: unknown = e.cause; c; c = (c as Error).cause)
    causes.push(String((c as Error).stack), String(c));
  return [e.message, String(e.stack), JSON.stringify(e), inspect(e, { depth: 10 }), String(e), ...causes];
}

function expectNoKey(error: unknown): void {
  expect(error).toBeInstanceOf(Error);
  for (const surface of leakSurfaces(error)) {
    expect(surface).not.toContain(KEY);
    expect(surface).not.toContain(KEY.slice(0, 12));
    expect(surface).not.toContain(KEY.slice(-12));
  }
}

describe("the API key never appears in an error", () => {
  it.each([401, 403, 400, 404, 429, 500])("HTTP %i whose body echoes the key", async (status) => {
    await withServer([echoKey(status), echoKey(status)], async (server) => {
      const client = createLlmClient({
        baseUrl: server.baseUrl,
        apiKey: KEY,
        maxRetries: 1,
        retry: fastRetry,
      });
      const error = await client.chat({ model: "m", messages }).catch((e: unknown) => e);
      expect(error).toMatchObject({ name: "LlmStatusError", status });
      expect((error as Error).message).toContain("Incorrect API key provided: Bearer [redacted]");
      expectNoKey(error);
    });
  });

  it("a timeout", async () => {
    await withServer([{ kind: "hang" }], async (server) => {
      const client = createLlmClient({ baseURL: server.baseUrl, apiKey: KEY, timeoutMs: 100, maxRetries: 0 });
      expectNoKey(await client.chat({ model: "m", messages }).catch((e: unknown) => e));
    });
  });

  it("a refused connection, with the key in the URL too", async () => {
    const server = await startScriptedServer([]);
    await server.close();
    const baseUrl = `${server.baseUrl}?key=${KEY}`;
    const client = createLlmClient({ baseUrl, apiKey: KEY, maxRetries: 0 });
    expectNoKey(await client.chat({ model: "m", messages }).catch((e: unknown) => e));
  });

  it("the output-limit error, and the missing-key error", async () => {
    await withServer([{ kind: "reply", text: "cut", finishReason: "length" }], async (server) => {
      const client = createLlmClient({ baseURL: server.baseUrl, apiKey: KEY });
      const request = { model: "m", messages };
      expectNoKey(
        await chatWithContinuation(client, request, { allowsPrefill: false }).catch((e: unknown) => e),
      );
    });
    expectNoKey(
      (() => {
        try {
          resolveEndpoint({ env: {} });
        } catch (e) {
          return e;
        }
      })(),
    );
  });
});
