// The two-tier fit: never over the ceiling, the path tier names files the definitions do not, and
// definitions take the room the path tier leaves when every file fits by name.
import { countTokens } from "gpt-tokenizer";
import { lineEstimator } from "../../src/repomap/fit-budget";
import { fitTiers } from "../../src/repomap/fit-tiers";
import { pieceCounter, renderPaths } from "../../src/repomap/render-paths";

const defLines = Array.from(
  { length: 200 },
  (_, i) => `src/mod${i % 20}.py:\n│def function_number_${i}(argument):\n`,
);
const files = Array.from({ length: 300 }, (_, i) => `pkg/sub${i % 12}/module_${i}.py`);

function fit(maxTokens: number, fileList = files) {
  return fitTiers({
    defCount: defLines.length,
    renderDefs: (count) => defLines.slice(0, count).join(""),
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
});
