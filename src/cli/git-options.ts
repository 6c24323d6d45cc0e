// The --attribute-* flags as the git layer's Attribution: an unset flag stays unset, so the
// attribution rules (src/git/attribution.ts) can tell "explicitly on" from Aider's default.
import type { Attribution } from "../git/attribution.js";
import type { Settings } from "./settings.js";

export function attribution(values: Settings["values"]): Attribution {
  const flag = (value: unknown) => (typeof value === "boolean" ? value : undefined);
  const result: Attribution = {};
  const author = flag(values.attributeAuthor);
  const committer = flag(values.attributeCommitter);
  const coAuthoredBy = flag(values.attributeCoAuthoredBy);
  if (author !== undefined) result.author = author;
  if (committer !== undefined) result.committer = committer;
  if (coAuthoredBy !== undefined) result.coAuthoredBy = coAuthoredBy;
  return result;
}
