// Issue 27 point 6: SEARCH that differs from the file only in whitespace inside the lines REPLACE
// rewrites lands, the file keeping its indentation style; a real difference there is still refused.
import { applyReplace } from "../../../src/edits/match/apply-replace";
import { text } from "./text";

describe("spacing stage", () => {
  it("lands a SEARCH with extra spaces inside lines and a trailing blank, keeping the lines REPLACE leaves alone", () => {
    const content = text(
      "function greet(name) {",
      "    const message = 'Hello, ' + name;",
      "    return message;",
      "}",
    );
    const outcome = applyReplace({
      content,
      search: text(
        "function greet(name)  {",
        "    const message  =  'Hello, ' + name;",
        "    return message; ",
        "}",
      ),
      replace: text(
        "function greet(name)  {",
        "    const message = 'Hi, ' + name;",
        "    return message; ",
        "}",
      ),
    });
    expect(outcome).toEqual({
      ok: true,
      content: text(
        "function greet(name) {",
        "    const message = 'Hi, ' + name;",
        "    return message;",
        "}",
      ),
      strategy: "spacing",
      startLine: 1,
      endLine: 4,
    });
  });

  it("writes each changed line in the indentation style of the file line it stands for (tabs here, spaces there)", () => {
    const content = text(
      "class Counter {",
      "\tconstructor() {",
      "\t\tthis.count = 0;",
      "        this.step = 1;",
      "\t}",
      "}",
    );
    const outcome = applyReplace({
      content,
      search: text(
        "class Counter {",
        "    constructor() {",
        "        this.count = 0;",
        "        this.step = 1;",
        "    }",
        "}",
      ),
      replace: text(
        "class Counter {",
        "    constructor() {",
        "        this.count = 10;",
        "        this.step = 2;",
        "        this.max = 100;",
        "    }",
        "}",
      ),
    });
    expect(outcome).toEqual({
      ok: true,
      content: text(
        "class Counter {",
        "\tconstructor() {",
        "\t\tthis.count = 10;",
        "        this.step = 2;",
        "        this.max = 100;",
        "\t}",
        "}",
      ),
      strategy: "spacing",
      startLine: 1,
      endLine: 6,
    });
  });

  it("still refuses when a rewritten line differs from the file in more than whitespace", () => {
    const content = text(
      "function greet(name) {",
      "    const message = 'Hello, ' + name;",
      "    return message;",
      "}",
    );
    const outcome = applyReplace({
      content,
      search: text(
        "function greet(name)  {",
        "    const message  =  'Hello ' + name;",
        "    return message;",
        "}",
      ),
      replace: text(
        "function greet(name)  {",
        "    const message = 'Hi, ' + name;",
        "    return message;",
        "}",
      ),
    });
    expect(outcome).toMatchObject({ ok: false, code: "conflict" });
  });
});
