// Models past or near their provider's end-of-life date, and the current model of the same line. Data
// only. Dates copied (not imported) from @anthropic-ai/sdk 1.14.0's internal/data/deprecated-models.js,
// as platform.claude.com/docs/en/about-claude/model-deprecations gives them.

export interface EndOfLife {
  /** The retirement date, YYYY-MM-DD: requests fail from that day on. */
  date: string;
  /** The model line in the user's words ("Sonnet"). */
  line: string;
  /** The current model of that line, a table name. */
  successor: string;
}

export const END_OF_LIFE: Readonly<Record<string, EndOfLife>> = {
  "claude-sonnet-4-5": { date: "2026-11-30", line: "Sonnet", successor: "claude-sonnet-5-5" },
  "claude-opus-4-5": { date: "2027-01-22", line: "Opus", successor: "claude-opus-5-5" },
  "claude-mythos-preview": { date: "2026-06-30", line: "Mythos", successor: "claude-mythos-5-1" },
};

/** How many days before the date a session is told. */
export const END_OF_LIFE_NOTICE_DAYS = 90;
