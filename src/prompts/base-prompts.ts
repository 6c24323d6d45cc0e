// The package's base prompts (layer 1): one Markdown file per provider family in src/prompts/base/.
// Reads only those package files (cached); which family a model gets is model-settings data.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** The families kerf ships a base prompt for; `default` is for local and unknown models. */
export const BASE_PROMPT_NAMES = ["anthropic", "openai", "gpt-5", "gemini", "default"] as const;
export type BasePromptName = (typeof BASE_PROMPT_NAMES)[number];

// Two levels up from both src/prompts (tests) and dist/prompts (the built package), three from the tools
// build's copy (dist-tools/src/prompts, `npm run bench`), like queries/tags: tsc copies no .md files,
// so the package ships src/prompts/base itself (package.json "files").
export const BASE_PROMPT_DIR =
  ["../..", "../../.."]
    .map((up) => path.join(__dirname, up, "src/prompts/base"))
    .find((dir) => existsSync(path.join(dir, "default.md"))) ??
  path.join(__dirname, "../../src/prompts/base");

const cache = new Map<BasePromptName, string>();

export function isBasePromptName(value: string): value is BasePromptName {
  return (BASE_PROMPT_NAMES as readonly string[]).includes(value);
}

/** The file a package prompt lives in. */
export function basePromptPath(name: BasePromptName): string {
  return path.join(BASE_PROMPT_DIR, `${name}.md`);
}

/** A package prompt's text, without its trailing newline. */
export function packageBasePrompt(name: BasePromptName): string {
  let text = cache.get(name);
  if (text === undefined) {
    text = readFileSync(basePromptPath(name), "utf8").trimEnd();
    cache.set(name, text);
  }
  return text;
}
