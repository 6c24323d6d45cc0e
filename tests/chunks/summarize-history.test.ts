import type { ChatMessage } from "../../src/core/chat-message";
import { extractDirectives } from "../../src/chunks/summarize-directives";
import {
  historyBudget,
  HistorySummaryError,
  MAX_SUMMARY_DEPTH,
  splitIndex,
  summarizeHistory,
  type SummarizeFn,
} from "../../src/chunks/summarize-history";
import { SUMMARY_PROMPT, summaryMessages, summaryRequest } from "../../src/prompts/summary-prompt";

// A plain, exact token measure for the tests: one token per word of content, one per message.
const countTokens = (messages: readonly ChatMessage[]) =>
  messages.reduce((sum, m) => sum + 1 + String(m.content).split(/\s+/).filter(Boolean).length, 0);

const user = (content: string): ChatMessage => ({ role: "user", content });
const assistant = (content: string): ChatMessage => ({ role: "assistant", content });
const words = (n: number, word = "word") => Array(n).fill(word).join(" ");

/** A summariser that records what it was given and answers in a fixed, recognisable way. */
function recorder(answer = (messages: readonly ChatMessage[]) => `we covered ${messages.length} messages`) {
  const calls: ChatMessage[][] = [];
  const summarize: SummarizeFn = async (messages) => {
    calls.push([...messages]);
    return answer(messages);
  };
  return { calls, summarize };
}

// 8 messages of 11 tokens each = 88 tokens.
const history: ChatMessage[] = [
  user(`Always use tabs for indentation. ${words(5)}`),
  assistant(words(10)),
  user(`Please never touch the migrations folder. ${words(4)}`),
  assistant(words(10)),
  user(words(10, "third")),
  assistant(words(10, "third-reply")),
  user(words(10, "fourth")),
  assistant(words(10, "fourth-reply")),
];

describe("historyBudget", () => {
  it.each([
    [null, 1024],
    [8_000, 1024],
    [32_768, 2048],
    [128_000, 8000],
    [200_000, 8192],
  ])("context window %p → %d tokens", (window, budget) => expect(historyBudget(window)).toBe(budget));
});

describe("splitIndex", () => {
  it("keeps the longest tail within half the budget, starting at a user message", () => {
    // half of 60 = 30: the last two messages (22) fit, a third (33) does not.
    expect(splitIndex(history, countTokens, 60)).toBe(6);
    // half of 70 = 35: three messages (33) fit, but the tail may not start with an assistant reply.
    expect(splitIndex(history, countTokens, 70)).toBe(6);
  });
});

describe("summarizeHistory", () => {
  it("leaves a history within budget alone and calls no model", async () => {
    const { calls, summarize } = recorder();
    const result = await summarizeHistory(history, { maxTokens: 88, countTokens, summarize });
    expect(result).toEqual({ messages: history, summaries: 0, failures: [] });
    expect(calls).toEqual([]);
  });

  it("summarises the older part, keeps the recent half verbatim and carries directives word for word", async () => {
    const { calls, summarize } = recorder();
    const result = await summarizeHistory(history, { maxTokens: 80, countTokens, summarize });
    expect(calls).toEqual([history.slice(0, 6)]);
    expect(result.summaries).toBe(1);
    expect(result.messages).toEqual([
      {
        role: "user",
        content:
          "Here is what we talked about earlier, in my words:\n\nwe covered 6 messages\n\n" +
          "What I told you to do or not to do, word for word:\n" +
          "- Always use tabs for indentation.\n" +
          "- Please never touch the migrations folder.",
      },
      { role: "assistant", content: "Ok." },
      ...history.slice(6),
    ]);
    expect(countTokens(result.messages)).toBeLessThanOrEqual(80);
  });

  it("keeps directives through a second summary of a summary", async () => {
    const { summarize } = recorder();
    const first = await summarizeHistory(history, { maxTokens: 80, countTokens, summarize });
    const longer = [...first.messages, user(words(9, "fifth")), assistant(words(9, "fifth-reply"))];
    const second = await summarizeHistory(longer, { maxTokens: 80, countTokens, summarize });
    expect(second.messages[0]?.content).toContain(
      "- Always use tabs for indentation.\n- Please never touch the migrations folder.",
    );
    expect(second.messages.slice(2)).toEqual(longer.slice(4));
  });

  it(`stops after ${MAX_SUMMARY_DEPTH} rounds, the last summarising everything, even if still over`, async () => {
    const { calls, summarize } = recorder(() => words(200, "verbose"));
    const result = await summarizeHistory(history, { maxTokens: 80, countTokens, summarize });
    expect(calls.length).toBe(MAX_SUMMARY_DEPTH);
    expect(result.summaries).toBe(MAX_SUMMARY_DEPTH);
    expect(result.messages.map((m) => m.role)).toEqual(["user", "assistant"]);
    // The last round saw the previous summary pair and everything after it.
    expect(calls[2]?.[0]?.content).toContain("verbose");
  });

  it("falls back to the next summariser when one fails and reports the failure", async () => {
    const boom = new Error("weak model unavailable");
    const failing: SummarizeFn = async () => {
      throw boom;
    };
    const { summarize } = recorder();
    const result = await summarizeHistory(history, {
      maxTokens: 80,
      countTokens,
      summarize: failing,
      fallbacks: [summarize],
    });
    expect(result.failures).toEqual([boom]);
    expect(result.messages[0]?.content).toContain("we covered 6 messages");
  });

  it("throws a typed error carrying every cause when all summarisers fail", async () => {
    const fail =
      (text: string): SummarizeFn =>
      async () => {
        throw new Error(text);
      };
    const error = await summarizeHistory(history, {
      maxTokens: 80,
      countTokens,
      summarize: fail("weak"),
      fallbacks: [fail("main")],
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HistorySummaryError);
    expect((error as HistorySummaryError).causes.map((c) => (c as Error).message)).toEqual(["weak", "main"]);
  });
});

describe("extractDirectives", () => {
  it("finds always/never/don't/use sentences in user messages only, outside code, once each", () => {
    const messages: ChatMessage[] = [
      user("Fix the parser. Don't add new dependencies! Thanks."),
      user("- never commit secrets\n1. Use pnpm, not npm.\n```js\n'use strict';\nuse(thing);\n```"),
      assistant("Always happy to help. Never mind."),
      user("Don't add new dependencies! Do not rename public functions."),
      user("I use vim. We always lose time here."),
    ];
    expect(extractDirectives(messages)).toEqual([
      "Don't add new dependencies!",
      "never commit secrets",
      "Use pnpm, not npm.",
      "Do not rename public functions.",
    ]);
  });
});

describe("summary prompt and messages", () => {
  it("asks the summarising model with our instructions and a plain transcript", () => {
    expect(
      summaryRequest([{ role: "system", content: "ignored" }, user("Add a flag.\n"), assistant("Done.")]),
    ).toEqual([
      { role: "system", content: SUMMARY_PROMPT },
      { role: "user", content: "# USER\nAdd a flag.\n\n# ASSISTANT\nDone." },
    ]);
  });

  it("builds the user/assistant pair without a directives section when there are none", () => {
    expect(summaryMessages("  I asked for a flag.\n", [])).toEqual([
      { role: "user", content: "Here is what we talked about earlier, in my words:\n\nI asked for a flag." },
      { role: "assistant", content: "Ok." },
    ]);
  });
});
