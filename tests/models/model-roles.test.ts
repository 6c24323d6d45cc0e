import { modelRoles, routedLike } from "../../src/models/model-roles";
import { resolveModel } from "../../src/models/resolve-model";
import { isTalkingFormat, registerEditFormat } from "../../src/formats/registry";
import { askFormat } from "../../src/formats/ask/format";
import { udiffFormat } from "../../src/formats/udiff/format";

describe("modelRoles", () => {
  it("uses the table's weak and editor models, and summarises with the weak model then the main one", () => {
    expect(modelRoles(resolveModel("o3").settings, isTalkingFormat)).toEqual({
      weak: "gpt-4.1-mini",
      editor: "gpt-4.1",
      editorEditFormat: "diff",
      summarizers: ["gpt-4.1-mini", "o3"],
    });
  });

  it("falls back to the main model for every role when the settings name none", () => {
    expect(modelRoles(resolveModel("acme/mystery-7b").settings, isTalkingFormat)).toEqual({
      weak: "mystery-7b",
      editor: "mystery-7b",
      editorEditFormat: "whole",
      summarizers: ["mystery-7b"],
    });
  });

  it.each(["architect", "ask", "context"])("never hands an editor the talking format %s", (format) => {
    const settings = { ...resolveModel("acme/mystery-7b").settings, editFormat: format };
    expect(modelRoles(settings, isTalkingFormat).editorEditFormat).toBe("diff");
  });

  it("decides talking by the format object's editsFiles field, so a plugin format can declare it", () => {
    registerEditFormat({ ...askFormat, name: "plugin-chat" });
    registerEditFormat({ ...udiffFormat, name: "plugin-edit" });
    expect(isTalkingFormat("plugin-chat")).toBe(true);
    expect(isTalkingFormat("plugin-edit")).toBe(false);
    expect(isTalkingFormat("never-registered")).toBe(false);
    const base = resolveModel("acme/mystery-7b").settings;
    expect(modelRoles({ ...base, editFormat: "plugin-chat" }, isTalkingFormat).editorEditFormat).toBe("diff");
    expect(modelRoles({ ...base, editFormat: "plugin-edit" }, isTalkingFormat).editorEditFormat).toBe(
      "plugin-edit",
    );
  });
});

describe("routedLike", () => {
  it.each([
    ["qwen2.5-coder:32b", "qwen2.5-coder:32b", "qwen2.5-coder:32b"],
    ["ollama_chat/qwen2.5-coder:32b", "ollama_chat/qwen2.5-coder:32b", "ollama_chat/qwen2.5-coder:32b"],
    ["ollama_chat/deepseek-r1", "ollama_chat/deepseek-r1", "ollama_chat/deepseek-r1"],
    ["deepseek-reasoner", "deepseek-chat", "deepseek-chat"],
    [
      "openrouter/deepseek/deepseek-reasoner",
      "openrouter/deepseek/deepseek-chat",
      "openrouter/deepseek/deepseek-chat",
    ],
    ["hosted_vllm/Org/Coder-7B", "hosted_vllm/Org/Coder-7B", "hosted_vllm/Org/Coder-7B"],
  ])(
    "routes %s's weak and editor models as %s and %s (the typed name where the table names no other)",
    (typed, weak, editor) => {
      const main = resolveModel(typed);
      const roles = modelRoles(main.settings, isTalkingFormat);
      expect([routedLike(main, roles.weak), routedLike(main, roles.editor)]).toEqual([weak, editor]);
    },
  );
});
