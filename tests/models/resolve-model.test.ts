import { FAMILY_RULES, MODEL_TABLE, NAME_VARIANTS } from "../../src/models/model-settings-data";
import { modelAliases } from "../../src/models/current-models";
import { SETTING_FIELDS } from "../../src/models/model-settings";
import { resolveModel } from "../../src/models/resolve-model";

describe("resolveModel: the name cascade", () => {
  it.each([
    ["sonnet", "claude-sonnet-5-5"],
    ["opus", "claude-opus-5-5"],
    ["haiku", "claude-haiku-5-5"],
    ["4o", "gpt-4o"],
    ["flash", "gemini-2.5-flash"],
    ["gemini", "gemini-2.5-pro"],
    ["deepseek", "deepseek-chat"],
    ["r1", "deepseek-reasoner"],
    ["SONNET", "claude-sonnet-5-5"],
  ])("alias %s → %s (on 2026-12-06)", (alias, name) => {
    const resolved = resolveModel(alias, { today: new Date("2026-12-06T12:00:00Z") });
    expect({ name: resolved.name, match: resolved.match, expanded: resolved.expanded }).toEqual({
      name,
      match: "alias",
      expanded: name,
    });
  });

  it.each([
    ["qwen2.5-coder:32b", "qwen-2.5-coder-32b", "exact"],
    ["deepseek-r1", "deepseek-reasoner", "exact"],
    ["claude-3.5-sonnet", "claude-3-5-sonnet", "exact"],
    ["Claude-Sonnet-4.5", "claude-sonnet-4-5", "exact"],
    ["ollama_chat/qwen2.5-coder:32b", "qwen-2.5-coder-32b", "prefix"],
    ["openrouter/deepseek/deepseek-r1", "deepseek-reasoner", "prefix"],
  ])("finds %s's settings under %s but sends the name as typed", (typed, name, match) => {
    const resolved = resolveModel(typed);
    expect({ expanded: resolved.expanded, name: resolved.name, match: resolved.match }).toEqual({
      expanded: typed,
      name,
      match,
    });
    const roles = { weakModelName: null, editorModelName: null };
    expect(resolved.settings).toEqual({ ...resolveModel(name).settings, ...roles, name });
    expect(resolved.sources.editFormat).toBe("model table");
  });

  it("names no other model for a model found under another spelling, unless the user's file does", () => {
    expect(resolveModel("deepseek-reasoner").settings.weakModelName).toBe("deepseek-chat");
    const local = resolveModel("ollama_chat/deepseek-r1");
    expect([local.settings.weakModelName, local.settings.editorModelName]).toEqual([null, null]);
    expect(local.sources.weakModelName).toBe("default");
    const userSettings = [
      { name: "deepseek-r1", path: "/u.yml", settings: { weakModelName: "deepseek-r1:1.5b" } },
    ];
    const named = resolveModel("ollama_chat/deepseek-r1", { userSettings });
    expect([named.settings.weakModelName, named.sources.weakModelName]).toEqual([
      "deepseek-r1:1.5b",
      "user file /u.yml",
    ]);
  });

  it.each([
    ["openrouter/sonnet", "sonnet"],
    ["ollama/r1", "r1"],
    ["sonnet-4", "sonnet-4"],
    [" 4o-mini-x", "4o-mini-x"],
  ])("expands an alias only when it is the whole name: %s stays as typed", (typed, bare) => {
    const resolved = resolveModel(typed);
    expect(resolved.expanded).toBe(typed.trim());
    expect(resolved.match).not.toBe("alias");
    expect(resolved.name).toBe(bare);
  });

  it("says alias and sends the expansion when the trimmed, any-case name is an alias word", () => {
    const resolved = resolveModel(" R1 ");
    expect({ requested: resolved.requested, expanded: resolved.expanded, match: resolved.match }).toEqual({
      requested: " R1 ",
      expanded: "deepseek-reasoner",
      match: "alias",
    });
  });

  it("sends an alias word's expansion even when the table has no entry for it", () => {
    const resolved = resolveModel("tiny", { aliases: { tiny: "acme/tiny-1b" } });
    expect({ expanded: resolved.expanded, match: resolved.match, name: resolved.name }).toEqual({
      expanded: "acme/tiny-1b",
      match: "alias",
      name: "tiny-1b",
    });
  });

  it("applies a settings-file entry written under another spelling, and still sends the typed name", () => {
    const userSettings = [{ name: "qwen2.5-coder:32b", path: "/u.yml", settings: { editFormat: "whole" } }];
    for (const typed of ["ollama_chat/qwen2.5-coder:32b", "qwen-2.5-coder-32b-instruct"]) {
      const resolved = resolveModel(typed, { userSettings });
      expect([resolved.expanded, resolved.settings.editFormat, resolved.sources.editFormat]).toEqual([
        typed,
        "whole",
        "user file /u.yml",
      ]);
    }
  });

  it("finds an exact name and says each field came from the model table or a rule", () => {
    const resolved = resolveModel("gpt-4.1");
    expect(resolved.match).toBe("exact");
    expect(resolved.sources.editFormat).toBe("model table");
    expect(resolved.sources.weakModelName).toBe("model table");
    expect(resolved.sources.useTemperature).toBe("default");
  });

  it.each([
    ["openai/gpt-4o", "gpt-4o", ["openai/"]],
    ["anthropic/claude-sonnet-4-5", "claude-sonnet-4-5", ["anthropic/"]],
    ["gemini/gemini-2.5-pro", "gemini-2.5-pro", ["gemini/"]],
    ["deepseek/deepseek-reasoner", "deepseek-reasoner", ["deepseek/"]],
    ["openrouter/anthropic/claude-3.5-sonnet", "claude-3-5-sonnet", ["openrouter/", "anthropic/"]],
    ["openrouter/openai/o4-mini", "o4-mini", ["openrouter/", "openai/"]],
    ["openrouter/qwen/qwen-2.5-coder-32b-instruct", "qwen-2.5-coder-32b", ["openrouter/", "qwen/"]],
    ["ollama/qwen2.5-coder:32b", "qwen-2.5-coder-32b", ["ollama/"]],
    [
      "bedrock/us.anthropic.claude-3-7-sonnet-20250219-v1:0",
      "claude-3-7-sonnet",
      ["bedrock/", "us.", "anthropic."],
    ],
  ])("strips provider prefixes: %s", (requested, name, prefixes) => {
    const resolved = resolveModel(requested);
    expect({
      name: resolved.name,
      match: resolved.match,
      strippedPrefixes: resolved.strippedPrefixes,
    }).toEqual({
      name,
      match: "prefix",
      strippedPrefixes: prefixes,
    });
    expect(resolved.sources.editFormat).toBe("model table");
  });

  it.each([
    ["claude-sonnet-4-20250514", "claude-sonnet-4"],
    ["gpt-4o-2024-08-06", "gpt-4o"],
    ["openrouter/anthropic/claude-3.7-sonnet:beta", "claude-3-7-sonnet"],
    ["claude-3-5-sonnet-latest", "claude-3-5-sonnet"],
  ])("drops release-date and channel suffixes: %s", (requested, name) => {
    expect(resolveModel(requested).name).toBe(name);
  });

  it("applies family rules to an unknown member of a known family, naming the rule", () => {
    // A Claude the table does not list yet (the table lists every Claude the SDK knows).
    const resolved = resolveModel("openrouter/anthropic/claude-opus-6");
    expect(resolved.match).toBe("family");
    expect(resolved.name).toBe("claude-opus-6");
    expect(resolved.settings.editFormat).toBe("diff");
    expect(resolved.settings.cacheControl).toBe(true);
    expect(resolved.sources.editFormat).toBe("family rule ^claude-");
    expect(resolved.sources.prices).toBe("default");
  });

  it("gives a reasoning o-series model no temperature and the formatting prefix by family rule", () => {
    const resolved = resolveModel("o1-pro");
    expect(resolved.settings.useTemperature).toBe(false);
    expect(resolved.settings.systemPromptPrefix).toBe("Formatting re-enabled.");
    expect(resolved.sources.useTemperature).toBe("family rule ^o[134](-|$)");
  });

  it("counts older GPT-4 models with cl100k_base", () => {
    expect(resolveModel("gpt-4-0613").settings.tokenizer).toBe("cl100k_base");
    expect(resolveModel("gpt-3.5-turbo").settings.tokenizer).toBe("cl100k_base");
    expect(resolveModel("gpt-4o").settings.tokenizer).toBe("o200k_base");
  });

  it("falls back to defaults for a model it knows nothing about: whole files, no repo map", () => {
    const resolved = resolveModel("acme/mystery-7b");
    expect(resolved.match).toBe("default");
    expect(resolved.name).toBe("mystery-7b");
    expect(resolved.settings).toEqual({
      name: "mystery-7b",
      editFormat: "whole",
      weakModelName: null,
      editorModelName: null,
      editorEditFormat: null,
      useRepoMap: false,
      lazy: false,
      overeager: false,
      reminder: "user",
      examplesAsSystemMessage: false,
      useSystemPrompt: true,
      useTemperature: true,
      streaming: true,
      cacheControl: false,
      cachesByDefault: false,
      systemPromptPrefix: null,
      reasoningTag: null,
      extraParams: null,
      allowsPrefill: false,
      contextWindow: null,
      maxOutputTokens: null,
      prices: null,
      tokenizer: "o200k_base",
      basePrompt: "default",
      developerRole: false,
      acceptsSettings: null,
      reasoningEffort: null,
      thinkingTokens: null,
      thinkingType: "enabled",
      api: null,
      minCacheTokens: 1024,
      nativeTools: null,
    });
    expect(new Set(Object.values(resolved.sources))).toEqual(new Set(["default"]));
  });

  it("resolves gpt-4o to the whole expected settings object", () => {
    expect(resolveModel("gpt-4o").settings).toEqual({
      name: "gpt-4o",
      editFormat: "diff",
      weakModelName: "gpt-4o-mini",
      editorModelName: null,
      editorEditFormat: "diff",
      useRepoMap: true,
      lazy: true,
      overeager: false,
      reminder: "sys",
      examplesAsSystemMessage: true,
      useSystemPrompt: true,
      useTemperature: true,
      streaming: true,
      cacheControl: false,
      cachesByDefault: false,
      systemPromptPrefix: null,
      reasoningTag: null,
      extraParams: null,
      allowsPrefill: false,
      contextWindow: 128000,
      maxOutputTokens: 16384,
      prices: { input: 2.5, output: 10, cacheRead: 1.25 },
      tokenizer: "o200k_base",
      basePrompt: "openai",
      developerRole: false,
      acceptsSettings: null,
      reasoningEffort: null,
      thinkingTokens: null,
      thinkingType: "enabled",
      api: null,
      minCacheTokens: 1024,
      nativeTools: null,
    });
  });
});

