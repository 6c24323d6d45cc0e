import { join } from "node:path";
import { modelSettingsPaths } from "../../src/models/model-settings-paths";
import { resolveModel } from "../../src/models/resolve-model";
import {
  loadModelSettingsFiles,
  ModelSettingsFileError,
  parseModelSettings,
} from "../../src/models/user-model-settings";

const fixtures = join(__dirname, "../fixtures/models");
const home = join(fixtures, "home.kerf.model.settings.yml");
const root = join(fixtures, "root.aider.model.settings.yml");
const cwd = join(fixtures, "cwd.kerf.model.settings.yml");

describe("user model-settings files", () => {
  it("merges home, git root and cwd per field, the later file winning, an alias entry included", async () => {
    const userSettings = await loadModelSettingsFiles([home, root, join(fixtures, "absent.yml"), cwd]);
    const resolved = resolveModel("gpt-4o", { userSettings });
    const picked = Object.fromEntries(
      (
        [
          "editFormat",
          "lazy",
          "weakModelName",
          "examplesAsSystemMessage",
          "useRepoMap",
          "prices",
          "extraParams",
          "reminder",
        ] as const
      ).map((field) => [field, [resolved.settings[field], resolved.sources[field]]]),
    );
    expect(picked).toEqual({
      editFormat: ["udiff", `user file ${root}`],
      lazy: [false, `user file ${home}`],
      weakModelName: [null, `user file ${cwd}`],
      examplesAsSystemMessage: [false, `user file ${root}`],
      useRepoMap: [false, `user file ${cwd}`],
      prices: [{ input: 2, output: 8 }, `user file ${home}`],
      extraParams: [{ top_p: 0.9 }, `user file ${home}`],
      reminder: ["sys", "model table"],
    });
  });

  it("layers every-model extra_params over the table's, under the model's own entry", async () => {
    const userSettings = await loadModelSettingsFiles([home, root]);
    const o3 = resolveModel("o3", { userSettings });
    expect([o3.settings.extraParams, o3.sources.extraParams]).toEqual([{ top_p: 0.9 }, `user file ${home}`]);
    const sonnet = resolveModel("claude-sonnet-4-5", { userSettings });
    expect(sonnet.settings.extraParams).toEqual({ max_tokens: 64000, top_p: 0.9 });
    const local = resolveModel("openrouter/my-org/local-coder", { userSettings });
    expect([local.settings.extraParams, local.sources.extraParams]).toEqual([
      { top_p: 0.9, max_tokens: 4096, extra_headers: { "x-team": "kerf" } },
      `user file ${root}`,
    ]);
  });

  it("lets Aider's aider/extra_params replace keys and merge nested mappings one level deep", async () => {
    const everyModel = join(fixtures, "every-model.aider.yml");
    const userSettings = await loadModelSettingsFiles([root, everyModel]);
    expect(resolveModel("openrouter/my-org/local-coder", { userSettings }).settings.extraParams).toEqual({
      max_tokens: 4096,
      extra_headers: { "x-trace": "on", "x-team": "kerf" },
    });
    expect(resolveModel("claude-opus-4-1", { userSettings }).settings.extraParams).toEqual({
      max_tokens: 1000,
      extra_headers: { "x-trace": "on" },
    });
  });

  it("accepts Aider's snake_case keys as they are (accepts_settings too), ignoring the ones kerf has no use for", () => {
    const text = [
      "- name: openrouter/my-org/local-coder",
      "  edit_format: diff",
      "  use_repo_map: true",
      "  reminder: sys",
      "  use_temperature: 0.2",
      "  examples_as_sys_msg: true",
      "  cache_control: true",
      "  caches_by_default: false",
      "  system_prompt_prefix: /no_think",
      "  reasoning_tag: think",
      "  editor_model_name: gpt-4.1",
      "  editor_edit_format: whole",
      "  weak_model_name: gpt-4.1-mini",
      "  use_system_prompt: false",
      "  streaming: false",
      "  lazy: true",
      "  overeager: true",
      "  max_input_tokens: 32000",
      "  max_output_tokens: 4096",
      "  send_undo_reply: false",
      '  accepts_settings: ["thinking_tokens"]',
      "  extra_params:",
      "    max_tokens: 4096",
    ].join("\n");
    expect(parseModelSettings(text, "/p/.aider.model.settings.yml")).toEqual([
      {
        name: "openrouter/my-org/local-coder",
        path: "/p/.aider.model.settings.yml",
        settings: {
          editFormat: "diff",
          useRepoMap: true,
          reminder: "sys",
          useTemperature: 0.2,
          examplesAsSystemMessage: true,
          cacheControl: true,
          cachesByDefault: false,
          systemPromptPrefix: "/no_think",
          reasoningTag: "think",
          editorModelName: "gpt-4.1",
          editorEditFormat: "whole",
          weakModelName: "gpt-4.1-mini",
          useSystemPrompt: false,
          streaming: false,
          lazy: true,
          overeager: true,
          contextWindow: 32000,
          maxOutputTokens: 4096,
          acceptsSettings: ["thinking_tokens"],
          extraParams: { max_tokens: 4096 },
        },
      },
    ]);
  });

  it("treats an empty file as no entries", () => {
    expect(parseModelSettings("# nothing yet\n", "/p/x.yml")).toEqual([]);
  });

  it.each([
    ["unknown-key.yml", "unknown-key", "edit_fromat", /unknown key "edit_fromat" in the entry for gpt-4o/],
    [
      "bad-value.yml",
      "bad-value",
      "reminder",
      /"reminder" for gpt-4o must be "sys", "user" or null, got "always"/,
    ],
    ["bad-yaml.yml", "bad-yaml", undefined, /is not valid YAML/],
    ["not-a-list.yml", "not-a-list", undefined, /must be a list of entries/],
    ["missing-name.yml", "missing-name", undefined, /entry 1 has no "name"/],
    [
      "every-model-bad.yml",
      "unknown-key",
      "edit_format",
      /cannot be set for every model \("aider\/extra_params"\)/,
    ],
  ])("%s → a typed %s error naming the file", async (file, code, key, message) => {
    const path = join(fixtures, file);
    const error = await loadModelSettingsFiles([path]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelSettingsFileError);
    const typed = error as ModelSettingsFileError;
    expect({ code: typed.code, path: typed.path, key: typed.key }).toEqual({ code, path, key });
    expect(typed.message.startsWith(`${path}: `)).toBe(true);
    expect(typed.message).toMatch(message);
  });
});

