// The events the repo map reports (progress, notes, warnings) through an injected callback.
// Pure types: the library never prints; the CLI decides how to show these.

export type RepoMapEvent =
  /** Parsing started on this many uncached files (only sent when there are more than 100). */
  | { type: "scan-started"; total: number }
  | { type: "scan-progressed"; done: number; total: number }
  | { type: "scan-finished"; parsed: number; ms: number }
  /** A file was left out of the map: binary, minified, unparsable, unreadable. */
  | { type: "file-skipped"; path: string; reason: string }
  /** Something degraded but the map still works (a corrupt cache, a failed git call). */
  | { type: "warning"; code: string; detail: string };

export type RepoMapReporter = (event: RepoMapEvent) => void;
