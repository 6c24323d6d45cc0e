// Through the library: a coder over a real loopback server of each protocol and a real git repository,
// when the provider refuses, filters, runs out of context window or fails. Nothing of such a reply is
// applied (even the edit blocks that streamed before the cut), the person reads why in the provider's
// words, a declined turn stays out of the next request's history, and the coder stays usable.
import { createLlmClient } from "../../src/llm/llm-client";
import { LlmServerError } from "../../src/llm/errors";
import type { Protocol } from "../../src/llm/protocol";
import type { ScriptStep } from "../../replay/script-step";
import { block, harness, type Harness } from "../helpers/coder-harness";

const APP = 'def greet(name):\n    return "hi " + name\n';
const EDIT = block("app.py", '    return "hi " + name\n', '    return "hello " + name\n');
const ASKED = "Say hello instead of hi.";

let h: Harness;
afterEach(async () => h?.close());

async function coderOn(protocol: Protocol, script: ScriptStep[], stream = true) {
  h = await harness({ "app.py": APP }, script);
  const llm = createLlmClient({
    protocol,
    baseURL: h.server.baseUrl,
    apiKey: "sk-declines",
    retry: { initialBackoffMs: 1, maxBackoffMs: 5 },
  });
  return h.coder({ editFormat: "diff", files: ["app.py"], llm, stream, summarizeHistory: false });
}

const commits = (): number => Number(h.repo.git("rev-list", "--count", "--all").trim() || "0");
const warnings = (): string[] =>
  h.events.flatMap((event) => (event.type === "warning" ? [event.message] : []));
/** Everything the n-th request sent, as text (each protocol has its own body shape). */
const sent = (n: number): string => JSON.stringify(h.server.requests[n]?.body ?? null);

const CASES: { name: string; protocol: Protocol; step: ScriptStep; words: string }[] = [
  {
    name: "an Anthropic refusal with stop_details",
    protocol: "anthropic",
    step: {
      kind: "reply",
      text: `Sure.\n\n${EDIT}`,
      finishReason: "refusal",
      stopDetails: { category: "cyber", explanation: "This could enable malware development." },
    },
    words:
      "the model refused to answer: This could enable malware development. (cyber); nothing from it was applied",
  },
  {
    name: "a Responses refusal part after an edit block",
    protocol: "responses",
    step: { kind: "reply", text: EDIT, refusal: "I'm sorry, I can't help with that." },
    words: "the model refused to answer: I'm sorry, I can't help with that; nothing from it was applied",
  },
  {
    name: "a Responses reply cut by the content filter",
    protocol: "responses",
    step: { kind: "reply", text: EDIT, finishReason: "content_filter" },
    words: "the provider's content filter stopped the reply; nothing from it was applied",
  },
  {
    name: "a chat reply cut by the content filter",
    protocol: "chat",
    step: { kind: "reply", text: EDIT, finishReason: "content_filter" },
    words: "the provider's content filter stopped the reply; nothing from it was applied",
  },
];

describe.each([true, false])("a reply the provider declined (stream: %s)", (stream) => {
  it.each(CASES)("$name: applies nothing, says why, and leaves the turn out of history", async (c) => {
    const coder = await coderOn(c.protocol, [c.step, { kind: "reply", text: "Nothing to change." }], stream);
    const before = commits();
    const result = await coder.run(ASKED);
    expect(h.repo.read("app.py")).toBe(APP);
    expect(commits()).toBe(before);
    expect(result).toMatchObject({ stopped: "incomplete-reply", applied: [], changes: [], commits: [] });
    expect(warnings()).toContain(c.words);
    // The coder stays usable, and the next request carries no trace of the declined turn.
    await coder.run("Explain greet.");
    expect(sent(1)).toContain("Explain greet.");
    expect(sent(1)).not.toContain(ASKED);
    expect(sent(1)).not.toContain("hello");
    expect(h.server.requests).toHaveLength(2);
  });
});

describe("a full context window (Anthropic model_context_window_exceeded)", () => {
  it("applies nothing, is not continued, and says what to do", async () => {
    const step: ScriptStep = { kind: "reply", text: EDIT, finishReason: "model_context_window_exceeded" };
    const coder = await coderOn("anthropic", [step, { kind: "reply", text: "never sent" }]);
    const result = await coder.run(ASKED);
    expect(h.repo.read("app.py")).toBe(APP);
    expect(result.stopped).toBe("incomplete-reply");
    expect(h.server.requests).toHaveLength(1);
    expect(warnings()).toContain(
      "the conversation filled the model's context window, so the reply was cut off; nothing from it " +
        "was applied. To make room: /drop files the chat does not need, /clear the chat history, or use " +
        "a smaller --map-tokens.",
    );
  });
});

describe("a failed reply", () => {
  it("a Responses reply with status failed, read without a stream, never reaches the files", async () => {
    const fail: ScriptStep = {
      kind: "fail",
      text: EDIT,
      afterChars: EDIT.length,
      failedResponse: true,
      errorType: "invalid_prompt",
      message: "Invalid prompt.",
    };
    const coder = await coderOn("responses", [fail, { kind: "reply", text: EDIT }], false);
    const before = commits();
    await expect(coder.run(ASKED)).rejects.toBeInstanceOf(LlmServerError);
    expect(h.repo.read("app.py")).toBe(APP);
    expect(commits()).toBe(before);
    expect(h.server.requests).toHaveLength(1);
  });

  it.each<Protocol>(["chat", "responses", "anthropic"])(
    "%s: an error event after an edit block applies nothing and names the server's words",
    async (protocol) => {
      const fail: ScriptStep = {
        kind: "fail",
        text: EDIT,
        afterChars: EDIT.length,
        errorType: "overloaded_error",
        message: "Overloaded",
      };
      const coder = await coderOn(protocol, [fail]);
      await coder.run(ASKED);
      expect(h.repo.read("app.py")).toBe(APP);
      expect(warnings()).toContain(
        "the model server reported an error in the middle of the reply: Overloaded (overloaded_error); " +
          "nothing from it was applied",
      );
      expect(h.server.requests).toHaveLength(1);
    },
  );
});
