// The --attribute-* flags as the git layer's Attribution: a flag no source set stays unset (the typed
// settings read it as false), so the attribution rules (src/git/attribution.ts) can tell "explicitly
// on" from Aider's default.
import type { Attribution } from "../git/attribution.js";
import type { Settings } from "./settings.js";

export function attribution(settings: Settings): Attribution {
  const v = settings.values;
  const given = (key: string) => settings.sources[key] !== undefined && settings.sources[key] !== "default";
  const result: Attribution = {};
  if (given("attributeAuthor")) result.author = v.attributeAuthor;
  if (given("attributeCommitter")) result.committer = v.attributeCommitter;
  if (given("attributeCoAuthoredBy")) result.coAuthoredBy = v.attributeCoAuthoredBy;
  return result;
}
