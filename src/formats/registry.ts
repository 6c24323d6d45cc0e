// The one edit-format registry: format.name → the format object, and the class that speaks it (a Coder
// class with `static format`, attached by registerCoder; opaque here, since coders sit above formats).
// Explicit entries, no scanning. Every list of formats (help, `--edit-formats all`, /chat-mode, the
// editor's and eval's choices) is read from here; nothing else keeps format names.
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

/** What speaks a format: in kerf, a Coder class, whose `static format` is the format it speaks. */
export interface FormatSpeaker {
  readonly format: EditFormat;
}

interface Entry {
  format: EditFormat;
  speaker?: FormatSpeaker;
}

const entries = new Map<string, Entry>(BUILT_IN.map((format) => [format.name, { format }]));

/** The one "no such format" error: a usage error that lists every valid name. */
export class UnknownEditFormatError extends Error {
  constructor(readonly format: string) {
    super(`unknown edit format "${format}"; valid formats: ${editFormatNames().join(", ")}`);
    this.name = "UnknownEditFormatError";
  }
}

function entryOf(name: string): Entry {
  const entry = entries.get(name);
  if (!entry) throw new UnknownEditFormatError(name);
  return entry;
}

/** The format registered under `name` (user input: --edit-format, /chat-mode, the library's string API). */
export function getEditFormat(name: string): EditFormat {
  return entryOf(name).format;
}

/** Adds or replaces a format (for plugins and custom coders); a replaced format loses its speaker. */
export function registerEditFormat(format: EditFormat): void {
  if (!format.name) throw new Error("an edit format needs a name");
  const known = entries.get(format.name);
  entries.set(format.name, known?.format === format ? known : { format });
}

/** Registers `speaker.format` under its name (adding or replacing it) with the class that speaks it. */
export function registerSpeaker(speaker: FormatSpeaker): void {
  registerEditFormat(speaker.format);
  entryOf(speaker.format.name).speaker = speaker;
}

/** The class registered to speak `name`; undefined for a format registered without one. */
export function speakerOf(name: string): FormatSpeaker | undefined {
  return entryOf(name).speaker;
}

/** A registered format whose replies only talk (`editsFiles: false`); unknown names are not. */
export function isTalkingFormat(name: string): boolean {
  return entries.get(name)?.format.editsFiles === false;
}

/** A registered format whose plan an editor model turns into edits (`usesEditor`: architect). */
export function usesEditor(name: string): boolean {
  return entries.get(name)?.format.usesEditor === true;
}

/** Every registered format's name, in registration order. */
export function editFormatNames(): string[] {
  return [...entries.keys()];
}

/** The names of the formats that edit files (`--edit-formats all`, an editor's choices). */
export function editingFormatNames(): string[] {
  return editFormatNames().filter((name) => !isTalkingFormat(name));
}
