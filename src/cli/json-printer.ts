// `--json`: one JSON object per line on stdout for every event; nothing else goes to stdout.
import type { CoderEvent } from "../coders/coder-events.js";
import type { CliIo } from "./cli-io.js";

/** The wire name of each event: the coder's own names, with the reply text as `reply`. */
export function jsonLine(event: Record<string, unknown> & { type: string }): string {
  const { type, ...rest } = event;
  // JSON.stringify escapes C0 controls; C1 (U+0080–U+009F) and DEL are escaped too, so a raw CSI
  // (U+009B) never reaches a terminal that shows the JSON.
  return JSON.stringify({ event: type === "reply-delta" ? "reply" : type, ...rest }).replace(
    /[\u007f-\u009f]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

export class JsonPrinter {
  constructor(private readonly io: CliIo) {}

  emit(event: Record<string, unknown> & { type: string }): void {
    this.io.stdout.write(jsonLine(event) + "\n");
  }

  readonly handle = (event: CoderEvent): void => this.emit(event);
}
