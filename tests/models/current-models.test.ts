// The alias words and the tables' role models name a current model on the day kerf runs: the newest
// model of the line that has come out and is not past its end-of-life date. Checked against kerf's own
// data for today's date, and with a line whose model comes out, and another retires, on a later day.
import { currentModel, isRetired, modelAliases } from "../../src/models/current-models";
import { END_OF_LIFE } from "../../src/models/end-of-life-data";
import { MODEL_LINES } from "../../src/models/model-lines-data";
import { MODEL_TABLE } from "../../src/models/model-settings-data";
import { resolveModel } from "../../src/models/resolve-model";

const today = new Date();
const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe("aliases and role models on the day kerf runs", () => {
  it("no alias word names a model past its end-of-life date today", () => {
    const retired = Object.entries(modelAliases(today)).filter(([, target]) => isRetired(target, today));
    expect(retired).toEqual([]);
  });

  it("every alias names a table model, and --sonnet/--opus/--haiku each name a model of their line", () => {
    const aliases = modelAliases(today);
    for (const target of Object.values(aliases)) expect(Object.keys(MODEL_TABLE)).toContain(target);
    for (const [word, line] of Object.entries(MODEL_LINES)) {
      expect(line.models.map((model) => model.name)).toContain(aliases[word]);
      expect(resolveModel(word).expanded).toBe(aliases[word]);
    }
  });

  it("no table model's default weak or editor model is past its end-of-life date today", () => {
    const retired: string[] = [];
    for (const name of Object.keys(MODEL_TABLE)) {
      const { weakModelName, editorModelName } = resolveModel(name).settings;
      for (const role of [weakModelName, editorModelName]) {
        if (role !== null && role !== name && isRetired(role, today)) retired.push(`${name} → ${role}`);
      }
    }
    expect(retired).toEqual([]);
  });

  it("every line lists table models, oldest first", () => {
    for (const line of Object.values(MODEL_LINES)) {
      const dates = line.models.flatMap((model) => (model.released ? [model.released] : []));
      expect(dates).toEqual([...dates].sort());
      for (const model of line.models) expect(Object.keys(MODEL_TABLE)).toContain(model.name);
    }
  });
});

describe("a later day moves the alias", () => {
  const lines = {
    sonnet: {
      line: "Sonnet",
      models: [
        { name: "claude-sonnet-5-5", released: "2026-09-29" },
        { name: "claude-sonnet-6", released: "2027-03-01" },
      ],
    },
  };
  const endOfLife = {
    "claude-sonnet-5-5": { date: "2027-06-01", line: "Sonnet", successor: "claude-sonnet-6" },
  };

  it("names the newest model out on that day", () => {
    expect(modelAliases(day("2027-02-28"), { lines, endOfLife }).sonnet).toBe("claude-sonnet-5-5");
    expect(modelAliases(day("2027-03-01"), { lines, endOfLife }).sonnet).toBe("claude-sonnet-6");
  });

  it("with kerf's own data, Sonnet 4.5's end-of-life moves a role model that names it", () => {
    // claude-opus-4-1's table editor model is claude-sonnet-4-5 (retired 2026-11-30).
    expect(END_OF_LIFE["claude-sonnet-4-5"]?.date).toBe("2026-11-30");
    const before = resolveModel("claude-opus-4-1", { today: day("2026-11-29") }).settings;
    const after = resolveModel("claude-opus-4-1", { today: day("2026-11-30") }).settings;
    expect(before.editorModelName).toBe("claude-sonnet-4-5");
    expect(after.editorModelName).toBe("claude-sonnet-5-5");
  });

  it("with kerf's own data, the sonnet alias moved from Sonnet 5 to Sonnet 5.5 on its release", () => {
    expect(resolveModel("sonnet", { today: day("2026-09-28") }).expanded).toBe("claude-sonnet-5");
    expect(resolveModel("sonnet", { today: day("2026-09-29") }).expanded).toBe("claude-sonnet-5-5");
  });

  it("a model past its end-of-life with no newer model in its line gives way to its successor", () => {
    const data = { lines: {}, endOfLife };
    expect(currentModel("claude-sonnet-5-5", day("2027-06-01"), data)).toBe("claude-sonnet-6");
    expect(currentModel("claude-sonnet-5-5", day("2027-05-31"), data)).toBe("claude-sonnet-5-5");
  });

  it("a full model name is sent exactly as typed, retired or not, and keeps itself as editor", () => {
    const resolved = resolveModel("claude-sonnet-4-5", { today: day("2026-12-06") });
    expect([resolved.expanded, resolved.match]).toEqual(["claude-sonnet-4-5", "exact"]);
    expect(resolved.settings.editorModelName).toBe("claude-sonnet-4-5");
    expect(resolveModel("Claude-Sonnet-4-5-20250929").expanded).toBe("Claude-Sonnet-4-5-20250929");
  });
});
