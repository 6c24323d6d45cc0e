// The two messages of an eval attempt, in our own words: the exercise's instructions with the file
// list, and (for a later try) the failing test output. Pure text; no other eval module builds them.
import type { Exercise } from "./exercise.js";

/** Test output beyond this many characters is cut from the front (the failures are at the end). */
const MAX_TEST_OUTPUT = 8_000;

export function firstMessage(exercise: Exercise): string {
  const files = exercise.solutionFiles.join(", ");
  return [
    exercise.instructions.trimEnd(),
    "",
    "####",
    "",
    `Change these files to solve the exercise described above: ${files}.`,
    "Keep the names of the functions, classes and modules that are already there: tests import them.",
    "Use only the language's standard library; do not add or install packages.",
  ].join("\n");
}

export function retryMessage(exercise: Exercise, testOutput: string): string {
  const output =
    testOutput.length > MAX_TEST_OUTPUT ? `...\n${testOutput.slice(-MAX_TEST_OUTPUT)}` : testOutput;
  return [
    output.trimEnd(),
    "",
    "####",
    "",
    "The tests above failed. The tests are right and cannot be changed.",
    `Fix the code in ${exercise.solutionFiles.join(", ")} so that they pass.`,
  ].join("\n");
}
