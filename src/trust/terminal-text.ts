// Strips terminal control sequences from text that came from a model, a file name or a file's content
// before it reaches a terminal or a log line: ESC sequences (CSI, OSC incl. OSC 52 clipboard writes,
// DCS, …), BEL and every other C0/C1 control except tab and newline. Pure. `--json` output keeps the
// raw text (JSON-escaped) and must not use this. The decision itself is ControlStripper's.
import { ControlStripper } from "./control-stripper.js";

/* eslint-disable no-control-regex -- matching control characters is this file's whole job */
const ANY_CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/;

export function stripControl(text: string): string {
  if (!ANY_CONTROL.test(text)) return text;
  return new ControlStripper().push(text);
}

/** Every string inside a value (an event), stripped; other values as they are. */
export function stripControlDeep<T>(value: T): T {
  if (typeof value === "string") return stripControl(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => stripControlDeep(item)) as T;
  if (typeof value === "object" && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = stripControlDeep(item);
    return out as T;
  }
  return value;
}

/** For text kerf has already coloured: keeps SGR colour codes (ESC [ digits m), strips the rest. */
export function stripControlKeepColour(text: string): string {
  if (!ANY_CONTROL.test(text)) return text;
  const parts = text.split(/(\x1b\[[0-9;]*m)/);
  return parts.map((part, i) => (i % 2 === 1 ? part : stripControl(part))).join("");
}
