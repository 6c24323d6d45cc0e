// The edit-format registry: name → parser/renderer. Explicit entries, no scanning; plugins add theirs.
import type { EditFormat } from "../edits/edit.js";
import { editBlockFencedFormat } from "./editblock-fenced/format.js";
import { editBlockFormat } from "./editblock/format.js";
import { patchFormat } from "./patch/format.js";
import { udiffFormat } from "./udiff/format.js";
import { wholeFileFormat } from "./wholefile/format.js";

const formats = new Map<string, EditFormat>(
  [editBlockFormat, editBlockFencedFormat, wholeFileFormat, udiffFormat, patchFormat].map((f) => [f.name, f]),
);

export class UnknownEditFormatError extends Error {
  constructor(readonly format: string) {
    super(`unknown edit format "${format}"; valid formats: ${editFormatNames().join(", ")}`);
    this.name = "UnknownEditFormatError";
  }
}

export function getEditFormat(name: string): EditFormat {
  const format = formats.get(name);
  if (!format) throw new UnknownEditFormatError(name);
  return format;
}

/** Adds or replaces a format (for plugins and custom coders). */
export function registerEditFormat(format: EditFormat): void {
  formats.set(format.name, format);
}

export function editFormatNames(): string[] {
  return [...formats.keys()];
}
