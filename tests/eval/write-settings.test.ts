// --write-settings merges the winner into one model's entry, keeps everything else byte for byte where
// possible, names the run in a comment, and refuses when the winner is not significant.
jest.setTimeout(60_000);

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { changeFor, mergeSettingsText, writeModelSettings } from "../../src/eval/write-settings";
import type { Verdict } from "../../src/eval/report/verdict";
import { parseModelSettings } from "../../src/models/user-model-settings";

const USER_FILE = `# my settings
- name: gpt-4o
  edit_format: diff # picked by hand
  use_temperature: false
- name: local/qwen
  edit_format: whole
  extra_params:
    num_ctx: 8192
`;

const win: Verdict = {
  model: "local/qwen",
  winner: "udiff",
  best: "udiff",
  runnerUp: "whole",
  rankedBy: "pass rate",
  points: 30,
  low: 12,
  high: 45,
  text: "local/qwen: udiff beats whole by 30 points, outside the interval (…)",
};

describe("--write-settings", () => {
  it("changes only the winning model's edit_format and comments the run", () => {
    const change = changeFor(win, "qwen-1a2b3c4d", null);
    if (typeof change === "string") throw new Error(change);
    const merged = mergeSettingsText(USER_FILE, change);
    const before = parse(USER_FILE) as Record<string, unknown>[];
    const after = parse(merged) as Record<string, unknown>[];
    expect(after[0]).toEqual(before[0]);
    expect(after[1]).toEqual({ ...before[1], edit_format: "udiff" });
    expect(merged).toContain("edit_format: udiff # chosen by kerf eval run qwen-1a2b3c4d");
    expect(merged).toContain("# my settings");
    expect(merged).toContain("edit_format: diff # picked by hand");
    // kerf itself still reads the file.
    expect(parseModelSettings(merged, "f.yml")[1]?.settings.editFormat).toBe("udiff");
  });

  it("adds an entry for a model the file does not have, and creates a missing file", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "kerf-ws-"));
    try {
      const file = path.join(dir, ".kerf.model.settings.yml");
      const change = changeFor({ ...win, model: "new-model" }, "run-9", null);
      if (typeof change === "string") throw new Error(change);
      await writeModelSettings(file, change);
      expect(parse(readFileSync(file, "utf8"))).toEqual([{ name: "new-model", edit_format: "udiff" }]);
      writeFileSync(file, USER_FILE);
      await writeModelSettings(file, change);
      const after = parse(readFileSync(file, "utf8")) as Record<string, unknown>[];
      expect(after.slice(0, 2)).toEqual(parse(USER_FILE));
      expect(after[2]).toEqual({ name: "new-model", edit_format: "udiff" });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("writes nothing without a significant winner", () => {
    const result = changeFor(
      { ...win, winner: null, text: "local/qwen: no significant difference …" },
      "r",
      null,
    );
    expect(result).toBe(
      "local/qwen: no significant winner, nothing written (local/qwen: no significant difference …)",
    );
  });

  it("an architect winner also records its editor model", () => {
    const change = changeFor({ ...win, winner: "architect" }, "r", "gpt-4o-mini");
    expect(typeof change !== "string" && change.fields).toEqual({
      edit_format: "architect",
      editor_model_name: "gpt-4o-mini",
    });
  });
});
