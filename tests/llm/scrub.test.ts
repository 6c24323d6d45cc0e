import { scrubError, scrubSecrets } from "../../src/llm/scrub";

const KEY = "sk-proj-ABCDEFGH12345678ijklmnop";

describe("scrubSecrets", () => {
  it("masks the key, its long prefix or suffix, and bearer tokens", () => {
    const text = `key ${KEY}; masked sk-proj-A****mnop; head ${KEY.slice(0, 12)}…; tail …${KEY.slice(-12)}; Bearer other-token`;
    expect(scrubSecrets(text, [KEY])).toBe(
      "key [redacted]; masked sk-proj-A****mnop; head [redacted]…; tail …[redacted]; Bearer [redacted]",
    );
  });

  it("leaves text without secrets untouched and ignores empty secrets", () => {
    expect(scrubSecrets("plain text", [KEY, ""])).toBe("plain text");
  });
});

describe("scrubError", () => {
  it("copies name, message, stack and the cause chain, scrubbed", () => {
    const inner = new Error(`inner ${KEY}`);
    const outer = new TypeError(`outer ${KEY}`, { cause: inner });
    const copy = scrubError(outer, [KEY]);
    expect(copy.name).toBe("TypeError");
    expect(copy.message).toBe("outer [redacted]");
    expect(copy.stack).not.toContain(KEY);
    expect((copy.cause as Error).message).toBe("inner [redacted]");
  });
});
