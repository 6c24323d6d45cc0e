// The settings schema derived from the flag table: every flag's key and type, the defaults declared
// once (the library's DEFAULTS), and wrong-typed values refused with the source named.
import os from "node:os";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DEFAULTS, MAP_REFRESH_MODES } from "../../src/core/defaults";
import { FLAGS, flagByName, optionKey } from "../../src/cli/flags";
import { mergeSettings } from "../../src/cli/settings";
import { flagCoderOptions } from "../../src/cli/setup";
import { toKerfSettings, type KerfSettings } from "../../src/cli/settings-schema";
import { removeDir, tempDir } from "../helpers/file-tree";

/** Compile-time checks (npm run typecheck): the type follows each row's kind, choices and default. */
function typedAccess(s: KerfSettings) {
  const reflections: number = s.maxReflections;
  const mapTokens: number | undefined = s.mapTokens;
  const refresh: (typeof MAP_REFRESH_MODES)[number] = s.mapRefresh;
  const shortcut: boolean = s.gpt5;
  const read: readonly string[] = s.read;
  const model: string | undefined = s.model;
  // @ts-expect-error an alias (`yes`) has no key of its own
  void s.yes;
  // @ts-expect-error a number flag is not a string
  const wrong: string = s.mapTokens;
  // @ts-expect-error a flag without a default may be unset
  const unset: number = s.thinkingTokens;
  return [reflections, mapTokens, refresh, shortcut, read, model, wrong, unset];
}
void typedAccess;

const kindOf = (value: unknown) =>
  Array.isArray(value) ? "list" : typeof value === "undefined" ? "unset" : typeof value;

describe("KerfSettings from the flag table", () => {
  const empty = toKerfSettings({});
  const byKey: Record<string, unknown> = empty;

  it("has one key per flag (aliases excepted), each holding its kind at run time", () => {
    const expected = FLAGS.filter((flag) => !flag.aliasOf).map((flag) => optionKey(flag.name));
    expect(Object.keys(empty).sort()).toEqual([...expected].sort());
    for (const flag of FLAGS.filter((f) => !f.aliasOf)) {
      const kind = kindOf(byKey[optionKey(flag.name)]);
      const want = flag.kind === "list" || flag.kind === "boolean" || flag.default !== undefined;
      expect([flag.name, kind]).toEqual([flag.name, want ? flag.kind : "unset"]);
    }
  });

  it("names options as commander does: gpt-5 is gpt5, 4-turbo is 4Turbo", () => {
    expect(optionKey("gpt-5")).toBe("gpt5");
    expect(optionKey("4-turbo")).toBe("4Turbo");
    expect(optionKey("map-multiplier-no-files")).toBe("mapMultiplierNoFiles");
  });

  it("takes each library default from DEFAULTS: the flag table and the settings hold the same constant", () => {
    const pairs: [string, unknown][] = [
      ["max-reflections", DEFAULTS.maxReflections],
      ["map-multiplier-no-files", DEFAULTS.mapMultiplierNoFiles],
      ["map-refresh", DEFAULTS.mapRefresh],
      ["instructions-max-bytes", DEFAULTS.instructionsMaxBytes],
    ];
    for (const [name, value] of pairs) {
      expect([name, flagByName(name)?.default]).toEqual([name, value]);
      expect([name, byKey[optionKey(name)]]).toEqual([name, value]);
    }
    expect(flagByName("timeout")?.help).toContain(`(default ${DEFAULTS.requestDeadlineSeconds})`);
    expect(flagByName("map-refresh")?.choices).toBe(MAP_REFRESH_MODES);
  });

  it("hands the coder the table's defaults when no source sets a flag", () => {
    expect(flagCoderOptions(empty)).toEqual({
      yesAlways: false,
      autoAcceptArchitect: false,
      autoCommits: true,
      dirtyCommits: true,
      dryRun: false,
      stream: true,
      maxReflections: DEFAULTS.maxReflections,
      lintCmd: null,
      testCmd: null,
      autoLint: true,
      autoTest: false,
      mapMultiplierNoFiles: DEFAULTS.mapMultiplierNoFiles,
      turnPreamble: { time: true, git: true, skills: true, reply: true, fileInstructions: true },
      cachePrompts: false,
      commitPrompt: null,
      encoding: DEFAULTS.encoding,
      newFileLineEndings: os.EOL === "\r\n" ? "crlf" : "lf",
    });
    const given = toKerfSettings({ maxReflections: 1, mapTokens: 0, turnPreamble: ["none"] });
    expect(flagCoderOptions(given)).toMatchObject({ maxReflections: 1, mapTokens: 0, turnPreamble: false });
  });

  it("reads an empty string as unset, and refuses a value of the wrong kind naming its source", () => {
    expect(toKerfSettings({ model: "" }).model).toBeUndefined();
    expect(() => toKerfSettings({ mapTokens: "lots" }, { mapTokens: "command line" })).toThrow(
      '--map-tokens: expected a number, got "lots"',
    );
    expect(() => toKerfSettings({ mapRefresh: "sometimes" }, { mapRefresh: "config /p/x.yml" })).toThrow(
      "map-refresh in /p/x.yml: expected one of auto, always, files, manual",
    );
  });
});

describe("wrong-typed values from each source", () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDir("kerf-schema-");
    mkdirSync(path.join(dir, "cfg"));
  });
  afterEach(() => removeDir(dir));
  const merge = (env: Record<string, string>, files: string[] = []) =>
    mergeSettings({ given: {}, files: [] }, env, files);

  it("names the config file and key", () => {
    const file = path.join(dir, "cfg", ".kerf.conf.yml");
    writeFileSync(file, "max-reflections: [1, 2]\n");
    expect(() => merge({}, [file])).toThrow(`max-reflections in ${file}: expected a number, got [1,2]`);
    writeFileSync(file, "auto-commits: sometimes\n");
    expect(() => merge({}, [file])).toThrow(`auto-commits in ${file}: expected a boolean, got "sometimes"`);
  });

  it("names the KERF_ variable; an AIDER_ one kerf cannot read is skipped with a warning, as in Aider's file", () => {
    expect(() => merge({ KERF_MAP_TOKENS: "abc" })).toThrow('KERF_MAP_TOKENS: expected a number, got "abc"');
    const aider = merge({ AIDER_MAP_TOKENS: "abc" });
    expect(aider.values.mapTokens).toBeUndefined();
    expect(aider.warnings).toEqual([
      "the environment: ignoring Aider settings kerf does not implement: AIDER_MAP_TOKENS (value not understood)",
    ]);
    expect(() => merge({ KERF_MAP_REFRESH: "never" })).toThrow(
      "KERF_MAP_REFRESH: expected one of auto, always, files, manual",
    );
  });

  it("types what it accepts: numbers, booleans and comma lists from strings", () => {
    const settings = merge({ KERF_MAP_TOKENS: "512", KERF_AUTO_COMMITS: "off", KERF_READ: "a.md, b.md" });
    expect(settings.values.mapTokens).toBe(512);
    expect(settings.values.autoCommits).toBe(false);
    expect(settings.values.read).toEqual(["a.md", "b.md"]);
    expect(settings.sources.mapTokens).toBe("environment");
    expect(settings.values.maxReflections).toBe(DEFAULTS.maxReflections);
    expect(settings.sources.maxReflections).toBe("default");
  });
});
