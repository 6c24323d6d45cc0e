// The start block through the CLI: models and the edit format's source, git state, the repo map's size,
// and each instruction source by its real name with its size. A piped session with no input prints it and exits without a model.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { formatTokens } from "../../src/models/format-tokens";
import { isTalkingFormat } from "../../src/formats/registry";
import { modelRoles } from "../../src/models/model-roles";
import { resolveModel } from "../../src/models/resolve-model";
import { mapBudget } from "../../src/repomap/map-tokens";
import { removeDir, tempDir } from "../helpers/file-tree";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

const ROOT_AGENTS = "# Rules\nUse tabs.\n";
const PKG_AGENTS = "Package rules: keep functions small.\n";
const GLOBAL_AGENTS = "Always answer in English.\n";
const bytes = (text: string) => Buffer.byteLength(text, "utf8");

/** The start-block lines of a run (the label column is 13 wide). */
function block(stdout: string): string[] {
  return stdout
    .split("\n")
    .filter((line) => /^(model|weak model|editor model|git|repo map|instructions) /.test(line));
}

describe("the start block", () => {
  let repo: TempRepo;
  let home: string;
  beforeEach(() => {
    repo = makeTempRepo({
      "app.py": "def main():\n    pass\n",
      "AGENTS.md": ROOT_AGENTS,
      "pkg/mod.py": "X = 1\n",
      "pkg/util.py": "Y = 2\n",
      "pkg/AGENTS.md": PKG_AGENTS,
    });
    home = tempDir("kerf-home-");
  });
  afterEach(() => {
    repo.remove();
    removeDir(home);
  });
  const session = (args: string[], cwd = repo.root) =>
    runCli(["--no-pretty", ...args], { cwd, env: { HOME: home }, input: "" });

  it("names the models, where the edit format came from, a clean git root, the map size and AGENTS.md", async () => {
    const run = await session(["--model", "gpt-4o", "--map-tokens", "1024"]);
    expect(run.code).toBe(0);
    const roles = modelRoles(resolveModel("gpt-4o").settings, isTalkingFormat);
    const ceiling = mapBudget({ mapTokens: 1024, contextWindow: 128_000, chatFileCount: 0 });
    expect(block(run.stdout)).toEqual([
      "model        gpt-4o via openai (no key: set OPENAI_API_KEY) · edit format diff (from model table)",
      `weak model   ${roles.weak}`,
      `editor model ${roles.editor} · edit format ${roles.editorEditFormat} (used by --architect)`,
      `git          ${repo.root} · clean`,
      `repo map     5 files, up to ${formatTokens(ceiling)} tokens, auto refresh`,
      `instructions AGENTS.md · ${bytes(ROOT_AGENTS)} bytes`,
    ]);
  });

  it("from a subfolder lists every AGENTS.md on the way, the global one first; --subtree-only shrinks the map", async () => {
    mkdirSync(path.join(home, ".config", "kerf"), { recursive: true });
    const globalFile = path.join(home, ".config", "kerf", "AGENTS.md");
    writeFileSync(globalFile, GLOBAL_AGENTS);
    const cwd = path.join(repo.root, "pkg");
    const run = await session(["--model", "gpt-4o", "--map-tokens", "1024", "--subtree-only"], cwd);
    const lines = block(run.stdout);
    expect(lines.filter((line) => line.startsWith("instructions"))).toEqual([
      // A global file under home is shown as ~/…, as the model sees it; folder files relative to cwd.
      `instructions ~/.config/kerf/AGENTS.md (global) · ${bytes(GLOBAL_AGENTS)} bytes`,
      `instructions ../AGENTS.md · ${bytes(ROOT_AGENTS)} bytes`,
      `instructions AGENTS.md · ${bytes(PKG_AGENTS)} bytes`,
    ]);
    expect(lines.find((line) => line.startsWith("repo map"))).toMatch(/^repo map {5}3 files, /);
  });

  it("counts files with uncommitted changes and says when auto-commits are off", async () => {
    repo.write("app.py", "def main():\n    return 1\n");
    repo.write("pkg/mod.py", "X = 3\n");
    repo.write("new.py", "untracked = True\n");
    const run = await session(["--model", "gpt-4o", "--map-tokens", "0", "--no-auto-commits"]);
    const lines = block(run.stdout);
    expect(lines).toContain(`git          ${repo.root} · 2 files with uncommitted changes, auto-commits off`);
    expect(lines).toContain("repo map     off (--map-tokens 0)");
  });

  it("says commits and undo are off without git, and shows chosen weak and editor models in architect mode", async () => {
    const run = await session([
      "--model",
      "gpt-4o",
      "--architect",
      "--weak-model",
      "gpt-4.1-nano",
      "--editor-model",
      "gpt-4o-mini",
      "--editor-edit-format",
      "whole",
      "--no-git",
      "--map-tokens",
      "0",
    ]);
    expect(block(run.stdout).slice(0, 4)).toEqual([
      "model        gpt-4o via openai (no key: set OPENAI_API_KEY) · edit format architect (--architect (command line))",
      "weak model   gpt-4.1-nano",
      "editor model gpt-4o-mini · edit format whole",
      "git          none — commits and undo are off (not a git repository, or --no-git)",
    ]);
  });

  it("names a config file as the edit format's source", async () => {
    writeFileSync(path.join(repo.root, ".kerf.conf.yml"), "edit-format: whole\n");
    const run = await session(["--model", "gpt-4o", "--map-tokens", "0"]);
    expect(block(run.stdout)[0]).toBe(
      `model        gpt-4o via openai (no key: set OPENAI_API_KEY) · edit format whole (config ${path.join(repo.root, ".kerf.conf.yml")})`,
    );
  });

  it("marks an AGENTS.md cut to the instructions budget, warns on stderr, and counts it as one changed file", async () => {
    const big = "- a rule that is long enough to fill the budget quickly\n".repeat(700);
    writeFileSync(path.join(repo.root, "AGENTS.md"), big);
    const run = await session(["--model", "gpt-4o", "--map-tokens", "0"]);
    const line = block(run.stdout).find((l) => l.startsWith("instructions")) ?? "";
    const match = /^instructions AGENTS\.md · (\d+) bytes \(cut to fit the budget from (\d+)\)$/.exec(line);
    expect(match?.[2]).toBe(String(bytes(big)));
    expect(Number(match?.[1])).toBeLessThanOrEqual(32 * 1024);
    expect(run.stderr).toContain("AGENTS.md was cut to");
    expect(block(run.stdout)).toContain(`git          ${repo.root} · 1 file with uncommitted changes`);
  });

  it("labels each source by what it is: CLAUDE.md, a config entry, a URL, inline text, ~/.claude/CLAUDE.md", async () => {
    const server = createServer((_request, response) => response.end("Remote rule.\n"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rules.md`;
      mkdirSync(path.join(home, ".claude"));
      writeFileSync(path.join(home, ".claude", "CLAUDE.md"), GLOBAL_AGENTS);
      rmSync(path.join(repo.root, "pkg", "AGENTS.md"));
      repo.write("pkg/CLAUDE.md", PKG_AGENTS);
      repo.write("docs/rules.md", "Docs rule.\n");
      const docs = path.join(repo.root, "docs", "rules.md");
      writeFileSync(
        path.join(home, ".kerf.conf.yml"),
        `instructions: ["${url}", "${docs}"]\nuser-instructions: Be brief.\n`,
      );
      const run = await session(["--model", "gpt-4o", "--map-tokens", "0"], path.join(repo.root, "pkg"));
      expect(run.stderr).not.toContain("warning");
      expect(block(run.stdout).filter((line) => line.startsWith("instructions"))).toEqual([
        `instructions ~/.claude/CLAUDE.md (global) · ${bytes(GLOBAL_AGENTS)} bytes`,
        `instructions ${url} (config instructions) · ${bytes("Remote rule.\n")} bytes`,
        `instructions ../docs/rules.md (config instructions) · ${bytes("Docs rule.\n")} bytes`,
        `instructions user-instructions (config) · ${bytes("Be brief.")} bytes`,
        `instructions ../AGENTS.md · ${bytes(ROOT_AGENTS)} bytes`,
        `instructions CLAUDE.md · ${bytes(PKG_AGENTS)} bytes`,
      ]);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("--cache-prompts rebuilds the map only when the chat's files change (files refresh) unless --map-refresh says otherwise", async () => {
    const mapLine = async (args: string[]) =>
      block((await session(["--model", "sonnet", "--map-tokens", "1024", ...args])).stdout).find((line) =>
        line.startsWith("repo map"),
      );
    expect(await mapLine([])).toMatch(/, auto refresh$/);
    expect(await mapLine(["--cache-prompts"])).toMatch(/, files refresh$/);
    expect(await mapLine(["--cache-prompts", "--map-refresh", "auto"])).toMatch(/, auto refresh$/);
  });
});
