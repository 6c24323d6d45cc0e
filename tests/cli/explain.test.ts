// Golden `--show-prompts --explain` per provider family: the layer table and every layer's text.
// Regenerate deliberately with KERF_UPDATE_GOLDEN=1 and read the diff. Machine facts (temp paths, OS,
// date) are replaced by placeholders, and only the rows that contain them lose their token counts.
import fs from "node:fs";
import path from "node:path";
import { removeDir, tempDir } from "../helpers/file-tree";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

const GOLDEN = path.join(__dirname, "../fixtures/prompts/explain");
const UPDATE = process.env.KERF_UPDATE_GOLDEN === "1";
// Each case runs the whole CLI in-process; the first one also compiles it.
jest.setTimeout(60_000);

let repo: TempRepo;
let home: string;
beforeAll(() => {
  repo = makeTempRepo({
    "a.py": "def total(prices):\n    return sum(prices)\n",
    "NOTES.md": "# Notes\n\nPrices are in cents.\n",
    "AGENTS.md": "# House rules\n\nUse type hints.\n",
  });
  home = tempDir("kerf-home-");
});
afterAll(() => {
  repo.remove();
  removeDir(home);
});

function normalize(text: string): string {
  const lines = text
    .split(repo.root)
    .join("<root>")
    .split(home)
    .join("<home>")
    .replace(/<platform>[^<]*<\/platform>/g, "<platform><os></platform>")
    .replace(/<current_date>\d{4}-\d\d-\d\d<\/current_date>/g, "<current_date><date></current_date>")
    .split("\n");
  // Token counts of the rows holding a path or the date, and of the totals, depend on the machine.
  return lines
    .map((line) =>
      /^\d+\s+(environment context|user instructions)\s/.test(line) || /^\d+ tokens; \d+ \(\d+ %\)/.test(line)
        ? line.replace(/\d+(?= +yes| +no| tokens| \(| %)/g, (n) => "#".repeat(n.length))
        : line,
    )
    .join("\n");
}

const FAMILIES = [
  ["anthropic", "claude-sonnet-4-5"],
  ["openai", "gpt-4o"],
  ["openai-o-series", "o3"],
  ["gpt-5", "gpt-5"],
  ["gemini", "gemini-2.5-pro"],
  ["default", "qwen2.5-coder:32b"],
] as const;

describe("--show-prompts --explain", () => {
  it.each(FAMILIES)("%s (%s) matches its golden file", async (family, model) => {
    // No time or branch in the preamble: they vary by run.
    const args = [
      "--show-prompts",
      "--explain",
      "--turn-preamble",
      "skills,files",
      "--model",
      model,
      "--read",
      "NOTES.md",
      "a.py",
    ];
    const extra = ["--developer-instructions", "Answer in British English.", "-m", "Round the total."];
    const run = await runCli([...args, ...extra], { cwd: repo.root, env: { HOME: home } });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const actual = `${normalize(run.stdout)}\n`;
    const golden = path.join(GOLDEN, `${family}.txt`);
    if (UPDATE) {
      fs.mkdirSync(GOLDEN, { recursive: true });
      fs.writeFileSync(golden, actual);
    }
    expect(actual).toBe(fs.readFileSync(golden, "utf8"));
  });

  it("lists every layer once, in stack order, with its role and whether it is cached", async () => {
    const run = await runCli(
      [
        "--show-prompts",
        "--explain",
        "--model",
        "o3",
        "--developer-instructions",
        "Be brief.",
        "a.py",
        "-m",
        "Hi",
      ],
      { cwd: repo.root, env: { HOME: home } },
    );
    const rows = run.stdout
      .split("\n")
      .filter((line) => /^\d+ {2}/.test(line))
      .map((line) => line.split(/ {2,}/).slice(1, 5));
    expect(rows.map(([title, role, , cached]) => [title, role, cached])).toEqual([
      ["base instructions", "system", "yes"],
      ["developer instructions", "developer", "yes"],
      ["user instructions", "user+assistant", "yes"],
      ["environment context", "user+assistant", "yes"],
      ["repo map", "user+assistant", "yes"],
      ["chat files", "user+assistant", "yes"],
      // o3 takes the reminder at the end of the user message: there is no reminder layer. The turn
      // carries the last breakpoint, so a reflection round reads the whole request from the cache.
      ["current turn", "user", "yes"],
    ]);
    expect(run.stdout).toContain(
      "kerf:src/prompts/base/openai.md (basePrompt from family rule ^o[134](-|$))",
    );
  });
});
