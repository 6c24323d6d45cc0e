// The two-tier fit: never over the ceiling, the path tier names files the definitions do not, the path
// tier takes at most half and at most its best 120 files' room, and definitions take the rest.
import { countTokens } from "gpt-tokenizer";
import { lineEstimator } from "../../src/repomap/fit-budget";
import { fitTiers } from "../../src/repomap/fit-tiers";
import { pieceCounter, renderPaths } from "../../src/repomap/render-paths";

const defLines = Array.from(
  { length: 200 },
  (_, i) => `src/mod${i % 20}.py:\n│def function_number_${i}(argument):\n`,
);
const files = Array.from({ length: 300 }, (_, i) => `pkg/sub${i % 12}/module_${i}.py`);
const manyFiles = Array.from({ length: 1000 }, (_, i) => `pkg/sub${i % 12}/module_${i}.py`);
const manyDefs = Array.from(
  { length: 600 },
  (_, i) => `src/mod${i % 60}.py:\n│def function_number_${i}(argument):\n`,
);

function fit(maxTokens: number, fileList = files, defs = defLines) {
  return fitTiers({
    defCount: defs.length,
    renderDefs: (count) => defs.slice(0, count).join(""),
    pathsAfter: () => fileList,
    renderPaths,
    maxTokens,
    countTokens,
    estimateTokens: lineEstimator(countTokens),
    countPiece: pieceCounter(countTokens),
  });
}

describe("fitTiers", () => {
  it.each([64, 256, 1024, 4096])("stays within %i tokens and fills most of them", (maxTokens) => {
    const result = fit(maxTokens);
    expect(result.tokens).toBe(countTokens(result.text));
    expect(result.tokens).toBeLessThanOrEqual(maxTokens);
    expect(result.tokens).toBeGreaterThan(maxTokens * 0.8);
  });

  it("splits a tight ceiling between definitions and paths", () => {
    const result = fit(1024);
    expect(result.defCount).toBeGreaterThan(0);
    expect(result.paths.length).toBeGreaterThan(0);
    expect(result.text).toContain(`${renderPaths(result.paths)}`);
  });

  it("gives definitions the room left when every file fits by name", () => {
    const few = files.slice(0, 5);
    const result = fit(1024, few);
    expect(result.paths).toEqual(few);
    expect(result.tokens).toBeGreaterThan(1024 * 0.9);
  });

  it("caps the path tier at its best 120 files when they take less than half: definitions get the rest", () => {
    const result = fit(4096, manyFiles, manyDefs);
    // Without the cap half the ceiling went to names: over 400 of these paths.
    expect(result.paths.length).toBeGreaterThanOrEqual(110);
    expect(result.paths.length).toBeLessThanOrEqual(135);
    expect(countTokens(renderPaths(result.paths))).toBeLessThan(4096 * 0.25);
    expect(result.tokens).toBeLessThanOrEqual(4096);
    expect(result.tokens).toBeGreaterThan(4096 * 0.9);
  });

  it("keeps half for paths when the best 120 do not fit in it", () => {
    const result = fit(1024, manyFiles, manyDefs);
    expect(result.paths.length).toBeLessThan(120);
    expect(countTokens(renderPaths(result.paths))).toBeGreaterThan(1024 * 0.4);
    expect(result.tokens).toBeLessThanOrEqual(1024);
  });
});
