// Aider's files and variables through the real CLI, on real temp repositories with real git: the
// config file at each level, AIDER_* variables, model settings and metadata, .aiderignore — and the
// trust rules for powerful keys, which cover Aider's files as they cover kerf's.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import { removeDir, tempDir } from "../helpers/file-tree";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

describe("Aider's files and variables", () => {
  let repo: TempRepo;
  let home: string;
  let server: ScriptedServer | undefined;
  beforeEach(() => {
    repo = makeTempRepo({
      "app.py": "def main():\n    pass\n",
      "secret_stuff.py": "def hidden():\n    pass\n",
    });
    home = tempDir("kerf-home-");
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
    repo.remove();
    removeDir(home);
  });
  const kerf = (args: string[], env: Record<string, string> = {}) =>
    runCli(["--no-pretty", ...args], { cwd: repo.root, env: { HOME: home, ...env }, input: "" });
  const modelLine = (stdout: string) => stdout.split("\n").find((line) => line.startsWith("model ")) ?? "";

  it("reads .aider.conf.yml at the git root; unknown Aider keys are one warning line, not exit 2", async () => {
    repo.write(
      ".aider.conf.yml",
      "edit-format: whole\ndark-mode: true\nshow-diffs: false\nlint-cmd:\n  - 'python: flake8'\n",
    );
    const run = await kerf(["--model", "gpt-4o", "--map-tokens", "0"]);
    expect(run.code).toBe(0);
    expect(modelLine(run.stdout)).toContain(
      `edit format whole (config ${path.join(repo.root, ".aider.conf.yml")})`,
    );
    const warnings = run.stderr.split("\n").filter((line) => line.includes("ignoring Aider settings"));
    expect(warnings).toEqual([
      `warning: ${path.join(repo.root, ".aider.conf.yml")}: ignoring Aider settings kerf does not implement: ` +
        "dark-mode, show-diffs, lint-cmd (value not understood)",
    ]);
  });

  it("an unknown key in kerf's own file is still an error", async () => {
    repo.write(".kerf.conf.yml", "dark-mode: true\n");
    const run = await kerf(["--model", "gpt-4o"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('unknown key "dark-mode"');
  });

  it("reads .aider.conf.yml after .kerf.conf.yml at the same level, and the home folder's first", async () => {
    writeFileSync(path.join(home, ".aider.conf.yml"), "edit-format: udiff\nmap-tokens: 0\n");
    let run = await kerf(["--model", "gpt-4o"]);
    expect(modelLine(run.stdout)).toContain(
      `edit format udiff (config ${path.join(home, ".aider.conf.yml")})`,
    );
    repo.write(".kerf.conf.yml", "edit-format: diff\n");
    repo.write(".aider.conf.yml", "edit-format: whole\n");
    run = await kerf(["--model", "gpt-4o"]);
    expect(modelLine(run.stdout)).toContain(
      `edit format whole (config ${path.join(repo.root, ".aider.conf.yml")})`,
    );
    const sub = path.join(repo.root, "pkg");
    mkdirSync(sub);
    writeFileSync(path.join(sub, ".kerf.conf.yml"), "edit-format: patch\n");
    run = await runCli(["--no-pretty", "--model", "gpt-4o"], { cwd: sub, env: { HOME: home }, input: "" });
    expect(modelLine(run.stdout)).toContain(`edit format patch (config ${path.join(sub, ".kerf.conf.yml")})`);
  });

  it("takes AIDER_* variables, with KERF_* winning where both are set; --yes is --yes-always", async () => {
    let run = await kerf(["--model", "gpt-4o", "--map-tokens", "0"], { AIDER_EDIT_FORMAT: "whole" });
    expect(modelLine(run.stdout)).toContain("edit format whole (environment)");
    run = await kerf(["--model", "gpt-4o", "--map-tokens", "0"], {
      AIDER_EDIT_FORMAT: "whole",
      KERF_EDIT_FORMAT: "udiff",
    });
    expect(modelLine(run.stdout)).toContain("edit format udiff (environment)");
    run = await kerf(["--model", "gpt-4o", "--map-tokens", "0"], { AIDER_MODEL: "gpt-4.1" });
    expect(modelLine(run.stdout)).toContain("edit format diff");
    const reply = { kind: "reply" as const, text: "new.py\n```\nprint(1)\n```" };
    server = await startScriptedServer(Array.from({ length: 8 }, () => reply));
    const args = ["--openai-api-base", server.baseUrl, "--model", "gpt-4o", "--edit-format", "whole"];
    const rest = ["--map-tokens", "0", "--no-auto-commits", "-m", "make new.py"];
    const asked = await kerf([...args, ...rest], { OPENAI_API_KEY: "sk" });
    expect(asked.stderr).toContain("Create new file new.py? (y/N) no");
    expect(() => repo.read("new.py")).toThrow();
    const yes = await kerf([...args, "--yes", ...rest], { OPENAI_API_KEY: "sk" });
    expect(yes.stderr).toBe("");
    expect(yes.code).toBe(0);
    expect(repo.read("new.py")).toBe("print(1)\n");
  });

  it("a project's .aider.conf.yml cannot choose where requests go until the user trusts it", async () => {
    server = await startScriptedServer([{ kind: "reply", text: "fine" }]);
    repo.write(
      ".aider.conf.yml",
      `openai-api-base: ${server.baseUrl}\nset-env: [OPENAI_API_KEY=sk-from-repo]\n`,
    );
    const run = await kerf(["--model", "gpt-4o", "--map-tokens", "0", "--edit-format", "ask", "-m", "hi"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /ignored openai-api-base \(chooses where requests go\), set-env .* this project file is not trusted/,
    );
    expect(server.requests).toEqual([]);
    const trusted = await kerf(["--trust"]);
    expect(trusted.code).toBe(0);
    const again = await kerf(["--model", "gpt-4o", "--map-tokens", "0", "--edit-format", "ask", "-m", "hi"]);
    expect(again.code).toBe(0);
    expect(server.requests[0]?.headers.authorization).toBe("Bearer sk-from-repo");
  });

  it("reads .aider.model.settings.yml (unknown keys warned) and .aider.model.metadata.json", async () => {
    repo.write(
      ".aider.model.settings.yml",
      "- name: my-local-model\n  edit_format: diff\n  use_repo_map: true\n  some_future_key: 1\n",
    );
    repo.write(
      ".aider.model.metadata.json",
      JSON.stringify({
        "my-local-model": {
          max_input_tokens: 32000,
          max_output_tokens: 4096,
          input_cost_per_token: 0.000003,
          output_cost_per_token: 0.000015,
        },
      }),
    );
    server = await startScriptedServer([
      {
        kind: "reply",
        text: "ok",
        usage: { prompt_tokens: 1_000_000, completion_tokens: 1_000_000, total_tokens: 2_000_000 },
      },
    ]);
    const run = await kerf(
      ["--openai-api-base", server.baseUrl, "--model", "my-local-model", "--edit-format", "ask", "-m", "q"],
      { OPENAI_API_KEY: "sk" },
    );
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(
      `${path.join(repo.root, ".aider.model.settings.yml")}: ignoring Aider settings kerf does not implement: some_future_key (for my-local-model)`,
    );
    expect(run.stdout).toMatch(/^repo map +\d+ files?, up to /m);
    expect(run.stdout).toContain("Cost: $18.0000 message");
  });

  it(".aiderignore and .kerfignore both keep files out of the repo map", async () => {
    repo.write(".aiderignore", "secret_*.py\n");
    repo.write("other.py", "def other():\n    pass\n");
    repo.write(".kerfignore", "other.py\n");
    const run = await kerf(["--model", "gpt-4o", "--show-repo-map", "--map-tokens", "2048"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("app.py");
    expect(run.stdout).not.toContain("secret_stuff.py");
    expect(run.stdout).not.toContain("other.py");
  });
});
