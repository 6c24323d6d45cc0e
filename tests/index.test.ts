// The package's public API: the names the issues promise, and a plugin coder registered through it.
import * as kerf from "../src/index";
import { block, harness, type Harness } from "./helpers/coder-harness";

describe("the public API", () => {
  it("exports the coders, the prompt classes and registerCoder by name", () => {
    const names = [
      "Coder",
      "EditBlockCoder",
      "EditBlockFencedCoder",
      "WholeFileCoder",
      "UdiffCoder",
      "PatchCoder",
      "ArchitectCoder",
      "AskCoder",
      "CoderPrompts",
      "EditBlockPrompts",
      "EditBlockFencedPrompts",
      "WholeFilePrompts",
      "UdiffPrompts",
      "PatchPrompts",
      "ArchitectPrompts",
      "AskPrompts",
      "registerCoder",
      "parseEdits",
      "applyEdits",
      "buildChatChunks",
      "RepoMap",
    ];
    for (const name of names) expect(typeof (kerf as Record<string, unknown>)[name]).toBe("function");
    expect(kerf.coderFormats()).toEqual(
      expect.arrayContaining(["diff", "diff-fenced", "whole", "udiff", "patch", "architect", "ask"]),
    );
  });

  it("lists the valid formats when asked for an unknown one", () => {
    expect(() => kerf.coderClassFor("nope")).toThrow(
      'unknown edit format "nope"; valid formats: diff, diff-fenced, whole, udiff, patch, patch-tool, edit-tool, architect, ask, context',
    );
  });
});

describe("the example plugin coder", () => {
  let h: Harness;
  afterEach(async () => h?.close());

  it("registers diff-concise, sends its own prompt and parses with the diff parser", async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const plugin = require("../examples/concise-coder.js") as (api: typeof kerf) => void;
    plugin(kerf);
    h = await harness({ "a.txt": "one\n" }, [
      { kind: "reply", text: block("a.txt", "one\n", "two\n") },
      { kind: "reply", text: "chore: two" },
    ]);
    const coder = await h.coder({ editFormat: "diff-concise", files: ["a.txt"] });
    expect(coder.editFormat).toBe("diff-concise");
    await coder.run("make it two");
    expect(h.repo.read("a.txt")).toBe("two\n");
    expect(String(h.messages(0)[0]?.content)).toContain("write no prose: reply with blocks only");
  });
});
