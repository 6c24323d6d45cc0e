import { renderMap } from "../../src/repomap/render-map";
import type { RankedEntry } from "../../src/repomap/rank-tags";
import { compactTags, type CompactTags } from "../../src/repomap/compact-tags";

const why = { fileRank: 0, personalisation: [] };
const entry = (path: string, name?: string): RankedEntry =>
  name ? { path, name, score: 1, why } : { path, score: 1, why };

const shapes = compactTags({
  path: "src/shapes.py",
  lines: {
    0: "class Shape:",
    3: "    def area(self):",
    7: "    def perimeter(self):",
    12: "def helper():",
    20: `LONG = "${"x".repeat(120)}"`,
  },
  tags: [
    { name: "Shape", kind: "def", category: "class", line: 0, scopeLines: [] },
    { name: "area", kind: "def", category: "method", line: 3, scopeLines: [0] },
    { name: "perimeter", kind: "def", category: "method", line: 7, scopeLines: [0] },
    { name: "helper", kind: "def", category: "function", line: 12, scopeLines: [] },
    { name: "LONG", kind: "def", category: "constant", line: 20, scopeLines: [] },
    { name: "area", kind: "ref", category: "call", line: 13 },
  ],
});
const tagsOf = (path: string): CompactTags | undefined => (path === shapes.path ? shapes : undefined);

describe("renderMap", () => {
  it("shows enclosing scope headers, ⋮ for gaps, files by path, names only for untagged files", () => {
    const text = renderMap(
      [entry("src/shapes.py", "perimeter"), entry("README.md"), entry("src/shapes.py", "helper")],
      tagsOf,
    );
    expect(text).toBe(
      [
        "README.md",
        "",
        "src/shapes.py:",
        "│class Shape:",
        "⋮",
        "│    def perimeter(self):",
        "⋮",
        "│def helper():",
        "⋮",
        "",
      ].join("\n"),
    );
  });

  it("joins adjacent lines without ⋮ and cuts long lines at 100 characters", () => {
    const adjacent = compactTags({
      path: "a.ts",
      lines: { 4: "export class A {", 5: "  run() {}" },
      tags: [{ name: "run", kind: "def", category: "method", line: 5, scopeLines: [4] }],
    });
    const both = (path: string) => (path === "a.ts" ? adjacent : shapes);
    const text = renderMap([entry("a.ts", "run"), entry("src/shapes.py", "LONG")], both);
    const long = `│LONG = "${"x".repeat(120)}"`.slice(0, 100);
    expect(text).toBe(
      ["a.ts:", "⋮", "│export class A {", "│  run() {}", "⋮", "", "src/shapes.py:", "⋮", long, "⋮", ""].join(
        "\n",
      ),
    );
  });

  it("renders nothing for no entries", () => {
    expect(renderMap([], tagsOf)).toBe("");
  });
});
