import { chooseFence, FENCES } from "../../src/core/fences";

describe("chooseFence", () => {
  it("uses triple backticks when nothing conflicts", () => {
    expect(chooseFence(["plain text\nmore"])).toEqual({ open: "```", close: "```" });
  });
  it("moves to quadruple backticks when a file has ``` lines", () => {
    expect(chooseFence(["# doc\n```js\nx\n```\n"])).toEqual({ open: "````", close: "````" });
  });
  it("moves to the XML-style fences when both backtick fences appear", () => {
    expect(chooseFence(["````\n", "```\n"])).toEqual({ open: "<source>", close: "</source>" });
  });
  it("offers the list in the documented order", () => {
    expect(FENCES.map((f) => f.open)).toEqual([
      "```",
      "````",
      "<source>",
      "<code>",
      "<pre>",
      "<codeblock>",
      "<sourcecode>",
    ]);
  });
});
