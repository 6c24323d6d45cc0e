import { costOf } from "../../src/models/cost";
import { formatTokens } from "../../src/models/format-tokens";
import { countMessages, countText, MESSAGE_OVERHEAD } from "../../src/models/tokens";

// The example conversation of OpenAI's cookbook "How to count tokens with tiktoken"; the API reports
// 129 prompt tokens for it on gpt-3.5-turbo-0613 / gpt-4-0613 (cl100k_base) and 124 on gpt-4o (o200k_base).
const cookbook = [
  {
    role: "system",
    content:
      "You are a helpful, pattern-following assistant that translates corporate jargon into plain English.",
  },
  { role: "system", name: "example_user", content: "New synergies will help drive top-line growth." },
  {
    role: "system",
    name: "example_assistant",
    content: "Things working well together will increase revenue.",
  },
  {
    role: "system",
    name: "example_user",
    content:
      "Let's circle back when we have more bandwidth to touch base on opportunities for increased leverage.",
  },
  {
    role: "system",
    name: "example_assistant",
    content: "Let's talk later when we're less busy about how to do better.",
  },
  {
    role: "user",
    content: "This late pivot means we don't have time to boil the ocean for the client deliverable.",
  },
];

describe("countText", () => {
  it("matches tiktoken's published encodings", () => {
    expect(countText("tiktoken is great!", "cl100k_base")).toBe(6);
    expect(countText("hello world", "cl100k_base")).toBe(2);
    expect(countText("hello world")).toBe(2);
    expect(countText("")).toBe(0);
  });

  it("counts a special-token string in user text as plain text instead of throwing", () => {
    expect(countText("a <|endoftext|> b")).toBeGreaterThan(3);
  });
});

describe("countMessages", () => {
  it("reproduces the prompt tokens the API reports for the cookbook conversation", () => {
    expect(countMessages(cookbook, { tokenizer: "cl100k_base", primeReply: true })).toBe(129);
    expect(countMessages(cookbook, { tokenizer: "o200k_base", primeReply: true })).toBe(124);
  });

  it("takes the tokenizer as a plain second argument too", () => {
    expect(countMessages(cookbook, "cl100k_base") + 3).toBe(129);
  });

  it("adds framing per message and a name's own token, and primes the reply once", () => {
    const one = [{ role: "user", content: "hello world" }];
    expect(countMessages(one)).toBe(MESSAGE_OVERHEAD.perMessage + 1 + 2);
    expect(countMessages(one, { primeReply: true })).toBe(3 + 1 + 2 + 3);
    expect(countMessages([{ role: "user", name: "bob", content: "hello world" }])).toBe(3 + 1 + 2 + 1 + 1);
    expect(countMessages([])).toBe(0);
  });

  it("counts text parts (cache-control form) exactly like the same plain content", () => {
    const parts = [{ role: "user", content: [{ type: "text", text: "hello world" }] }];
    expect(countMessages(parts)).toBe(countMessages([{ role: "user", content: "hello world" }]));
    expect(countMessages([{ role: "assistant", content: null }])).toBe(3 + 1);
  });

  it("makes the parts of a request add up to the whole", () => {
    const head = cookbook.slice(0, 2);
    const tail = cookbook.slice(2);
    expect(countMessages(head) + countMessages(tail) + 3).toBe(countMessages(cookbook, { primeReply: true }));
  });
});

describe("costOf", () => {
  const claude = { input: 3, output: 15, cacheRead: 0.3, cacheWrite: 3.75 };

  it("prices input, output, cache reads and cache writes per million tokens", () => {
    const usage = {
      inputTokens: 1_000_000,
      outputTokens: 100_000,
      cacheReadTokens: 2_000_000,
      cacheWriteTokens: 400_000,
    };
    expect(costOf(usage, claude)).toBeCloseTo(3 + 1.5 + 0.6 + 1.5, 10);
  });

  it("bills cached tokens at the input price when the model has no cache price, and knows unknown prices", () => {
    expect(costOf({ inputTokens: 0, cacheReadTokens: 1_000_000 }, { input: 2, output: 8 })).toBe(2);
    expect(costOf({ inputTokens: 5 }, null)).toBeNull();
  });
});

describe("formatTokens", () => {
  it.each([
    [850, "850"],
    [1234, "1.2k"],
    [12_345, "12k"],
    [1_300_000, "1.3M"],
  ])("%d → %s", (tokens, text) => expect(formatTokens(tokens)).toBe(text));
});
