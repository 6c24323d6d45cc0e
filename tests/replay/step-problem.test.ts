import { stepProblem } from "../../replay/script-step";

describe("stepProblem (replay-file step validation)", () => {
  it("accepts every step kind with the new fields", () => {
    const steps = [
      {
        kind: "reply",
        text: "",
        thinking: "t",
        toolCalls: [{ id: "c1", name: "edit", arguments: "{}", custom: false }],
        usage: { input_tokens: 1 },
        finishReason: "tool_calls",
      },
      { kind: "error", status: 529, errorType: "overloaded_error", message: "Overloaded" },
      { kind: "fail", text: "abc", afterChars: 2, errorType: "overloaded_error" },
      { kind: "cut", text: "abc", afterChars: 1 },
      { kind: "stall", text: "abc", afterChars: 1 },
      { kind: "hang" },
    ];
    expect(steps.map(stepProblem)).toEqual(steps.map(() => undefined));
  });

  it("names what is wrong with a malformed step", () => {
    expect(
      [
        { kind: "reply", text: "x", thinking: 3 },
        { kind: "reply", text: "x", toolCalls: {} },
        { kind: "reply", text: "x", toolCalls: [{ name: "edit" }] },
        { kind: "reply", text: "x", toolCalls: [{ name: "edit", arguments: "{}", custom: "yes" }] },
        { kind: "reply", text: "x", usage: 5 },
        { kind: "error", status: 529, errorType: 1 },
        { kind: "fail", text: "abc" },
        { kind: "explode" },
      ].map(stepProblem),
    ).toEqual([
      "`thinking` must be a string",
      "a reply step's `toolCalls` must be an array",
      "tool call 1: needs a string `name` and a string `arguments`",
      "tool call 1: `custom` must be a boolean",
      "a reply step's `usage` must be an object",
      "`errorType` must be a string",
      "a fail step needs `text` and `afterChars`",
      'unknown step kind "explode"',
    ]);
  });
});
