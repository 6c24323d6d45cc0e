// A parse issue as the planner reports it: a reply path holding control characters is named escaped
// (`\x1b`), in `path` and wherever its reason repeats it, like the planner's own refusals. Pure.
import { escapeControl, hasControl } from "../../trust/escape-control.js";
import type { EditIssue, IssueReason } from "../edit.js";

export function escapedIssue(issue: EditIssue): EditIssue {
  if (issue.path === undefined || !hasControl(issue.path)) return issue;
  const shown = escapeControl(issue.path);
  return { ...issue, path: shown, reason: escapedReason(issue.reason, issue.path, shown) };
}

function escapedReason(reason: IssueReason, raw: string, shown: string): IssueReason {
  if (reason.kind === "custom") return { ...reason, message: reason.message.split(raw).join(shown) };
  if ("file" in reason && reason.file === raw) return { ...reason, file: shown };
  return reason;
}
