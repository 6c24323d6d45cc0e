// Says when a model is past or near its end-of-life, in one line naming the model to move to.
// Pure: today's date is passed in; the CLI prints the line (the library never does).
import { currentOfLine } from "./current-models.js";
import { END_OF_LIFE, END_OF_LIFE_NOTICE_DAYS, type EndOfLife } from "./end-of-life-data.js";
import { MODEL_LINES } from "./model-lines-data.js";

const DAY_MS = 86_400_000;

/**
 * `claude-sonnet-4-5 reaches end-of-life on 2026-11-30; the current Sonnet is claude-sonnet-5-5
 * (--model claude-sonnet-5-5)`, or undefined when `name` (a table name) has no date within the notice
 * window of `today`.
 */
export function endOfLifeNotice(
  name: string,
  today: Date,
  table: Readonly<Record<string, EndOfLife>> = END_OF_LIFE,
): string | undefined {
  const entry = Object.hasOwn(table, name) ? table[name] : undefined;
  if (!entry) return undefined;
  const daysLeft = (Date.parse(`${entry.date}T00:00:00Z`) - today.getTime()) / DAY_MS;
  if (daysLeft > END_OF_LIFE_NOTICE_DAYS) return undefined;
  const verb = daysLeft <= 0 ? "reached" : "reaches";
  // The current model of the line on that day (the one `sonnet` names), else the entry's successor.
  const line = Object.values(MODEL_LINES).find((l) => l.models.some((model) => model.name === name));
  const current = line && currentOfLine(line, today, { endOfLife: table });
  const successor = current !== undefined && current !== name ? current : entry.successor;
  return (
    `${name} ${verb} end-of-life on ${entry.date}; the current ${entry.line} is ${successor} ` +
    `(--model ${successor})`
  );
}
