// The bounded algorithms give right answers on the hostile shapes (their speed is in `npm run bench
// hostile`): the fallback diff still spells both texts, coarse line similarity still tells near from
// far, chunked token counting is exact on ordinary text.
import { readFileSync } from "node:fs";
import path from "node:path";
import { applyPatch, createTwoFilesPatch } from "diff";
import { encode } from "gpt-tokenizer/encoding/o200k_base";
import { boundedDiffLines, boundedPatch, editLengthBound } from "../../src/edits/bounded-diff";
import { lineSimilarity } from "../../src/edits/match/similarity";
import { countText } from "../../src/models/tokens";

const lines = (count: number, make: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => `${make(i)}\n`).join("");

describe("bounded diff", () => {
  it("a whole-file rewrite of 20,000 short lines gives one hunk that turns the old text into the new", () => {
    const before = lines(20_000, (i) => `line ${i}`);
    const after = lines(20_000, (i) => `other ${i * 7}`);
    expect(editLengthBound(before, after)).toBeLessThan(20_000);
    const patch = boundedPatch("a/f", "b/f", before, after);
    expect(patch.match(/^@@/gm)).toHaveLength(1);
    expect(applyPatch(before, patch)).toBe(after);
  });

  it("keeps the common head and tail as context and marks a missing final newline", () => {
    const before = lines(20_000, (i) => `same ${i}`) + lines(20_000, (i) => `old ${i}`) + "end";
    const after = lines(20_000, (i) => `same ${i}`) + lines(20_000, (i) => `new ${i}`) + "end!";
    const patch = boundedPatch("a/f", "b/f", before, after);
    expect(patch).toContain("@@ -19998,20004 +19998,20004 @@\n same 19997\n");
    expect(patch).toContain("\\ No newline at end of file\n");
    expect(applyPatch(before, patch)).toBe(after);
  });

  it("a small change is diffed exactly like jsdiff's unbounded diff", () => {
    const before = lines(5_000, (i) => `line ${i}`);
    const after = before.replace("line 2500\n", "line 2500 changed\n");
    expect(boundedPatch("a/f", "b/f", before, after)).toBe(
      createTwoFilesPatch("a/f", "b/f", before, after, "", "", { context: 3 }),
    );
  });

  it("the fallback line diff still spells both texts", () => {
    const before = lines(30_000, (i) => `a${i}`);
    const after = lines(30_000, (i) => `b${i}`);
    const parts = boundedDiffLines(before, after);
    expect(
      parts
        .filter((p) => !p.added)
        .map((p) => p.value)
        .join(""),
    ).toBe(before);
    expect(
      parts
        .filter((p) => !p.removed)
        .map((p) => p.value)
        .join(""),
    ).toBe(after);
  });
});

describe("bounded line similarity", () => {
  const letters = (length: number, seed: number) => {
    let state = seed;
    let out = "";
    for (let i = 0; i < length; i++) {
      state = (Math.imul(state, 1103515245) + 12345) & 0x7fffffff;
      out += String.fromCharCode(97 + ((state >> 8) % 26));
    }
    return out;
  };

  it("two 20 KB lines that differ in a few characters are near; two unrelated ones are far", () => {
    const a = letters(20_000, 1);
    const b = `${a.slice(0, 9_990)}XXXXXXXXXX${a.slice(10_000)}`;
    expect(lineSimilarity(a, b, 0.5)).toBeGreaterThan(0.9);
    expect(lineSimilarity(a, letters(20_000, 2), 0.5)).toBe(0);
    expect(
      lineSimilarity("a".repeat(20_000), `${"a".repeat(19_000)}${"b".repeat(1_000)}`, 0.5),
    ).toBeGreaterThan(0.8);
  });

  it("short lines are still compared exactly", () => {
    expect(lineSimilarity("const x = 1;", "const y = 1;", 0.5)).toBeCloseTo(1 - 1 / 12, 10);
  });
});

describe("chunked token counting", () => {
  const exact = (text: string) => encode(text, { disallowedSpecial: new Set() }).length;

  it("counts ordinary text exactly", () => {
    for (const file of ["README.md", "src/cli/setup.ts", "docs/security.md"]) {
      const text = readFileSync(path.join(__dirname, "..", "..", file), "utf8");
      expect(countText(text)).toBe(exact(text));
    }
  });

  it("counts a long run of one character close to the exact count", () => {
    const run = "a".repeat(3_000);
    expect(Math.abs(countText(run) - exact(run))).toBeLessThanOrEqual(Math.ceil(3_000 / 256));
    expect(countText("a".repeat(100_000))).toBeGreaterThan(10_000);
  });
});
