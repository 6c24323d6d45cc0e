// Issue 27 point 9 end to end: a block that changes nothing (SEARCH identical to REPLACE and in the
// file; an empty trailing udiff hunk) is reported as a no-op and sets off no paid reflection.
import { block, harness, type Harness } from "../helpers/coder-harness";

const APP = 'def greet(name):\n    return "hi " + name\n\n\nprint(greet("kerf"))\n';
const GREETED = APP.replace('"hi "', '"hello "');
const commitReply = { kind: "reply" as const, text: "feat: say hello instead of hi" };

describe("a block that changes nothing", () => {
  let h: Harness;
  afterEach(async () => h?.close());

  it("diff: SEARCH identical to REPLACE is a no-op next to the real change, with no reflection", async () => {
    const change = block("app.py", '    return "hi " + name\n', '    return "hello " + name\n');
    const same = block("app.py", 'print(greet("kerf"))\n', 'print(greet("kerf"))\n');
    h = await harness({ "app.py": APP }, [{ kind: "reply", text: change + same }, commitReply]);
    const coder = await h.coder({ editFormat: "diff", files: ["app.py"] });
    const result = await coder.run("Say hello.");
    expect(h.repo.read("app.py")).toBe(GREETED);
    expect(result.failed).toEqual([]);
    expect(result.reflections).toBe(0);
    expect(result.applied.map((a) => [a.blockIndex, a.strategy])).toEqual([
      [0, "exact"],
      [1, "no-op"],
    ]);
  });

  it("udiff: an empty trailing hunk is a no-op, with no reflection", async () => {
    const reply = [
      "```diff",
      "--- app.py",
      "+++ app.py",
      "@@ -1,2 +1,2 @@",
      " def greet(name):",
      '-    return "hi " + name',
      '+    return "hello " + name',
      "@@ -5,0 +5,0 @@",
      "```",
      "",
    ].join("\n");
    h = await harness({ "app.py": APP }, [{ kind: "reply", text: reply }, commitReply]);
    const coder = await h.coder({ editFormat: "udiff", files: ["app.py"] });
    const result = await coder.run("Say hello.");
    expect(h.repo.read("app.py")).toBe(GREETED);
    expect(result.failed).toEqual([]);
    expect(result.reflections).toBe(0);
    expect(result.applied.map((a) => [a.blockIndex, a.strategy])).toEqual([
      [0, "exact"],
      [1, "no-op"],
    ]);
  });
});
