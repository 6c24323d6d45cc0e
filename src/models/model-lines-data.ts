// The Claude lines an alias word names (`sonnet`, `opus`, `haiku`): each line's models, oldest first,
// with the day each came out. Data only; which model is current on a given day is decided in
// current-models.ts from this and the end-of-life dates (end-of-life-data.ts).
// Dates: each model's page under platform.claude.com/docs/en/models ("Released …"), read 2026-12-06;
// Sonnet 5.5 and Haiku 5.5 from their first API guides (2026-09-29, 2026-10-07), their pages' dates not
// found. A model without a date came out before this table was written (2026-12-06) on a day the pages
// searched did not give.

export interface LineModel {
  /** A table name, sent as it is. */
  name: string;
  /** YYYY-MM-DD: the alias names it from that day on. */
  released?: string;
}

export interface ModelLine {
  /** The line in the user's words ("Sonnet"). */
  line: string;
  /** Oldest first. */
  models: readonly LineModel[];
}

export const MODEL_LINES: Readonly<Record<string, ModelLine>> = {
  sonnet: {
    line: "Sonnet",
    models: [
      { name: "claude-sonnet-4-5", released: "2025-09-29" },
      { name: "claude-sonnet-4-6", released: "2026-02-17" },
      { name: "claude-sonnet-5", released: "2026-06-30" },
      { name: "claude-sonnet-5-5", released: "2026-09-29" },
    ],
  },
  opus: {
    line: "Opus",
    models: [
      { name: "claude-opus-4-1", released: "2025-08-05" },
      { name: "claude-opus-4-5", released: "2025-11-24" },
      { name: "claude-opus-4-6", released: "2026-02-05" },
      { name: "claude-opus-4-7" },
      { name: "claude-opus-4-8" },
      { name: "claude-opus-5", released: "2026-07-24" },
      { name: "claude-opus-5-5" },
    ],
  },
  haiku: {
    line: "Haiku",
    models: [
      { name: "claude-haiku-4-5", released: "2025-10-15" },
      { name: "claude-haiku-5-5", released: "2026-10-07" },
    ],
  },
};
