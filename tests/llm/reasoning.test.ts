import { stripReasoning } from "../../src/llm/reasoning";

describe("stripReasoning", () => {
  it.each([
    ["<think>\nplan\n</think>\n\nAnswer.\n", "Answer.\n"],
    ["Before <think>x</think> after", "Before after"],
    ["<think>a</think>one <think>b</think>two", "one two"],
    ["Answer first.\n<think>still thinking", "Answer first.\n"],
    ["  no reasoning here\n\n", "  no reasoning here\n\n"],
  ])("%j → %j", (input, expected) => {
    expect(stripReasoning(input, "think")).toBe(expected);
  });

  it("leaves text alone without a tag, and with another tag", () => {
    const text = "<think>kept</think> rest";
    expect(stripReasoning(text, undefined)).toBe(text);
    expect(stripReasoning(text, "reasoning")).toBe(text);
  });
});
