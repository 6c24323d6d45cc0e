// The folder layering of src/ (drawn in docs/architecture.md): no folder-level import cycle, and no
// folder importing one drawn above it. The table in layers.ts is the rule; change it and the doc together.
import path from "node:path";
import { folderCycles, folderImports, layerViolations, type ImportEdge } from "../helpers/import-graph";
import { LAYERS } from "./layers";

const SRC = path.join(__dirname, "..", "..", "src");

describe("the folder layering of src/", () => {
  const edges = folderImports(SRC);

  it("reads the real imports (the graph is not empty)", () => {
    expect(edges.some((edge) => edge.from === "coders" && edge.to === "edits")).toBe(true);
  });

  it("has no folder-level import cycle", () => {
    expect(folderCycles(edges)).toEqual([]);
  });

  it("has no folder importing one drawn above it, and every folder has a row", () => {
    expect(layerViolations(edges, LAYERS)).toEqual([]);
  });
});

describe("the checks themselves", () => {
  const edge = (from: string, to: string): ImportEdge => ({
    from,
    to,
    site: `${from}/x.ts:1 → ../${to}/y.js`,
  });

  it("find a cycle of three folders", () => {
    const edges = [edge("a", "b"), edge("b", "c"), edge("c", "a"), edge("c", "d")];
    expect(folderCycles(edges)).toEqual([["a", "b", "c"]]);
  });

  it("report an upward arrow, a same-row arrow and a folder with no row", () => {
    const layers = [["top"], ["left", "right"], ["bottom"]];
    const edges = [edge("top", "left"), edge("bottom", "top"), edge("left", "right"), edge("new", "bottom")];
    expect(layerViolations(edges, layers)).toEqual([
      "bottom imports a folder drawn above it (top): bottom/x.ts:1 → ../top/y.js",
      "left imports a folder on its own row (right): left/x.ts:1 → ../right/y.js",
      "src/new has no row in the layer table",
    ]);
  });
});
