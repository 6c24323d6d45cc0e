// Tests that assert an issue's words: every `reason` (IssueReason data) in a result is shown as the
// one sentence the renderers print for it, under the name `detail`, in the reason's place.
import { reasonText } from "../../src/edits/issue-text";
import type { IssueReason } from "../../src/edits/edit";

function isReason(value: unknown): value is IssueReason {
  return (
    typeof value === "object" && value !== null && typeof (value as { kind?: unknown }).kind === "string"
  );
}

export function withDetails(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withDetails);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) =>
      key === "reason" && isReason(inner) ? ["detail", reasonText(inner)] : [key, withDetails(inner)],
    ),
  );
}
