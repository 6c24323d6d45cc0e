// Fuzzing the whole engine: ≥ 10,000 mutated replies must never throw and never touch anything
// outside the project root.
import { mkdirSync, readdirSync, readFileSync, existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { applyReply } from "../../src/formats/apply-reply";
import { MemoryWorkspace } from "../../src/edits/workspace/memory-workspace";
import { editingFormatNames, getEditFormat } from "../../src/formats/registry";
import { readTree, removeDir, tempDir } from "../helpers/file-tree";

// Every format that edits files in its reply text (a tool format's text twin is one of these).
const FORMATS = editingFormatNames().filter((name) => !getEditFormat(name).tools);
const fixtures = path.join(__dirname, "..", "fixtures", "edits");

function seedReplies(format: string): string[] {
  const dir = path.join(fixtures, format);
  if (!existsSync(dir)) return [];
  return readdirSync(dir).map((name) => readFileSync(path.join(dir, name, "reply.md"), "utf8"));
}

const hostileLines = [
  "../../etc/passwd",
  "/etc/passwd",
  ".git/config",
  "..",
  "/",
  "",
  "```",
  "````",
  "<source>",
  "</source>",
  "<<<<<<< SEARCH",
  "=======",
  ">>>>>>> REPLACE",
  "*** Begin Patch",
  "*** End Patch",
  "*** Add File: ../x",
  "*** Update File: .git/HEAD",
  "*** Move to: /tmp/kerf-fuzz",
  "*** Delete File: ../../y",
  "--- a/../z",
  "+++ b/../z",
  "@@ -1 +1 @@",
  "@@",
  "+added",
  "-removed",
  " context",
  "\0",
  "a\u202eb.txt",
  "C:\\Windows\\x",
];

/** A mutation: each op edits the reply's line list at a position chosen by the generator. */
const mutation = fc.array(
  fc.record({
    op: fc.constantFrom("delete", "duplicate", "insert", "swap", "truncate"),
    at: fc.nat(),
    line: fc.oneof(fc.constantFrom(...hostileLines), fc.string({ maxLength: 12 })),
  }),
  { minLength: 1, maxLength: 6 },
);

function mutate(reply: string, ops: { op: string; at: number; line: string }[]): string {
  const lines = reply.split("\n");
  for (const { op, at, line } of ops) {
    const i = lines.length === 0 ? 0 : at % lines.length;
    if (op === "delete") lines.splice(i, 1);
    else if (op === "duplicate") lines.splice(i, 0, lines[i] ?? "");
    else if (op === "insert") lines.splice(i, 0, line);
    else if (op === "swap") [lines[i], lines[0]] = [lines[0] ?? "", lines[i] ?? ""];
    else lines.length = i;
  }
  return lines.join("\n");
}

const insideRoot = (p: string) =>
  !p.startsWith("/") && !p.split("/").includes("..") && !p.split("/").includes(".git");

describe("fuzzing the edit engine", () => {
  it.each(FORMATS)("%s: 2,000 mutated replies in memory never throw or escape the root", async (format) => {
    const seeds = seedReplies(format);
    expect(seeds.length).toBeGreaterThan(0);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...seeds), mutation, async (seed, ops) => {
        const ws = new MemoryWorkspace({ "a.py": "x = 1\n", "src/app.py": "def f():\n    return 1\n" });
        const result = await applyReply(ws, mutate(seed, ops), { format, files: ["a.py", "src/app.py"] });
        expect(Array.isArray(result.failed)).toBe(true);
        for (const file of ws.files.keys()) expect(insideRoot(file)).toBe(true);
      }),
      { numRuns: 2000, seed: 20261122 },
    );
  });

  it("on disk, 500 hostile replies per format leave the folder beside the root untouched", async () => {
    const base = tempDir("kerf-fuzz-");
    const root = path.join(base, "root");
    const outside = path.join(base, "outside");
    mkdirSync(root);
    mkdirSync(outside);
    writeFileSync(path.join(outside, "sentinel.txt"), "untouched\n");
    try {
      for (const format of FORMATS) {
        const seeds = seedReplies(format);
        await fc.assert(
          fc.asyncProperty(fc.constantFrom(...seeds), mutation, async (seed, ops) => {
            await applyReply(root, mutate(seed, ops), { format, files: [] });
          }),
          { numRuns: 500, seed: 7 },
        );
      }
      expect(readTree(outside)).toEqual({ "sentinel.txt": "untouched\n" });
      expect(existsSync(path.join(base, "x"))).toBe(false);
    } finally {
      removeDir(base);
    }
  });
});
