// The instructions layer's public exports: AGENTS.md discovery, base instructions, environment text.
// Re-exports only.
export {
  DEFAULT_INSTRUCTIONS_BUDGET,
  INSTRUCTIONS_REPLY,
  loadInstructions,
  type Instructions,
  type LoadedInstructionFile,
  type LoadInstructionsOptions,
} from "./load-instructions.js";
export { BaseInstructionsError, loadBaseInstructions } from "./load-base-instructions.js";
export { platformInfo, type PlatformFacts } from "./platform-info.js";
export { instructionDirs } from "./instruction-dirs.js";
export { cutToBudget, type CutResult } from "./cut-to-budget.js";
export { resolveBasePrompt, type BasePrompt, type BasePromptInput } from "./base-prompt.js";
export { readInstructionFile, type ReadLimits, type ReadOutcome } from "./read-instruction-file.js";
