import { isBinary, isMinified } from "../../src/repomap/source-check";

describe("source checks", () => {
  it("calls a file binary when its first 8 KB hold a NUL", () => {
    expect(isBinary(Buffer.from("def f():\n    pass\n"))).toBe(false);
    expect(isBinary(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00]))).toBe(true);
    const lateNul = Buffer.concat([Buffer.alloc(9000, 0x61), Buffer.from([0])]);
    expect(isBinary(lateNul)).toBe(false);
  });

  it("calls a file minified when a line is huge or lines are very wide on average", () => {
    expect(isMinified("const a = 1;\nconst b = 2;\n")).toBe(false);
    expect(isMinified(`a\n${"x".repeat(5001)}\nb`)).toBe(true);
    expect(isMinified(Array.from({ length: 20 }, () => "y".repeat(300)).join("\n"))).toBe(true);
    expect(isMinified(`${"z".repeat(900)}\n${"short\n".repeat(10)}`)).toBe(false);
  });
});
