// A base prompt file named in the user's own model settings (the home folder's file, or a file given
// with --model-settings-file) is read wherever it lies; one named by the repository's settings file is
// confined to the repository. Real CLI (--show-prompts), real files.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { messageText, type ChatMessage } from "../../src/core/chat-message";
import { removeDir, tempDir } from "../helpers/file-tree";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

const MINE = "You are my own assistant: answer in haiku.";

let repo: TempRepo;
let home: string;
let elsewhere: string;
let base: string;
beforeEach(() => {
  repo = makeTempRepo({ "a.py": "x = 1\n" });
  home = tempDir("kerf-home-");
  elsewhere = tempDir("kerf-elsewhere-");
  base = path.join(elsewhere, "my-base.md");
  writeFileSync(base, `${MINE}\n`);
});
afterEach(() => {
  repo.remove();
  removeDir(home);
  removeDir(elsewhere);
});

const entry = (file: string) => `- name: gpt-4o\n  base_prompt: ${file}\n`;

async function systemText(args: string[] = []) {
  const run = await runCli(["--show-prompts", "--model", "gpt-4o", ...args], {
    cwd: repo.root,
    env: { HOME: home },
  });
  const messages = run.code === 0 ? (JSON.parse(run.stdout) as ChatMessage[]) : [];
  return {
    run,
    system: messages
      .filter((m) => m.role === "system")
      .map(messageText)
      .join("\n"),
  };
}

describe("a base prompt named in model settings", () => {
  it("from ~/.kerf.model.settings.yml is read even outside the home folder and the project", async () => {
    writeFileSync(path.join(home, ".kerf.model.settings.yml"), entry(base));
    const { run, system } = await systemText();
    expect(run.code).toBe(0);
    expect(system).toContain(MINE);
    expect(run.stderr).not.toMatch(/not read/);
  });

  it("from a --model-settings-file outside the project is read wherever it points", async () => {
    const flagFile = path.join(home, "team-settings.yml");
    writeFileSync(flagFile, entry(base));
    const { run, system } = await systemText(["--model-settings-file", flagFile]);
    expect(run.code).toBe(0);
    expect(system).toContain(MINE);
  });

  it("from the repository's own settings file stays confined to the repository", async () => {
    repo.write(".kerf.model.settings.yml", entry(base));
    const { run, system } = await systemText();
    expect(system).not.toContain(MINE);
    expect(run.stderr).toContain("outside the project and kerf's config folder; not read");
    expect(run.stderr).toContain("using kerf's default base prompt");
  });

  it("from the repository's settings file, a file inside the repository is read", async () => {
    repo.write("prompts/base.md", `${MINE}\n`);
    repo.write(".kerf.model.settings.yml", entry("prompts/base.md"));
    const { run, system } = await systemText();
    expect(run.code).toBe(0);
    expect(system).toContain(MINE);
  });
});
