// The environment context (OS, shell, day, language, git, lint/test commands) for the `platform` template
// variable. Facts are inputs gathered by the CLI; the wording lives in one place, src/prompts/platform-text.
import { renderPlatform, type PlatformFacts } from "../prompts/platform-text.js";

export type { PlatformFacts };

/** The `platform` text; the date is reduced to its day so the prompt stays byte-stable (and cached) all day. */
export function platformInfo(facts: PlatformFacts): string {
  return renderPlatform(facts);
}
