import { modelRoles } from "../../src/models/model-roles";
import { resolveModel } from "../../src/models/resolve-model";

describe("modelRoles", () => {
  it("uses the table's weak and editor models, and summarises with the weak model then the main one", () => {
    expect(modelRoles(resolveModel("o3").settings)).toEqual({
      weak: "gpt-4.1-mini",
      editor: "gpt-4.1",
      editorEditFormat: "diff",
      summarizers: ["gpt-4.1-mini", "o3"],
    });
  });

  it("falls back to the main model for every role when the settings name none", () => {
    expect(modelRoles(resolveModel("acme/mystery-7b").settings)).toEqual({
      weak: "mystery-7b",
      editor: "mystery-7b",
      editorEditFormat: "whole",
      summarizers: ["mystery-7b"],
    });
  });

  it("never hands an editor a format that cannot edit", () => {
    const settings = { ...resolveModel("acme/mystery-7b").settings, editFormat: "architect" };
    expect(modelRoles(settings).editorEditFormat).toBe("diff");
  });
});
