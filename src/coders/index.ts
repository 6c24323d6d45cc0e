// The built-in coders, registered under their edit formats. Importing this module registers them.
import { ArchitectCoder } from "./architect-coder.js";
import { AskCoder } from "./ask-coder.js";
import { ContextCoder } from "./context-coder.js";
import { EditBlockCoder } from "./editblock-coder.js";
import { EditBlockFencedCoder } from "./editblock-fenced-coder.js";
import { EditToolCoder } from "./edit-tool-coder.js";
import { PatchCoder } from "./patch-coder.js";
import { PatchToolCoder } from "./patch-tool-coder.js";
import { registerCoder } from "./coder-lookup.js";
import { UdiffCoder } from "./udiff-coder.js";
import { WholeFileCoder } from "./wholefile-coder.js";

for (const coder of [
  EditBlockCoder,
  EditBlockFencedCoder,
  WholeFileCoder,
  UdiffCoder,
  PatchCoder,
  PatchToolCoder,
  EditToolCoder,
  ArchitectCoder,
  AskCoder,
  ContextCoder,
]) {
  registerCoder(coder);
}

export { Coder, type BuiltMessages, type CreateCoderOptions } from "./base-coder.js";
export { coderClassFor, coderFormats, registerCoder, type CoderClass } from "./coder-lookup.js";
// One "unknown edit format" error; the old coder-level name stays an alias for library users.
export { UnknownEditFormatError as UnknownCoderError } from "../formats/registry.js";
export type { CoderEvent, CoderEventType, Confirm, Question, Reporter } from "./coder-events.js";
export type { CoderOptions } from "./coder-options.js";
export type { TurnResult } from "./turn.js";
export {
  ArchitectCoder,
  AskCoder,
  ContextCoder,
  EditBlockCoder,
  EditBlockFencedCoder,
  EditToolCoder,
  PatchCoder,
  PatchToolCoder,
  UdiffCoder,
  WholeFileCoder,
};
