// Fence openers as models write them, including the XML-ish ones with a language word (issue 12).
import { readFenceOpen } from "../../src/formats/shared/fence-line";

describe("readFenceOpen", () => {
  it.each([
    ["```python", "```", "python"],
    ["<source>", "<source>", ""],
    ["<source>typescript", "<source>", "typescript"],
    ["<source python>", "<source>", "python"],
    ['<source lang="ts">', "<source>", "ts"],
    ["<code>bash", "<code>", "bash"],
  ])("reads %j as a fence with tag %j", (line, open, tag) => {
    expect(readFenceOpen(line)).toEqual(
      expect.objectContaining({ fence: expect.objectContaining({ open }), tag: tag }),
    );
  });

  it.each(["<source>app.py", "<code>foo()</code>", "<sourcery>", "the <source> tag"])(
    "does not read %j as a fence opener",
    (line) => {
      expect(readFenceOpen(line)).toBeUndefined();
    },
  );
});
