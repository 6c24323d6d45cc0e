// The parse and render of reply formats that carry no edits (ask, architect): prose in, nothing to apply.
// Pure.
import type { Edit, ParseResult } from "../../edits/edit.js";

export function parseNoEdits(): ParseResult {
  return { edits: [], issues: [], commands: [] };
}

export function refuseEdits(format: string): (edits: readonly Edit[]) => string {
  return (edits) => {
    if (edits.length === 0) return "";
    throw new Error(`The ${format} format carries no edits (got ${edits.length}).`);
  };
}
