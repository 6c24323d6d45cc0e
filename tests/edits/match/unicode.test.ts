import { applyReplace } from "../../../src/edits/match/apply-replace";
import { normalizePunctuation } from "../../../src/edits/match/unicode";
import { text } from "./text";
import { withDetails } from "../../helpers/issue-details";

describe("normalizePunctuation", () => {
  it.each([
    ["\u201Chello\u201D \u2018x\u2019", "\"hello\" 'x'"],
    ["a \u2013 b \u2014 c \u2212 d", "a - b - c - d"],
    ["a\u00A0b\u2009c\u3000d", "a b c d"],
    ["wait\u2026", "wait..."],
    ["say(\\\"hi\\\", \\'x\\')", "say(\"hi\", 'x')"],
    ["zero\u200Bwidth", "zerowidth"],
    ["plain ascii", "plain ascii"],
  ])("normalises %j", (input, expected) => {
    expect(normalizePunctuation(input)).toBe(expected);
  });
});

describe("unicode stage", () => {
  it("matches ASCII SEARCH against typographic file text and keeps the file's indentation", () => {
    const content = text("def greet():", "    print(\u201CHello \u2014 world\u201D)", "    return");
    const outcome = applyReplace({
      content,
      search: text('print("Hello - world")'),
      replace: text('print("Hi")', 'print("there")'),
    });
    expect(outcome).toEqual({
      ok: true,
      content: text("def greet():", '    print("Hi")', '    print("there")', "    return"),
      strategy: "unicode",
      startLine: 2,
      endLine: 2,
    });
  });

  it("matches escaped quotes and unescapes REPLACE when the file has none", () => {
    const content = text('msg = "it\'s"', "done()");
    const outcome = applyReplace({
      content,
      search: text('msg = \\"it\\\'s\\"'),
      replace: text('msg = \\"ok\\"'),
    });
    expect(outcome).toEqual({
      ok: true,
      content: text('msg = "ok"', "done()"),
      strategy: "unicode",
      startLine: 1,
      endLine: 1,
    });
  });

  it("keeps REPLACE's escapes when the file itself has escaped quotes", () => {
    const content = text('s = "say \\"hi\\""', "end");
    const outcome = applyReplace({
      content,
      search: text('s = \u201Csay \\"hi\\"\u201D'),
      replace: text('s = "say \\"yo\\""'),
    });
    expect(outcome).toEqual({
      ok: true,
      content: text('s = "say \\"yo\\""', "end"),
      strategy: "unicode",
      startLine: 1,
      endLine: 1,
    });
  });

  it("is ambiguous when two lines normalise to the SEARCH", () => {
    const content = text("x = \u2018a\u2019", "x = \u2019a\u2018");
    expect(withDetails(applyReplace({ content, search: text("x = 'a'"), replace: text("x = 'b'") }))).toEqual(
      {
        ok: false,
        code: "ambiguous",
        detail: "SEARCH matches 2 places (lines 1, 2); add surrounding lines to make it unique",
        candidates: [1, 2],
      },
    );
  });
});
