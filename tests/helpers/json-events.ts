// Test helper: the `--json` lines of a run, parsed and each validated against the published event schema
// (schema/events.schema.json, draft 2020-12, with ajv): a line that is not JSON, or an event the schema
// does not allow, fails the test that printed it.
import { readFileSync } from "node:fs";
import path from "node:path";
import Ajv2020 from "ajv/dist/2020";

export type JsonEvent = Record<string, unknown> & { event: string; v: number };

export const SCHEMA_PATH = path.join(__dirname, "..", "..", "schema", "events.schema.json");
export const EVENT_SCHEMA = JSON.parse(readFileSync(SCHEMA_PATH, "utf8")) as Record<string, unknown>;

const ajv = new Ajv2020({ allErrors: true, strict: true });
export const validateEvent = ajv.compile(EVENT_SCHEMA);

/** Why `event` is not valid against the schema, or null when it is. */
export function eventProblem(event: unknown): string | null {
  if (validateEvent(event)) return null;
  return ajv.errorsText(validateEvent.errors, { dataVar: "event" });
}

/** One line parsed and validated; throws naming the line and what is wrong with it. */
export function parseEvent(line: string): JsonEvent {
  const event = JSON.parse(line) as JsonEvent;
  const problem = eventProblem(event);
  if (problem !== null) throw new Error(`--json event not valid against its schema: ${problem}\n${line}`);
  return event;
}

/** Every line of `stdout` parsed and validated. */
export function jsonEvents(stdout: string): JsonEvent[] {
  return stdout
    .split("\n")
    .filter((line) => line !== "")
    .map(parseEvent);
}
