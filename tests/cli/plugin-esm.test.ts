// Plugins named in a config file, and ESM plugins. ESM needs Node's own require(esm), which jest's
// module system lacks, so those cases run the built CLI as a child process; none needs a model.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { ensureBuilt } from "../demo/ensure-built";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

const ROOT = path.resolve(__dirname, "..", "..");
const BIN = path.join(ROOT, "dist", "cli", "bin.js");
const CONCISE = path.join(ROOT, "examples", "concise-coder.js");

const ESM_PLUGIN = `// An ESM kerf plugin: a diff coder whose system prompt ends with a marker line.
export default function registerMarkedCoder(kerf) {
  class MarkedPrompts extends kerf.EditBlockPrompts {
    constructor() {
      super();
      this.mainSystem += "\\n\\nESM plugin marker: keep it brief.";
    }
  }
  class MarkedCoder extends kerf.EditBlockCoder {
    static format = { ...kerf.editBlockFormat, name: "diff-marked", prompts: () => new MarkedPrompts() };
  }
  kerf.registerCoder(MarkedCoder);
}
`;

/** The built CLI in a child process, with nothing from this process's environment but PATH. */
function kerfBin(args: string[], cwd: string) {
  const run = spawnSync(process.execPath, [BIN, ...args], {
    cwd,
    env: { PATH: process.env.PATH ?? "", HOME: cwd },
    encoding: "utf8",
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

const systemOf = (stdout: string) => (JSON.parse(stdout) as { role: string; content: string }[])[0];

describe("--plugin from a config file, and ESM plugins", () => {
  let repo: TempRepo;
  beforeAll(() => ensureBuilt(ROOT), 180_000);
  beforeEach(() => (repo = makeTempRepo({ "a.py": "x = 1\n" })));
  afterEach(() => repo.remove());
  const conf = (text: string) => writeFileSync(path.join(repo.root, ".kerf.conf.yml"), text);

  it("loads a CommonJS plugin listed under `plugin:` in .kerf.conf.yml", async () => {
    conf(`plugin:\n  - ${JSON.stringify(CONCISE)}\nedit-format: diff-concise\n`);
    const run = await runCli(["--show-prompts", "--map-tokens", "0", "a.py"], {
      cwd: repo.root,
      env: { HOME: repo.root },
    });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(systemOf(run.stdout)?.content).toContain("write no prose: reply with blocks only");
  });

  it("loads an ESM plugin (.mjs, export default) given with --plugin", () => {
    writeFileSync(path.join(repo.root, "marked.mjs"), ESM_PLUGIN);
    const run = kerfBin(
      [
        "--plugin",
        "marked.mjs",
        "--edit-format",
        "diff-marked",
        "--show-prompts",
        "--map-tokens",
        "0",
        "a.py",
      ],
      repo.root,
    );
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const system = systemOf(run.stdout);
    expect(system?.role).toBe("system");
    expect(system?.content).toContain("ESM plugin marker: keep it brief.");
    expect(system?.content).toContain("SEARCH/REPLACE");
  });

  it("loads an ESM plugin listed in the config file", () => {
    writeFileSync(path.join(repo.root, "marked.mjs"), ESM_PLUGIN);
    conf(`plugin: [marked.mjs]\nedit-format: diff-marked\n`);
    const run = kerfBin(["--show-prompts", "--map-tokens", "0", "a.py"], repo.root);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(systemOf(run.stdout)?.content).toContain("ESM plugin marker: keep it brief.");
  });

  it("without the plugin, the plugin's format is a usage error (exit 2)", () => {
    const run = kerfBin(
      ["--edit-format", "diff-marked", "--show-prompts", "--map-tokens", "0", "a.py"],
      repo.root,
    );
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain("diff-marked");
  });
});
