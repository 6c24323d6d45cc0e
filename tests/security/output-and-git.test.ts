// What reaches the terminal and git: control sequences stripped (JSON keeps them escaped), ignored
// and secret files never committed, a hook the model edited never run by kerf's commit.
/* eslint-disable no-control-regex -- the assertions look for control characters */
import { chmodSync, existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { stripControl } from "../../src/trust";
import { runCli } from "../helpers/run-cli";
import { withServer } from "../helpers/scripted-server";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

describe("terminal output", () => {
  it("strips OSC 52, CSI, C1 and lone carriage returns, keeps tab and newline", () => {
    expect(stripControl("\x1b]52;c;ZXZpbA==\x07hi\x1b[31mred\x9b2J\rx\ty\n")).toBe("hiredx\ty\n");
    expect(stripControl("a\x1b[8mhidden\x1b[0m\x07b")).toBe("ahiddenb");
  });

  it("a reply with escape sequences reaches the terminal clean; --json keeps them escaped", async () => {
    const repo = makeTempRepo({ "a.txt": "a\n" });
    try {
      const text = "Hello \x1b]52;c;ZXZpbA==\x07world \x1b[2J\x9b1;1Hdone";
      await withServer(
        [
          { kind: "reply", text },
          { kind: "reply", text },
        ],
        async (server) => {
          const args = [
            "--edit-format",
            "ask",
            "-m",
            "hi",
            "--map-tokens",
            "0",
            "--no-git",
            "--model",
            "gpt-4o",
          ];
          const env = { HOME: repo.root, OPENAI_API_KEY: "k", OPENAI_BASE_URL: server.baseUrl };
          const plain = await runCli([...args, "--no-pretty"], { cwd: repo.root, env });
          expect(plain.stdout).toMatch(/Hello .*world .*done/);
          expect(plain.stdout + plain.stderr).not.toMatch(/[\x07\x1b\x9b]/);
          const json = await runCli([...args, "--json"], { cwd: repo.root, env });
          expect(json.stdout).not.toMatch(/[\x07\x1b\x9b]/);
          expect(json.stdout).toContain("\\u001b]52;c;");
          expect(json.stdout).toContain("\\u009b");
        },
      );
    } finally {
      repo.remove();
    }
  });
});

describe("git safety", () => {
  let repo: TempRepo;
  afterEach(() => repo.remove());
  const run = (baseUrl: string, files: string[]) =>
    runCli(
      [
        "--model",
        "gpt-4o",
        "--edit-format",
        "whole",
        "--map-tokens",
        "0",
        "--no-pretty",
        "--yes-always",
        ...files,
        "-m",
        "go",
      ],
      {
        cwd: repo.root,
        env: { HOME: repo.root, OPENAI_API_KEY: "k", OPENAI_BASE_URL: baseUrl },
      },
    );

  it("never commits a git-ignored file kerf edited; commits the rest", async () => {
    repo = makeTempRepo({ ".gitignore": "*.log\n", "app.py": "x = 1\n", "run.log": "old\n" });
    const reply = "app.py\n```\nx = 2\n```\n\nrun.log\n```\nnew\n```\n";
    await withServer(
      [
        { kind: "reply", text: reply },
        { kind: "reply", text: "chore: x" },
      ],
      async (server) => {
        const result = await run(server.baseUrl, ["app.py", "run.log"]);
        expect(result.stderr).toContain("not committing run.log");
        expect(repo.git("show", "--name-only", "--format=", "HEAD").trim()).toBe("app.py");
        expect(repo.read("run.log")).toBe("new\n");
      },
    );
  });

  it("a commit that includes a hook the model edited runs with hooks off", async () => {
    repo = makeTempRepo({ "app.py": "x = 1\n", ".githooks/pre-commit": "#!/bin/sh\nexit 0\n" });
    chmodSync(path.join(repo.root, ".githooks/pre-commit"), 0o755);
    repo.git("config", "core.hooksPath", ".githooks");
    const marker = path.join(repo.root, "pwned");
    const reply = `.githooks/pre-commit\n\`\`\`\n#!/bin/sh\ntouch ${marker}\n\`\`\`\n`;
    await withServer(
      [
        { kind: "reply", text: reply },
        { kind: "reply", text: "chore: hook" },
      ],
      async (server) => {
        const result = await run(server.baseUrl, [".githooks/pre-commit"]);
        expect(result.stderr).toBe("");
        expect(result.code).toBe(0);
        expect(repo.git("log", "-1", "--format=%s").trim()).toBe("chore: hook");
        expect(existsSync(marker)).toBe(false);
      },
    );
    writeFileSync(path.join(repo.root, "app.py"), "x = 3\n");
  });
});
