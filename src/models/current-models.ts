// Which model an alias word names on a given day, and which model replaces a retired one: the newest
// model of the word's line that has come out and has not reached its end-of-life. Pure: the day and
// the data are passed in (the data files are the defaults).
import { END_OF_LIFE, type EndOfLife } from "./end-of-life-data.js";
import { MODEL_LINES, type ModelLine } from "./model-lines-data.js";
import { MODEL_ALIASES } from "./model-names-data.js";

export interface LineupData {
  lines?: Readonly<Record<string, ModelLine>>;
  endOfLife?: Readonly<Record<string, EndOfLife>>;
}

const dayOf = (iso: string): number => Date.parse(`${iso}T00:00:00Z`);

/** True from the model's end-of-life date on (requests fail from that day). */
export function isRetired(
  name: string,
  today: Date,
  endOfLife: Readonly<Record<string, EndOfLife>> = END_OF_LIFE,
): boolean {
  const entry = Object.hasOwn(endOfLife, name) ? endOfLife[name] : undefined;
  return entry !== undefined && dayOf(entry.date) <= today.getTime();
}

/** The newest model of `line` out by `today` and not retired; undefined when there is none. */
export function currentOfLine(line: ModelLine, today: Date, data: LineupData = {}): string | undefined {
  const models = [...line.models].reverse();
  const live = models.find(
    (model) =>
      (model.released === undefined || dayOf(model.released) <= today.getTime()) &&
      !isRetired(model.name, today, data.endOfLife),
  );
  return live?.name;
}

/** Every alias word and the name it sends on `today`: the lines' current models and the fixed words. */
export function modelAliases(today: Date, data: LineupData = {}): Record<string, string> {
  const aliases: Record<string, string> = { ...MODEL_ALIASES };
  for (const [word, line] of Object.entries(data.lines ?? MODEL_LINES)) {
    const current = currentOfLine(line, today, data);
    if (current !== undefined) aliases[word] = current;
  }
  return aliases;
}

/**
 * A role model the tables name (a weak or editor model), made current: a model retired by `today` is
 * replaced by the current model of its line (or, outside the lines, by its end-of-life successor).
 */
export function currentModel(name: string, today: Date, data: LineupData = {}): string {
  if (!isRetired(name, today, data.endOfLife)) return name;
  const line = Object.values(data.lines ?? MODEL_LINES).find((l) => l.models.some((m) => m.name === name));
  const current = line && currentOfLine(line, today, data);
  if (current !== undefined) return current;
  const endOfLife = data.endOfLife ?? END_OF_LIFE;
  return Object.hasOwn(endOfLife, name) ? (endOfLife[name]?.successor ?? name) : name;
}
