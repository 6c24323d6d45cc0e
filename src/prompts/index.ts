// The prompt layer's public exports: the prompt classes, the example tasks, the template renderer.
// Re-exports only; which format uses which prompt class is the format object's (src/formats).
import { ArchitectPrompts } from "./architect-prompts.js";
import { AskPrompts } from "./ask-prompts.js";
import { ContextPrompts } from "./context-prompts.js";
import { EditBlockFencedPrompts } from "./editblock-fenced-prompts.js";
import { EditBlockPrompts } from "./editblock-prompts.js";
import { PatchPrompts } from "./patch-prompts.js";
import { UdiffPrompts } from "./udiff-prompts.js";
import { WholeFilePrompts } from "./wholefile-prompts.js";

export {
  ArchitectPrompts,
  AskPrompts,
  ContextPrompts,
  EditBlockFencedPrompts,
  EditBlockPrompts,
  PatchPrompts,
  UdiffPrompts,
  WholeFilePrompts,
};
export { CoderPrompts } from "./coder-prompts.js";
export {
  EditorEditBlockFencedPrompts,
  EditorEditBlockPrompts,
  EditorPatchPrompts,
  EditorUdiffPrompts,
  EditorWholeFilePrompts,
} from "./editor-prompts.js";
export {
  BASE_PROMPT_DIR,
  BASE_PROMPT_NAMES,
  basePromptPath,
  isBasePromptName,
  packageBasePrompt,
  type BasePromptName,
} from "./base-prompts.js";
export { renderEnvironmentContext, type EnvironmentFacts } from "./environment-context.js";
export { EXAMPLE_TASKS, type ExampleFile, type ExampleTask } from "./example-tasks.js";
export { editsForFormat, renderExampleMessages, type ExampleFormat } from "./examples.js";
export { dayOf, renderPlatform, type PlatformFacts } from "./platform-text.js";
export { renderFileBlock } from "./render-file-block.js";
export {
  renderTemplate,
  TemplateError,
  TEMPLATE_VARIABLE_NAMES,
  type TemplateErrorCode,
  type TemplateVariableName,
  type TemplateVariables,
} from "./render-template.js";
export { buildTemplateVariables, DEFAULT_LANGUAGE, type TemplateSettings } from "./template-variables.js";
export { languageName, localeCode, resolveUserLanguage, type UserLanguageInput } from "./user-language.js";
