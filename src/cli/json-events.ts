// The `--json` events kerf can emit, as one list typed against where they come from: every coder event,
// every `kerf eval` event and the CLI's own. A new event in any of those unions fails to compile until it
// is listed here, and tests/cli/event-schema/event-schema.test.ts fails until the published schema
// (schema/events.schema.json) defines it. The wire name is the event's, except `reply-delta` → `reply`.
import type { CoderEventType } from "../coders/coder-events.js";
import type { EvalEvent } from "../eval/eval-events.js";

/** The schema version every event carries as `v`: bumped by a breaking change (see the README). */
export const EVENT_SCHEMA_VERSION = 1;

const CODER_EVENTS: Readonly<Record<CoderEventType, true>> = {
  "request-sent": true,
  "reply-delta": true,
  "thinking-delta": true,
  "reply-done": true,
  retry: true,
  "file-changed": true,
  "edit-applied": true,
  "edit-failed": true,
  "commands-suggested": true,
  "commit-created": true,
  "check-failed": true,
  "check-unresolved": true,
  "edits-declined": true,
  "commit-failed": true,
  reflection: true,
  "tool-call": true,
  "tool-result": true,
  "files-added": true,
  usage: true,
  phase: true,
  "history-summarized": true,
  warning: true,
  info: true,
};

const EVAL_EVENTS: Readonly<Record<EvalEvent["type"], true>> = {
  "eval-start": true,
  "language-skipped": true,
  "attempt-start": true,
  "attempt-done": true,
  "eval-done": true,
};

/** The events only the CLI emits: a one-shot run's start and end, a failure, a spend cap's stop, a
 *  fallback, `kerf --trust`. */
const CLI_EVENTS = ["start", "end", "error", "cap-reached", "fallback", "trusted"] as const;

export type JsonEventType = CoderEventType | EvalEvent["type"] | (typeof CLI_EVENTS)[number];

export const JSON_EVENT_TYPES: readonly JsonEventType[] = [
  ...(Object.keys(CODER_EVENTS) as CoderEventType[]),
  ...(Object.keys(EVAL_EVENTS) as EvalEvent["type"][]),
  ...CLI_EVENTS,
];

/** The name an event goes by on the wire. */
export function wireName(type: string): string {
  return type === "reply-delta" ? "reply" : type;
}