describe("modelSettingsPaths", () => {
  it("lists home, git root, cwd and the flag's file in reading order", () => {
    expect(
      modelSettingsPaths({
        home: "/home/u",
        gitRoot: "/work/repo",
        cwd: "/work/repo/pkg",
        flagFile: "/tmp/m.yml",
      }),
    ).toEqual(
      ["/home/u", "/work/repo", "/work/repo/pkg"]
        .flatMap((dir) => [
          `${dir}/.aider.model.metadata.json`,
          `${dir}/.aider.model.settings.yml`,
          `${dir}/.kerf.model.settings.yml`,
        ])
        .concat(["/tmp/m.yml"]),
    );
  });

  it("reads a folder once when cwd is the git root, and skips what is not given", () => {
    const level = (dir: string) => [
      `${dir}/.aider.model.metadata.json`,
      `${dir}/.aider.model.settings.yml`,
      `${dir}/.kerf.model.settings.yml`,
    ];
    expect(modelSettingsPaths({ home: "/home/u", gitRoot: "/work/repo", cwd: "/work/repo/" })).toEqual([
      ...level("/home/u"),
      ...level("/work/repo"),
    ]);
    expect(modelSettingsPaths({ cwd: "/tmp/x", gitRoot: null })).toEqual(level("/tmp/x"));
  });
});
