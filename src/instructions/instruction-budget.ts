// Fills the instructions budget nearest first, so the most specific file is the one that survives; a
// cut happens at a line boundary and is reported with the file and its bytes. Pure.
import { cutToBudget } from "./cut-to-budget.js";
import type { InstructionSource } from "./instruction-source.js";

export interface BudgetedSource extends InstructionSource {
  /** Bytes kept (0: left out). */
  bytes: number;
  fileBytes: number;
  cut: boolean;
  /** The kept text (whole lines). */
  kept: string;
}

export function fillBudget(
  sources: readonly InstructionSource[],
  budgetBytes: number,
): { kept: BudgetedSource[]; warnings: string[] } {
  const warnings: string[] = [];
  let remaining = budgetBytes;
  const byPriority = [...sources].sort((a, b) => a.priority - b.priority || a.order - b.order);
  const kept: BudgetedSource[] = byPriority.map((source) => {
    const fileBytes = Buffer.byteLength(source.text, "utf8");
    const cut = cutToBudget(source.text, Math.max(remaining, 0));
    remaining -= cut.bytes;
    if (cut.cut) {
      warnings.push(
        cut.bytes === 0
          ? `${source.label} was left out (${fileBytes} bytes): the ${budgetBytes}-byte instructions budget is used up by nearer files.`
          : `${source.label} was cut to ${cut.bytes} of ${fileBytes} bytes: the ${budgetBytes}-byte instructions budget is used up by nearer files.`,
      );
      remaining = 0;
    }
    return { ...source, bytes: cut.bytes, fileBytes, cut: cut.cut, kept: cut.text };
  });
  return { kept: kept.sort((a, b) => a.order - b.order), warnings };
}
