// The per-turn preamble: the short text at the start of the current user message that carries what
// changes from turn to turn, so the layers above the cache breakpoints never have to. Pure rendering.

export interface PreambleFacts {
  /** Local date and time, already formatted ("2026-11-25 14:05"), and the time zone name. */
  time?: { local: string; zone: string } | null;
  branch?: string | null;
  /** Files whose git status changed since the last turn; null on the first turn. */
  changedFiles?: number | null;
  /** Names of the skills active this turn. */
  activeSkills?: readonly string[];
  /** Blocks that join the turn once: skill bodies, a subfolder's own instructions. */
  blocks?: readonly string[];
  /** The earlier answer the user replies to (its first 300 characters are quoted). */
  replyTo?: string | null;
}

export const REPLY_QUOTE_CHARS = 300;

export function renderPreamble(facts: PreambleFacts): string {
  const parts: string[] = [];
  if (facts.time) parts.push(`${facts.time.local} (${facts.time.zone})`);
  const git = [
    facts.branch ? `branch ${facts.branch}` : null,
    facts.changedFiles != null
      ? `${facts.changedFiles} file${facts.changedFiles === 1 ? "" : "s"} changed since last turn`
      : null,
  ].filter((text): text is string => text !== null);
  if (git.length > 0) parts.push(git.join(", "));
  if (facts.activeSkills && facts.activeSkills.length > 0)
    parts.push(`skills ${facts.activeSkills.join(", ")}`);
  const lines = parts.length > 0 ? [`[Context: ${parts.join(" | ")}]`] : [];
  if (facts.replyTo) {
    const quote = facts.replyTo.slice(0, REPLY_QUOTE_CHARS);
    const more = facts.replyTo.length > REPLY_QUOTE_CHARS ? "…" : "";
    lines.push(`[Replying to your earlier answer: "${quote}${more}"]`);
  }
  return [...lines, ...(facts.blocks ?? [])].join("\n\n");
}

/** "2026-11-25 14:05" in `zone`; throws for an unknown zone (a caller error). */
export function localTime(date: Date, zone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")} ${get("hour")}:${get("minute")}`;
}
