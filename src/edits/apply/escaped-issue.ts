// A parse issue as the planner reports it: a reply path holding control characters is named escaped
// (`\x1b`), in `path` and wherever `detail` repeats it, like the planner's own refusals. Pure.
import { escapeControl, hasControl } from "../../trust/escape-control.js";
import type { EditIssue } from "../edit.js";

export function escapedIssue(issue: EditIssue): EditIssue {
  if (issue.path === undefined || !hasControl(issue.path)) return issue;
  const shown = escapeControl(issue.path);
  return { ...issue, path: shown, detail: issue.detail.split(issue.path).join(shown) };
}
