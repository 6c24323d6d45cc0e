// The one edit-format registry: format.name → EditFormat. Explicit entries, no scanning; registerCoder
// adds a plugin coder's format here. Coders are found through it (coders/coder-registry.ts).
import { architectFormat } from "./architect/format.js";
import { askFormat } from "./ask/format.js";
import { contextFormat } from "./context/format.js";
import type { EditFormat } from "./edit-format.js";
import { editBlockFencedFormat } from "./editblock-fenced/format.js";
import { editBlockFormat } from "./editblock/format.js";
import { editToolFormat } from "./edit-tool/format.js";
import { patchFormat } from "./patch/format.js";
import { patchToolFormat } from "./patch-tool/format.js";
import { udiffFormat } from "./udiff/format.js";
import { wholeFileFormat } from "./wholefile/format.js";

const BUILT_IN = [
  editBlockFormat,
  editBlockFencedFormat,
  wholeFileFormat,
  udiffFormat,
  patchFormat,
  patchToolFormat,
  editToolFormat,
  architectFormat,
  askFormat,
  contextFormat,
];
const formats = new Map<string, EditFormat>(BUILT_IN.map((format) => [format.name, format]));

/** The one "no such format" error: a usage error that lists every valid name. */
export class UnknownEditFormatError extends Error {
  constructor(readonly format: string) {
    super(`unknown edit format "${format}"; valid formats: ${editFormatNames().join(", ")}`);
    this.name = "UnknownEditFormatError";
  }
}

/** The format registered under `name` (user input: --edit-format, /chat-mode, the library's string API). */
export function getEditFormat(name: string): EditFormat {
  const format = formats.get(name);
  if (!format) throw new UnknownEditFormatError(name);
  return format;
}

/** Adds or replaces a format (for plugins and custom coders). */
export function registerEditFormat(format: EditFormat): void {
  if (!format.name) throw new Error("an edit format needs a name");
  formats.set(format.name, format);
}

/** A registered format whose replies only talk (`editsFiles: false`); unknown names are not. */
export function isTalkingFormat(name: string): boolean {
  return formats.get(name)?.editsFiles === false;
}

export function editFormatNames(): string[] {
  return [...formats.keys()];
}
