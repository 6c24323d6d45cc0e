import { compactTags } from "../../src/repomap/compact-tags";

describe("compactTags", () => {
  it("keeps definitions whole and folds references into sorted per-name counts", () => {
    const def = { name: "run", kind: "def" as const, category: "function", line: 2, scopeLines: [0] };
    const ref = (name: string, line: number) => ({ name, kind: "ref" as const, category: "call", line });
    const compact = compactTags({
      path: "a.py",
      tags: [ref("log", 1), def, ref("parse", 3), ref("log", 4), ref("log", 9)],
      lines: { 0: "class A:", 2: "    def run(self):" },
    });
    expect(compact).toEqual({
      path: "a.py",
      defs: [def],
      refNames: ["log", "parse"],
      refCounts: [3, 1],
      lines: { 0: "class A:", 2: "    def run(self):" },
    });
  });
});
