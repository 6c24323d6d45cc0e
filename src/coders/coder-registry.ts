// The coder registry: edit format name → Coder class. Explicit registration, no scanning of exports.
import { editFormatNames, registerEditFormat } from "../formats/registry.js";
import type { EditFormat } from "../edits/edit.js";
import type { Coder } from "./base-coder.js";
import type { CoderOptions } from "./coder-options.js";

export interface CoderClass {
  new (options: CoderOptions): Coder;
  readonly editFormat: string;
  /** A format of the edit engine this coder parses with, when it brings its own. */
  readonly parser?: EditFormat | null;
}

const coders = new Map<string, CoderClass>();

export class UnknownCoderError extends Error {
  constructor(readonly format: string) {
    super(`unknown edit format "${format}"; valid formats: ${coderFormats().join(", ")}`);
    this.name = "UnknownCoderError";
  }
}

/** Adds or replaces the coder for its `editFormat`; a coder that brings a parser registers it too. */
export function registerCoder(coder: CoderClass): void {
  if (!coder.editFormat) throw new Error("a coder class needs a static editFormat");
  if (coder.parser && !editFormatNames().includes(coder.parser.name)) registerEditFormat(coder.parser);
  coders.set(coder.editFormat, coder);
}

export function coderClassFor(format: string): CoderClass {
  const coder = coders.get(format);
  if (!coder) throw new UnknownCoderError(format);
  return coder;
}

export function coderFormats(): string[] {
  return [...coders.keys()];
}
