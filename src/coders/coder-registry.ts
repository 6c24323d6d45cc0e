// Which Coder class runs each edit format. Keyed by the format object itself: names live only in the
// one format registry (src/formats/registry.ts), and registering a coder registers its format there.
import { getEditFormat, registerEditFormat, editFormatNames } from "../formats/registry.js";
import type { EditFormat } from "../formats/edit-format.js";
import type { Coder } from "./base-coder.js";
import type { CoderOptions } from "./coder-options.js";

export interface CoderClass {
  new (options: CoderOptions): Coder;
  /** The format this coder speaks, held by reference: its name, parser, renderer and prompts. */
  readonly format: EditFormat;
}

const coders = new Map<EditFormat, CoderClass>();

/** Adds or replaces the coder for its format; the format is registered (or replaced) under its name. */
export function registerCoder(coder: CoderClass): void {
  if (!coder.format?.name) throw new Error("a coder class needs a static format (an EditFormat object)");
  registerEditFormat(coder.format);
  coders.set(coder.format, coder);
}

/** The coder for a format name; an unknown name throws UnknownEditFormatError listing the valid ones. */
export function coderClassFor(name: string): CoderClass {
  const format = getEditFormat(name);
  const coder = coders.get(format);
  if (!coder) throw new Error(`edit format "${name}" has no coder: register one with registerCoder`);
  return coder;
}

/** The format names a coder can be created for, in registration order. */
export function coderFormats(): string[] {
  return editFormatNames().filter((name) => coders.has(getEditFormat(name)));
}
