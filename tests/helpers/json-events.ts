// Test helper: the `--json` lines of a run, parsed; a line that is not JSON fails the test.
export type JsonEvent = Record<string, unknown> & { event: string };

export function jsonEvents(stdout: string): JsonEvent[] {
  return stdout
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as JsonEvent);
}
