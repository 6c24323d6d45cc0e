// Issue 27 point 12 through a whole coder turn: a udiff reply whose `}` lost its space prefix lands; its
// hunk with a hard-wrapped `+` line is refused, the model is told which line, and its correction lands.
import { harness, type Harness } from "../helpers/coder-harness";

const APP = [
  "function greet(name) {",
  '  return "hi " + name;',
  "}",
  "",
  "function bye(name) {",
  '  return "bye " + name;',
  "}",
  "",
].join("\n");
const commitReply = { kind: "reply" as const, text: "feat: friendlier greetings" };
const fenced = (...lines: string[]): string =>
  ["```diff", "--- app.js", "+++ app.js", ...lines, "```", ""].join("\n");

describe("udiff lines without a prefix in a coder turn", () => {
  let h: Harness;
  afterEach(async () => h?.close());

  it("lands the hunk whose `}` lost its prefix, reflects on the wrapped one, then lands its fix", async () => {
    const first = fenced(
      "@@ -1,3 +1,4 @@",
      " function greet(name) {",
      '-  return "hi " + name;',
      '+  return "hello there, " + name + ", it is good to see you again after such a long time, " +',
      '"welcome back";',
      " }",
      "@@ -5,3 +6,3 @@",
      " function bye(name) {",
      '-  return "bye " + name;',
      '+  return "goodbye " + name;',
      "}",
    );
    const fixed = fenced(
      "@@ -1,3 +1,3 @@",
      " function greet(name) {",
      '-  return "hi " + name;',
      '+  return "hello there, " + name + ", welcome back";',
      " }",
    );
    h = await harness({ "app.js": APP }, [
      { kind: "reply", text: first },
      commitReply,
      { kind: "reply", text: fixed },
      commitReply,
    ]);
    const coder = await h.coder({ editFormat: "udiff", files: ["app.js"] });
    const result = await coder.run("Make the greetings friendlier.");
    expect(h.repo.read("app.js")).toBe(
      APP.replace('"hi " + name', '"hello there, " + name + ", welcome back"').replace(
        '"bye "',
        '"goodbye "',
      ),
    );
    expect(result.reflections).toBe(1);
    expect(result.failed).toEqual([]);
    const reflection = String(
      h
        .messages(2)
        .filter((m) => m.role === "user")
        .at(-1)?.content,
    );
    expect(reflection).toContain(`its line "\\"welcome back\\";" has no " ", "-" or "+" prefix`);
    expect(reflection).toContain("The other 1 ");
  });
});
