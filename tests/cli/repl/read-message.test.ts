// Multi-line input: `\` continuations, `>` quotes, { } and {tag … tag} blocks, end of input at any point.
import { CONTINUATION_PROMPT, PROMPT, readMessage } from "../../../src/cli/repl/read-message";

/** A reader over fixed lines that records the prompts it was given. */
function reader(lines: string[]) {
  const prompts: string[] = [];
  const read = (prompt: string) => {
    prompts.push(prompt);
    return Promise.resolve(lines.shift() ?? null);
  };
  return { read, prompts, rest: lines };
}

describe("readMessage", () => {
  it("returns one plain line and leaves the next", async () => {
    const r = reader(["hello", "next"]);
    expect(await readMessage(r.read)).toBe("hello");
    expect(r.prompts).toEqual([PROMPT]);
    expect(r.rest).toEqual(["next"]);
  });

  it("joins lines that end in a backslash, dropping the backslash", async () => {
    const r = reader(["one \\", "two\\", "three", "next"]);
    expect(await readMessage(r.read)).toBe("one \ntwo\nthree");
    expect(r.prompts).toEqual([PROMPT, CONTINUATION_PROMPT, CONTINUATION_PROMPT]);
  });

  it("continues `>` quote lines up to the first line without `>`, the reply", async () => {
    const r = reader(["> the answer said this", ">and this", "my reply \\", "goes on", "next"]);
    expect(await readMessage(r.read)).toBe("> the answer said this\n>and this\nmy reply \ngoes on");
    expect(r.prompts).toEqual([PROMPT, CONTINUATION_PROMPT, CONTINUATION_PROMPT, CONTINUATION_PROMPT]);
    expect(r.rest).toEqual(["next"]);
  });

  it("reads a { } block verbatim, blank lines and backslashes included", async () => {
    const r = reader(["{", "a \\", "", "  b", "}", "next"]);
    expect(await readMessage(r.read)).toBe("a \\\n\n  b");
    expect(r.rest).toEqual(["next"]);
  });

  it("closes a tagged block only at its own tag", async () => {
    const r = reader(["{py", "}", "x", "py}"]);
    expect(await readMessage(r.read)).toBe("}\nx");
  });

  it("keeps what was read when input ends inside a block or after a backslash", async () => {
    expect(await readMessage(reader(["{", "partial"]).read)).toBe("partial");
    expect(await readMessage(reader(["cut \\"]).read)).toBe("cut ");
    expect(await readMessage(reader([]).read)).toBeNull();
  });
});
