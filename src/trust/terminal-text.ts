// Strips terminal control sequences from text that came from a model, a file name or a file's content
// before it reaches a terminal or a log line: ESC sequences (CSI, OSC incl. OSC 52 clipboard writes,
// DCS, …), BEL and every other C0/C1 control except tab and newline. Pure. `--json` output keeps the
// raw text (JSON-escaped) and must not use this.

// OSC / DCS / SOS / PM / APC strings run to BEL or ST (ESC \ or 0x9c); CSI runs to a final byte.
/* eslint-disable no-control-regex -- matching control characters is this file's whole job */
const STRING_SEQUENCE = /(?:\x1b[\]PX^_]|[\x90\x98\x9d\x9e\x9f])[\s\S]*?(?:\x07|\x1b\\|\x9c|$)/g;
const CSI = /(?:\x1b\[|\x9b)[\x20-\x3f]*[\x40-\x7e]?/g;
const OTHER_ESCAPE = /\x1b[\x20-\x2f]*[\x30-\x7e]?/g;
// C0 except \t (0x09) and \n (0x0a); DEL; C1. A lone \r would let text overwrite what was printed.
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/g;

export function stripControl(text: string): string {
  if (!/[\x00-\x08\x0b-\x1f\x7f-\x9f]/.test(text)) return text;
  return text.replace(STRING_SEQUENCE, "").replace(CSI, "").replace(OTHER_ESCAPE, "").replace(CONTROL, "");
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
  if (!/[\x00-\x08\x0b-\x1f\x7f-\x9f]/.test(text)) return text;
  const parts = text.split(/(\x1b\[[0-9;]*m)/);
  return parts.map((part, i) => (i % 2 === 1 ? part : stripControl(part))).join("");
}
