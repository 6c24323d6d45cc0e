// The eval runner and report are part of the library's one entry point.
import * as kerf from "../../src/index";

it("exports runEval, the report builder and renderers, and the settings writer", () => {
  for (const name of [
    "runEval",
    "allEditFormats",
    "findExercises",
    "buildReport",
    "reportFromRecords",
    "renderEvalText",
    "renderEvalMarkdown",
    "renderEvalHtml",
    "writeModelSettings",
  ])
    expect(typeof (kerf as Record<string, unknown>)[name]).toBe("function");
  expect(kerf.allEditFormats().sort()).toEqual([
    "diff",
    "diff-fenced",
    "edit-tool",
    "patch",
    "patch-tool",
    "udiff",
    "whole",
  ]);
});
