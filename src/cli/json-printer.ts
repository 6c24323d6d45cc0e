// `--json`: one JSON object per line on stdout for every event; nothing else goes to stdout. Control
// characters stay (JSON-escaped); the session's keys are masked (a key split over two reply events too),
// and a diff has every credential shape masked, as on the terminal.
import type { CoderEvent } from "../coders/coder-events.js";
import type { RepoMapEvent } from "../repomap/repo-map-events.js";
import { maskDeep, maskKeys, maskSecrets, StreamMasker } from "../trust/secret-mask.js";
import type { CliIo } from "./cli-io.js";
import { notWritten } from "./event-printer.js";
import type { EditIssue } from "../edits/edit.js";
import { issueDetail } from "../edits/issue-text.js";
import { EVENT_SCHEMA_VERSION, wireName, type JsonEventType } from "./json-events.js";

/** An event to print: its type and its fields. */
export type JsonEvent = Record<string, unknown> & { type: JsonEventType };

/** An issue as `--json` shows it: its reason as the person's sentence (`detail`), in the reason's place. */
function issueWithDetail(issue: EditIssue): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(issue).map(([key, value]) =>
      key === "reason" ? ["detail", issueDetail(issue)] : [key, value],
    ),
  );
}

/** One line: the event's wire name (json-events.ts), the schema version `v`, then its fields. */
export function jsonLine(event: Record<string, unknown> & { type: string }): string {
  const { type, ...rest } = event;
  // JSON.stringify escapes C0 controls; C1 (U+0080–U+009F) and DEL are escaped too, so a raw CSI
  // (U+009B) never reaches a terminal that shows the JSON.
  return JSON.stringify({ event: wireName(type), v: EVENT_SCHEMA_VERSION, ...rest }).replace(
    /[\u007f-\u009f]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

export class JsonPrinter {
  private readonly stream: StreamMasker;

  constructor(
    private readonly io: CliIo,
    private readonly secrets: readonly string[] = [],
  ) {
    this.stream = new StreamMasker(secrets);
  }

  emit(event: JsonEvent): void {
    const masked = maskDeep(event, (text) => maskKeys(text, this.secrets));
    this.io.stdout.write(jsonLine(masked) + "\n");
  }

  /** The repo map's warnings (a symlink out of the project, a refused ignore file, a git timeout) as
   *  `warning` events with their code; its progress is not JSON-worthy. */
  readonly mapWarnings = (event: RepoMapEvent): void => {
    if (event.type === "warning") this.emit({ type: "warning", message: event.detail, code: event.code });
  };

  readonly handle = (event: CoderEvent): void => {
    if (event.type === "reply-delta") {
      const text = this.stream.push(event.text);
      return text === "" ? undefined : this.emit({ ...event, text });
    }
    const tail = this.stream.end();
    if (tail !== "") this.emit({ type: "reply-delta", text: tail });
    if (event.type === "file-changed") {
      const diff = maskSecrets(event.change.diff, this.secrets);
      // `written: false` and the note say, per file, that a dry run left it as it was.
      const dry = event.dryRun ? { written: false, note: notWritten(event.change.path) } : { written: true };
      return this.emit({ ...event, change: { ...event.change, diff }, ...dry });
    }
    if (event.type === "edit-failed") return this.emit({ ...event, issue: issueWithDetail(event.issue) });
    this.emit(event);
  };
}
