// A project config's `instructions:` list needs trust only where it reaches outside the project: paths
// inside it (globs too) are read from an untrusted file; a path outside, under ~, or a URL is ignored
// with the trust warning; an inside path that symlinks out is refused when read.
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { removeDir, tempDir } from "../helpers/file-tree";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

describe("instructions: entries in an untrusted project config", () => {
  let repo: TempRepo;
  let home: string;
  beforeEach(() => {
    repo = makeTempRepo({
      "app.py": "X = 1\n",
      "docs/rules.md": "INSIDE RULE: use tabs.\n",
      "docs/more/style.md": "INSIDE GLOB RULE: short names.\n",
    });
    home = tempDir("kerf-home-");
    writeFileSync(path.join(home, "outside.md"), "OUTSIDE RULE: leak me.\n");
  });
  afterEach(() => {
    repo.remove();
    removeDir(home);
  });
  const conf = (text: string) => writeFileSync(path.join(repo.root, ".kerf.conf.yml"), text);
  const showPrompts = () =>
    runCli(["--show-prompts", "--map-tokens", "0", "--no-pretty", "--model", "gpt-4o"], {
      cwd: repo.root,
      env: { HOME: home },
    });
  /** The text of every message --show-prompts would send. */
  const sent = (stdout: string) =>
    (JSON.parse(stdout) as { content: string }[]).map((message) => message.content).join("\n");
  const warnings = (stderr: string) => stderr.split("\n").filter((line) => line.startsWith("warning:"));

  it("reads paths and globs inside the project without trust and without a warning", async () => {
    conf("instructions: [docs/rules.md, 'docs/more/*.md']\n");
    const run = await showPrompts();
    expect(run.code).toBe(0);
    expect(warnings(run.stderr)).toEqual([]);
    expect(sent(run.stdout)).toContain("Instructions from: docs/rules.md\n\nINSIDE RULE: use tabs.");
    expect(sent(run.stdout)).toContain(
      "Instructions from: docs/more/style.md\n\nINSIDE GLOB RULE: short names.",
    );
  });

  it("ignores a path outside the project and one under ~ until the file is trusted", async () => {
    conf(`instructions: [docs/rules.md, ${path.join(home, "outside.md")}, ~/outside.md]\n`);
    const run = await showPrompts();
    expect(sent(run.stdout)).not.toContain("OUTSIDE RULE");
    // The whole key is ignored (it is one setting), so the inside entry waits for trust too.
    expect(sent(run.stdout)).not.toContain("INSIDE RULE");
    const lines = warnings(run.stderr);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("instructions (reads a file outside the project)");
    await runCli(["--trust"], { cwd: repo.root, env: { HOME: home } });
    const trusted = await showPrompts();
    expect(warnings(trusted.stderr)).toEqual([]);
    expect(sent(trusted.stdout)).toContain("OUTSIDE RULE: leak me.");
    expect(sent(trusted.stdout)).toContain("INSIDE RULE: use tabs.");
  });

  it("never fetches a URL from an untrusted file; the warning says it fetches a URL", async () => {
    let hits = 0;
    const server: Server = createServer((_request, response) => {
      hits++;
      response.end("REMOTE RULE\n");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      conf(`instructions: ["http://127.0.0.1:${port}/rules.md"]\n`);
      const run = await showPrompts();
      expect(hits).toBe(0);
      expect(sent(run.stdout)).not.toContain("REMOTE RULE");
      expect(warnings(run.stderr)).toEqual([expect.stringContaining("instructions (fetches a URL)")]);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("refuses an inside entry that is a symlink leading out of the project", async () => {
    mkdirSync(path.join(repo.root, "links"));
    symlinkSync(path.join(home, "outside.md"), path.join(repo.root, "links", "rules.md"));
    conf("instructions: [links/rules.md]\n");
    const run = await showPrompts();
    expect(sent(run.stdout)).not.toContain("OUTSIDE RULE");
    expect(warnings(run.stderr).join("\n")).toMatch(/instructions: .*links\/rules\.md/);
  });
});
