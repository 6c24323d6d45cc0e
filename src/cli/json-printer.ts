// `--json`: one JSON object per line on stdout for every event; nothing else goes to stdout.
import type { CoderEvent } from "../coders/coder-events.js";
import type { CliIo } from "./cli-io.js";

/** The wire name of each event: the coder's own names, with the reply text as `reply`. */
export function jsonLine(event: Record<string, unknown> & { type: string }): string {
  const { type, ...rest } = event;
  return JSON.stringify({ event: type === "reply-delta" ? "reply" : type, ...rest });
}

export class JsonPrinter {
  constructor(private readonly io: CliIo) {}

  emit(event: Record<string, unknown> & { type: string }): void {
    this.io.stdout.write(jsonLine(event) + "\n");
  }

  readonly handle = (event: CoderEvent): void => this.emit(event);
}
