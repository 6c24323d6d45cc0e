// Each library default is declared once (src/core/defaults.ts) and "--map-tokens 0 turns the map off"
// is decided once (mapTurnedOff): no source file repeats a literal fallback for a defaulted option,
// and no other file compares map tokens against zero.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { mapBudget, mapTurnedOff } from "../../src/repomap/map-tokens";

const SRC = path.join(__dirname, "..", "..", "src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".ts") ? [full] : [];
  });
}

/** `name ?? 3`, `name || "auto"`, `typeof x.name === "number" ? x.name : 2`: a default repeated. */
const OPTION_NAMES = [
  "maxReflections",
  "mapMultiplierNoFiles",
  "multiplierNoFiles",
  "mapRefresh",
  "refresh",
  "budgetBytes",
  "instructionsMaxBytes",
  "deadlineMs",
];
const repeated = new RegExp(`\\b(${OPTION_NAMES.join("|")})\\s*(\\?\\?|\\|\\||:)\\s*[-\\d"'\`]`);
const mapZero = /mapTokens\s*(===|<=|<|!==|>)\s*0\b/;

function offenders(pattern: RegExp, allowed: string[]): string[] {
  return sourceFiles(SRC).flatMap((file) => {
    const rel = path.relative(SRC, file).split(path.sep).join("/");
    if (allowed.includes(rel)) return [];
    return readFileSync(file, "utf8")
      .split("\n")
      .flatMap((line, index) => (pattern.test(line) ? [`${rel}:${index + 1}: ${line.trim()}`] : []));
  });
}

describe("defaults declared once", () => {
  it("no source file repeats a literal fallback for an option DEFAULTS declares", () => {
    // attempt-failure.ts reports a deadline the client always passes; its `?? 0` is no default.
    expect(offenders(repeated, ["core/defaults.ts", "llm/attempt-failure.ts"])).toEqual([]);
  });

  it("only map-tokens.ts decides that map tokens of 0 mean off", () => {
    expect(offenders(mapZero, ["repomap/map-tokens.ts"])).toEqual([]);
    expect(mapTurnedOff(0)).toBe(true);
    expect(mapTurnedOff(undefined)).toBe(false);
    expect(mapTurnedOff(1024)).toBe(false);
    expect(mapBudget({ mapTokens: 0, contextWindow: 128_000, chatFileCount: 0 })).toBe(0);
  });

  it("the scan finds what it looks for", () => {
    expect(repeated.test("const n = this.options.maxReflections ?? 3;")).toBe(true);
    expect(repeated.test('refresh: (v.mapRefresh ?? "auto")')).toBe(true);
    expect(repeated.test("maxReflections: DEFAULTS.maxReflections,")).toBe(false);
    expect(mapZero.test("v.mapTokens === 0 ? null : map")).toBe(true);
  });
});
