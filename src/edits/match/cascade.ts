// The order of the matching cascade: each stage runs only when every earlier one found nothing.
import { appliedBeforeStage } from "./applied-before.js";
import { blankRunsStage } from "./blank-runs.js";
import { blankLinesStage } from "./blank-lines.js";
import { elisionStage } from "./elision.js";
import { exactStage } from "./exact.js";
import { fuzzyStage, type FuzzyOptions } from "./fuzzy.js";
import { indentationStage } from "./indentation.js";
import { joinedLinesStage } from "./joined-lines.js";
import { lineNumbersStage } from "./line-numbers.js";
import { NONE, type Located, type StageInput } from "./located.js";
import type { MatchStrategy } from "./types.js";
import { skippedLinesStage } from "./skipped-lines.js";
import { spacingStage } from "./spacing.js";
import { unicodeStage } from "./unicode.js";
import { trailingWhitespaceStage } from "./whitespace.js";

export interface NamedStage {
  strategy: MatchStrategy;
  run: (input: StageInput) => Located;
}

/** The stages that locate text without guessing: also used to tell whether REPLACE is present. */
export const CERTAIN_STAGES: readonly NamedStage[] = [
  { strategy: "exact", run: exactStage },
  { strategy: "line-numbers", run: lineNumbersStage },
  { strategy: "trailing-whitespace", run: trailingWhitespaceStage },
  { strategy: "indentation", run: indentationStage },
  { strategy: "blank-lines", run: blankLinesStage },
  { strategy: "unicode", run: unicodeStage },
];

export function fullCascade(fuzzy: FuzzyOptions): NamedStage[] {
  const [exact, ...certain] = CERTAIN_STAGES;
  return [
    ...(exact ? [exact] : []),
    { strategy: "already-applied", run: appliedBeforeStage },
    ...certain,
    { strategy: "spacing", run: spacingStage },
    { strategy: "elision", run: elisionStage },
    { strategy: "skipped-lines", run: skippedLinesStage },
    { strategy: "blank-runs", run: blankRunsStage },
    { strategy: "fuzzy", run: (input) => fuzzyStage(input, fuzzy) },
    { strategy: "joined-lines", run: joinedLinesStage },
  ];
}

export type CascadeResult = Located & { strategy?: MatchStrategy };

export function runCascade(stages: readonly NamedStage[], input: StageInput): CascadeResult {
  for (const stage of stages) {
    const located = stage.run(input);
    if (located.kind !== "none") return { ...located, strategy: stage.strategy };
  }
  return NONE;
}
