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
  /** The history already holds that quote: name the answer by its first words instead of quoting again. */
  replyQuotedBefore?: boolean;
}

export const REPLY_QUOTE_CHARS = 300;
const REPLY_AGAIN_CHARS = 60;

/** The preamble line that quotes an earlier answer (also how a later turn finds it in history). */
export function replyLine(answer: string): string {
  const more = answer.length > REPLY_QUOTE_CHARS ? "…" : "";
  return `[Replying to your earlier answer: "${answer.slice(0, REPLY_QUOTE_CHARS)}${more}"]`;
}

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
  if (facts.replyTo && facts.replyQuotedBefore) {
    const more = facts.replyTo.length > REPLY_AGAIN_CHARS ? "…" : "";
    lines.push(
      `[Replying again to your earlier answer quoted above: "${facts.replyTo.slice(0, REPLY_AGAIN_CHARS)}${more}"]`,
    );
  } else if (facts.replyTo) lines.push(replyLine(facts.replyTo));
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
