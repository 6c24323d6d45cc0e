// Coder classes over the one format registry (src/formats/registry.ts): registering a coder registers
// its format object with it, and a format name finds its coder there. No registry of its own.
import type { EditFormat } from "../formats/edit-format.js";
import { editFormatNames, registerSpeaker, speakerOf } from "../formats/registry.js";
import type { Coder } from "./base-coder.js";
import type { CoderOptions } from "./coder-options.js";

export interface CoderClass {
  new (options: CoderOptions): Coder;
  /** The format this coder speaks, held by reference: its name, parser, renderer and prompts. */
  readonly format: EditFormat;
}

const EXPECTED =
  "`static format`, an EditFormat object { name, policy, parse, render, prompts } " +
  '(see "Adding a coder" in kerf\'s README: static format = { ...kerf.editBlockFormat, name: "my-format", … })';

/** Adds or replaces the coder for its format; the format is registered (or replaced) under its name.
 *  A class without a format object of its own shape is refused, naming what it expects. */
export function registerCoder(coder: CoderClass): void {
  const problem = shapeProblem(coder);
  if (problem) throw new TypeError(`registerCoder: ${problem}; a coder class needs ${EXPECTED}`);
  registerSpeaker(coder);
}

/** Why `coder` cannot be registered, or undefined when it can. */
function shapeProblem(coder: unknown): string | undefined {
  if (typeof coder !== "function") return `expected a coder class, got ${typeof coder}`;
  const name = coder.name || "the class";
  const own = (key: string) => Object.prototype.hasOwnProperty.call(coder, key);
  const format = (coder as { format?: unknown }).format;
  // An earlier shape named the format with a string and would silently take over the inherited one.
  if (!own("format") && own("editFormat")) {
    const word = JSON.stringify((coder as { editFormat?: unknown }).editFormat);
    const inherited = isFormat(format)
      ? `, and would replace the coder of the "${format.name}" format it inherits`
      : "";
    return `${name} declares \`static editFormat = ${word}\`, a name without a format object${inherited}`;
  }
  if (format === undefined) return `${name} has no \`static format\``;
  if (!isFormat(format)) return `${name}'s \`static format\` is not an EditFormat object`;
  return undefined;
}

function isFormat(value: unknown): value is EditFormat {
  if (typeof value !== "object" || value === null) return false;
  const format = value as Record<string, unknown>;
  return (
    typeof format.name === "string" &&
    format.name !== "" &&
    typeof format.policy === "string" &&
    ["parse", "render", "prompts"].every((key) => typeof format[key] === "function")
  );
}

/** The coder for a format name; an unknown name throws UnknownEditFormatError listing the valid ones. */
export function coderClassFor(name: string): CoderClass {
  const coder = speakerOf(name);
  if (!coder) throw new Error(`edit format "${name}" has no coder: register one with registerCoder`);
  return coder as CoderClass;
}

/** The format names a coder can be created for, in registration order. */
export function coderFormats(): string[] {
  return editFormatNames().filter((name) => speakerOf(name) !== undefined);
}
