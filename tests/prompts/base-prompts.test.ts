// The package's base prompts: one per family, each stating the same contract, chosen by model-settings
// data, shipped with the package and found from dist/ as from src/.
import { readFileSync } from "node:fs";
import path from "node:path";
import { resolveModel } from "../../src/models/resolve-model";
import {
  BASE_PROMPT_DIR,
  BASE_PROMPT_NAMES,
  basePromptPath,
  packageBasePrompt,
} from "../../src/prompts/base-prompts";
import { resolveBasePrompt } from "../../src/instructions/base-prompt";
import { removeDir, tempDir } from "../helpers/file-tree";
import { writeTree } from "../helpers/write-tree";

const ROOT = path.join(__dirname, "../..");

describe("base prompt files", () => {
  it.each(BASE_PROMPT_NAMES)("%s states the whole contract", (name) => {
    const text = packageBasePrompt(name);
    expect(text).toMatch(/^You are kerf, a coding (assistant|agent)/);
    // The mode and its format come next; only chat files are edited; how to ask for another file;
    // what the repository map is for.
    expect(text).toMatch(/mode/i);
    expect(text).toMatch(/format/i);
    expect(text).toMatch(/added (it )?to the chat|add(ed)? to the chat|add it/i);
    expect(text).toMatch(/ask the user to add it/i);
    expect(text).toMatch(/repository map/i);
    expect(text).toMatch(/never edit|do not edit/i);
    expect(text).not.toMatch(/\{[A-Za-z]+\}/);
  });

  it("are five different texts", () => {
    expect(new Set(BASE_PROMPT_NAMES.map(packageBasePrompt)).size).toBe(5);
  });

  it("ship in the package and resolve the same from dist/prompts as from src/prompts", () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { files: string[] };
    expect(pkg.files).toContain("src/prompts/base");
    expect(BASE_PROMPT_DIR).toBe(path.join(ROOT, "src/prompts/base"));
    expect(path.join(ROOT, "dist/prompts", "../../src/prompts/base")).toBe(BASE_PROMPT_DIR);
    for (const name of BASE_PROMPT_NAMES) expect(basePromptPath(name).startsWith(BASE_PROMPT_DIR)).toBe(true);
  });
});

describe("basePrompt in model settings (family rules as data)", () => {
  it.each([
    ["claude-sonnet-4-5", "anthropic"],
    ["sonnet", "anthropic"],
    ["claude-3-5-haiku-20241022", "anthropic"],
    ["gpt-4o", "openai"],
    ["gpt-4.1-mini", "openai"],
    ["o3", "openai"],
    ["o1-mini", "openai"],
    ["gpt-5", "gpt-5"],
    ["gpt-5-codex", "gpt-5"],
    ["codex-mini-latest", "gpt-5"],
    ["gemini-2.5-pro", "gemini"],
    ["gemini-1.5-flash", "gemini"],
    ["deepseek-chat", "default"],
    ["qwen2.5-coder:32b", "default"],
    ["ollama/llama3", "default"],
  ])("%s → %s", (model, family) => {
    expect(resolveModel(model).settings.basePrompt).toBe(family);
  });

  it("accepts developer messages only where the family defines that role", () => {
    expect(resolveModel("o3").settings.developerRole).toBe(true);
    expect(resolveModel("gpt-5").settings.developerRole).toBe(true);
    expect(resolveModel("gpt-4o").settings.developerRole).toBe(false);
    expect(resolveModel("sonnet").settings.developerRole).toBe(false);
  });
});

describe("resolveBasePrompt", () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDir("kerf-base-");
  });
  afterEach(() => removeDir(dir));

  it("reads a package prompt by name and says where the setting came from", async () => {
    const base = await resolveBasePrompt({ setting: "gemini", settingSource: "family rule ^gemini-" });
    expect(base).toEqual({
      text: packageBasePrompt("gemini"),
      source: "kerf:src/prompts/base/gemini.md (basePrompt from family rule ^gemini-)",
    });
  });

  it("reads the user's own file, and falls back to the default prompt with a warning when it cannot", async () => {
    writeTree(dir, { "mine.md": "Be a pirate.\n", "empty.md": "  \n" });
    const mine = await resolveBasePrompt({ setting: path.join(dir, "mine.md") });
    expect(mine.text).toBe("Be a pirate.");
    for (const file of ["absent.md", "empty.md"]) {
      const fallback = await resolveBasePrompt({ setting: path.join(dir, file) });
      expect(fallback.text).toBe(packageBasePrompt("default"));
      expect(fallback.warning).toContain(file);
    }
  });

  it("prefers the override and names its source", async () => {
    const base = await resolveBasePrompt({
      setting: "openai",
      override: { text: "Mine.", source: "--base-instructions" },
    });
    expect(base).toEqual({ text: "Mine.", source: "--base-instructions" });
  });
});
