// The `thinking` field of an Anthropic Messages body in the shape the model takes: a token budget
// (`enabled`) as asked, or adaptive thinking where the model's settings say it refuses a budget. Pure.
import type { ThinkingType } from "../../models/model-settings.js";

/**
 * Claude Opus 4.7, Sonnet 5 and later answer `thinking: {type: "enabled"}` with HTTP 400 and take
 * `{type: "adaptive"}` instead, where the model decides how much to think
 * (platform.claude.com/docs/en/build-with-claude/adaptive-thinking). The docs map no token budget to an
 * effort level, so none is sent and the model's default effort applies. Those models omit thinking text
 * by default; `display: "summarized"` keeps it streaming to the terminal as on earlier models.
 */
export function thinkingFields(
  extra: Record<string, unknown>,
  thinkingType: ThinkingType | undefined,
): Record<string, unknown> {
  const thinking = extra.thinking as { type?: unknown } | undefined;
  if (thinkingType !== "adaptive" || thinking?.type !== "enabled") return extra;
  return { ...extra, thinking: { type: "adaptive", display: "summarized" } };
}
