import { join } from "node:path";
import { cutToBudget } from "../../src/instructions/cut-to-budget";
import { instructionDirs } from "../../src/instructions/instruction-dirs";
import { INSTRUCTIONS_REPLY, loadInstructions } from "../../src/instructions/load-instructions";

const fixtures = join(__dirname, "../fixtures/instructions");
const nested = join(fixtures, "nested");
const globalFile = join(fixtures, "global/AGENTS.md");
const cutMark = "[The rest of this file was left out: the instructions budget is used up.]";

describe("loadInstructions", () => {
  it("loads the global file, then the git root down to cwd, with CLAUDE.md only where AGENTS.md is missing", async () => {
    const cwd = join(nested, "pkg/api/handlers");
    const result = await loadInstructions({ gitRoot: nested, cwd, globalFile });
    expect(result.text).toBe(
      [
        `# AGENTS.md instructions for ${cwd}`,
        "",
        "<INSTRUCTIONS>",
        `Instructions from: ${globalFile}`,
        "",
        "Reply briefly. Prefer British spelling.",
        "",
        "Instructions from: AGENTS.md",
        "",
        "# Project rules",
        "",
        "- Run `npm test` before you finish.",
        "- Keep files under 300 lines.",
        "",
        "Instructions from: pkg/AGENTS.md",
        "",
        "Code in pkg/ is a published library: never change an exported signature.",
        "",
        "Instructions from: pkg/api/CLAUDE.md",
        "",
        "API handlers return typed errors, never throw strings.",
        "</INSTRUCTIONS>",
      ].join("\n"),
    );
    expect(result.reply).toBe(INSTRUCTIONS_REPLY);
    expect(result.warnings).toEqual([]);
    expect(result.loaded).toEqual([
      { kind: "global", path: globalFile, label: globalFile, bytes: 40, fileBytes: 40, cut: false },
      {
        kind: "project",
        path: join(nested, "AGENTS.md"),
        label: "AGENTS.md",
        bytes: 83,
        fileBytes: 83,
        cut: false,
      },
      {
        kind: "project",
        path: join(nested, "pkg/AGENTS.md"),
        label: "pkg/AGENTS.md",
        bytes: 73,
        fileBytes: 73,
        cut: false,
      },
      {
        kind: "project",
        path: join(nested, "pkg/api/CLAUDE.md"),
        label: "pkg/api/CLAUDE.md",
        bytes: 55,
        fileBytes: 55,
        cut: false,
      },
    ]);
  });

  it("reads only the root's file when cwd is the git root, and skips a missing global file", async () => {
    const result = await loadInstructions({
      gitRoot: nested,
      cwd: nested,
      globalFile: join(fixtures, "absent.md"),
    });
    expect(result.loaded.map((f) => f.label)).toEqual(["AGENTS.md"]);
  });

  it("reads only cwd outside a git repository, or outside the given root", async () => {
    const api = join(nested, "pkg/api");
    expect((await loadInstructions({ gitRoot: null, cwd: api })).loaded.map((f) => f.label)).toEqual([
      "CLAUDE.md",
    ]);
    const outside = await loadInstructions({ gitRoot: join(fixtures, "over-budget"), cwd: api });
    expect(outside.loaded.map((f) => f.path)).toEqual([join(api, "CLAUDE.md")]);
  });

  it("returns no message when there is nothing to load", async () => {
    const none = join(fixtures, "no-agents");
    expect(await loadInstructions({ gitRoot: none, cwd: none })).toEqual({
      text: null,
      reply: INSTRUCTIONS_REPLY,
      loaded: [],
      warnings: [],
    });
  });

  it("fills the 32 KiB default budget nearest first: the sub-folder's file whole, the root's cut at a line", async () => {
    const root = join(fixtures, "over-budget");
    const result = await loadInstructions({ gitRoot: root, cwd: join(root, "sub") });
    const [first, second] = result.loaded;
    expect(second).toEqual({
      kind: "project",
      path: join(root, "sub/AGENTS.md"),
      label: "sub/AGENTS.md",
      bytes: 44,
      fileBytes: 44,
      cut: false,
    });
    expect(first?.cut).toBe(true);
    expect(first?.fileBytes).toBe(38264);
    // Every line is 85 bytes after a 14-byte heading: after the nearer 44 bytes, 384 whole lines fit.
    expect(first?.bytes).toBe(14 + 384 * 85);
    expect(result.text).toContain(
      "- Rule 384: keep this instruction exactly as written, it is here to fill the budget.\n" +
        cutMark +
        "\n\nInstructions from: sub/AGENTS.md",
    );
    expect(result.text).not.toContain("Rule 385");
    expect(result.text).toContain("Sub-folder rule");
    expect(result.warnings).toEqual([
      `AGENTS.md was cut to ${14 + 384 * 85} of 38264 bytes: the 32768-byte instructions budget is used up by nearer files.`,
    ]);
  });

  it("counts the budget over all sources together, nearest first, the global file last", async () => {
    const result = await loadInstructions({
      gitRoot: nested,
      cwd: join(nested, "pkg"),
      globalFile,
      budgetBytes: 100,
    });
    // pkg/AGENTS.md (73 bytes) first; 27 bytes are left for the root's file: two whole lines (17 bytes).
    expect(result.loaded.map((f) => [f.label.replace(fixtures, "…"), f.bytes, f.cut])).toEqual([
      ["…/global/AGENTS.md", 0, true],
      ["AGENTS.md", 17, true],
      ["pkg/AGENTS.md", 73, false],
    ]);
    expect(result.text).toContain("Instructions from: AGENTS.md\n\n# Project rules\n" + cutMark);
    expect(result.text).not.toContain("Reply briefly");
    expect(result.warnings).toEqual([
      "AGENTS.md was cut to 17 of 83 bytes: the 100-byte instructions budget is used up by nearer files.",
      `${globalFile} was left out (40 bytes): the 100-byte instructions budget is used up by nearer files.`,
    ]);
  });
});

describe("instructionDirs", () => {
  it("walks from the root to cwd, root first", () => {
    expect(instructionDirs("/repo", "/repo/a/b")).toEqual(["/repo", "/repo/a", "/repo/a/b"]);
    expect(instructionDirs("/repo/", "/repo")).toEqual(["/repo"]);
    expect(instructionDirs("/repo", "/elsewhere")).toEqual(["/elsewhere"]);
    expect(instructionDirs("/repo", "/repository")).toEqual(["/repository"]);
    expect(instructionDirs(null, "/tmp/x")).toEqual(["/tmp/x"]);
  });
});

describe("cutToBudget", () => {
  it("keeps whole lines only, counting UTF-8 bytes", () => {
    expect(cutToBudget("héllo\nwörld\n", 7)).toEqual({ text: "héllo\n", bytes: 7, cut: true });
    expect(cutToBudget("héllo\nwörld\n", 6)).toEqual({ text: "", bytes: 0, cut: true });
    expect(cutToBudget("héllo\nwörld", 14)).toEqual({ text: "héllo\nwörld", bytes: 13, cut: false });
  });
});
