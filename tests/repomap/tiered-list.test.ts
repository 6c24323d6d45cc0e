// The definitions tier's order: each file's best few before the next file's, and how many "few" is
// grows with the map's ceiling (six up to 1,024 tokens, seventeen at 4,096), so a larger map is deeper.
import { compactTags } from "../../src/repomap/compact-tags";
import { rankTags } from "../../src/repomap/rank-tags";
import { buildTagIndex } from "../../src/repomap/tag-index";
import type { FileTags, Tag } from "../../src/repomap/tag";
import { depthFor } from "../../src/repomap/tiered-list";

const names = (prefix: string): string[] => Array.from({ length: 20 }, (_, i) => `${prefix}_name_${i}`);

function file(path: string, defs: string[], refs: Record<string, number> = {}): FileTags {
  const tags: Tag[] = defs.map((name, line) => ({ name, kind: "def", category: "function", line }));
  for (const [name, count] of Object.entries(refs)) {
    for (let i = 0; i < count; i++) tags.push({ name, kind: "ref", category: "call", line: 100 + i });
  }
  return { path, tags, lines: Object.fromEntries(defs.map((name, line) => [line, `def ${name}():`])) };
}

/** The chat file uses every name of a.py four times and every name of b.py once: a.py ranks first. */
function ranked() {
  const refs: Record<string, number> = {};
  for (const name of names("alpha")) refs[name] = 4;
  for (const name of names("beta")) refs[name] = 1;
  const files = [file("a.py", names("alpha")), file("app.py", [], refs), file("b.py", names("beta"))];
  const index = buildTagIndex(
    files.map(compactTags),
    files.map((f) => f.path),
  );
  return rankTags(index, { chatFiles: ["app.py"], mentionedFiles: [], mentionedIdents: [] }, 4096);
}

/** The definitions tier as runs of one file: `a.py×6` for six a.py definitions in a row. */
function runs(maxTokens: number): string[] {
  const out: string[] = [];
  let last = "";
  let count = 0;
  for (const item of ranked().tiers(maxTokens).defItems) {
    if (item.path !== last && count > 0) out.push(`${last}×${count}`);
    count = item.path === last ? count + 1 : 1;
    last = item.path;
  }
  out.push(`${last}×${count}`);
  return out;
}

describe("depthFor", () => {
  it("is six up to 1,024 tokens and grows as the ceiling to the power 3/4 past it", () => {
    expect([undefined, 256, 1024, 2048, 4096, 16384].map(depthFor)).toEqual([6, 6, 6, 10, 17, 48]);
  });
});

describe("tiers: each file's best definitions before the next file's", () => {
  it("takes six of each file first at 1,024 tokens, then the rest of each", () => {
    expect(runs(1024)).toEqual(["a.py×6", "b.py×6", "a.py×14", "b.py×14"]);
  });

  it("takes seventeen of each file first at 4,096 tokens", () => {
    expect(runs(4096)).toEqual(["a.py×17", "b.py×17", "a.py×3", "b.py×3"]);
  });
});
