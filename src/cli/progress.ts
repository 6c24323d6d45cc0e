// A one-line progress bar on stderr while the repo map parses many files.
import type { RepoMapReporter } from "../repomap/repo-map-events.js";
import type { Terminal } from "./terminal.js";

export function progressReporter(term: Terminal): RepoMapReporter {
  return (event) => {
    switch (event.type) {
      case "scan-started":
        return term.err(`Scanning ${event.total} files for the repo map…`);
      case "scan-progressed": {
        const width = 30;
        const filled = Math.round((event.done / Math.max(1, event.total)) * width);
        return term.progress(
          `[${"#".repeat(filled)}${".".repeat(width - filled)}] ${event.done}/${event.total}`,
        );
      }
      case "scan-finished":
        return term.progress(
          `Repo map: parsed ${event.parsed} files in ${(event.ms / 1000).toFixed(1)} s`,
          true,
        );
      case "warning":
        return term.err(term.color.yellow(`warning: ${event.detail}`));
      default:
        return;
    }
  };
}