describe("the model table records the public facts", () => {
  const required = [
    "gpt-4o",
    "gpt-4o-mini",
    "gpt-4.1",
    "gpt-4.1-mini",
    "gpt-5",
    "gpt-5-mini",
    "o1",
    "o1-mini",
    "o1-preview",
    "o3",
    "o3-mini",
    "o4-mini",
    "claude-3-5-sonnet",
    "claude-3-7-sonnet",
    "claude-sonnet-4",
    "claude-sonnet-4-5",
    "claude-opus-4",
    "claude-opus-4-1",
    "claude-haiku-4-5",
    "gemini-2.5-pro",
    "gemini-2.5-flash",
    "deepseek-chat",
    "deepseek-reasoner",
    "qwen-2.5-coder-32b",
    "grok-3-mini",
  ];

  it.each(required)("%s is in the table with its edit format and limits", (name) => {
    const resolved = resolveModel(name);
    expect(resolved.match).toBe("exact");
    expect(resolved.sources.editFormat).toBe("model table");
    expect(resolved.settings.contextWindow).toBeGreaterThan(0);
    expect(resolved.settings.maxOutputTokens).toBeGreaterThan(0);
  });

  it("prices every model but the open-weight one whose hosts set their own", () => {
    const unpriced = required.filter((name) => resolveModel(name).settings.prices === null);
    expect(unpriced).toEqual(["qwen-2.5-coder-32b"]);
  });

  it("sends gemini-2.5-pro diff-fenced edits and o1-mini/o1-preview no system role", () => {
    expect(resolveModel("gemini-2.5-pro").settings.editFormat).toBe("diff-fenced");
    expect(resolveModel("o1-mini").settings.useSystemPrompt).toBe(false);
    expect(resolveModel("o1-preview").settings.useSystemPrompt).toBe(false);
    expect(resolveModel("o1").settings.useSystemPrompt).toBe(true);
  });

  it("marks every Claude model for cache control and prefill", () => {
    const claude = required.filter((name) => name.startsWith("claude-"));
    for (const name of claude) {
      expect([
        name,
        resolveModel(name).settings.cacheControl,
        resolveModel(name).settings.allowsPrefill,
      ]).toEqual([name, true, true]);
    }
  });

  it("sends no temperature to reasoning models", () => {
    const reasoning = [
      "o1",
      "o1-mini",
      "o1-preview",
      "o3",
      "o3-mini",
      "o4-mini",
      "gpt-5",
      "gpt-5-mini",
      "deepseek-reasoner",
    ];
    const withTemperature = reasoning.filter((name) => resolveModel(name).settings.useTemperature !== false);
    expect(withTemperature).toEqual([]);
  });

  it("re-enables markdown for the o-series that take a system prompt", () => {
    const prefixed = ["o1", "o3", "o3-mini", "o4-mini"].map(
      (n) => resolveModel(n).settings.systemPromptPrefix,
    );
    expect(prefixed).toEqual(Array(4).fill("Formatting re-enabled."));
    expect(resolveModel("o1-mini").settings.systemPromptPrefix).toBeNull();
  });

  it("names weak and editor models that are themselves in the table", () => {
    const missing: string[] = [];
    for (const name of Object.keys(MODEL_TABLE)) {
      const { weakModelName, editorModelName } = resolveModel(name).settings;
      for (const other of [weakModelName, editorModelName]) {
        if (other !== null && resolveModel(other).match !== "exact") missing.push(`${name} → ${other}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("points every alias and variant at a table entry and keeps every family rule a valid pattern", () => {
    const dangling = Object.entries({ ...modelAliases(new Date()), ...NAME_VARIANTS }).filter(
      ([, target]) => !Object.hasOwn(MODEL_TABLE, target),
    );
    expect(dangling).toEqual([]);
    const words = Object.keys(modelAliases(new Date()));
    expect(words.filter((word) => Object.hasOwn(NAME_VARIANTS, word))).toEqual([]);
    for (const rule of FAMILY_RULES) expect(() => new RegExp(rule.pattern)).not.toThrow();
  });

  it("returns a source for every field", () => {
    expect(Object.keys(resolveModel("sonnet").sources).sort()).toEqual([...SETTING_FIELDS].sort());
  });
});
