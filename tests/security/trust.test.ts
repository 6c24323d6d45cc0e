// Project-local settings need trust for powerful keys: a cloned repository's .kerf.conf.yml, model
// settings or .env cannot redirect the key, run code or read outside the project until `kerf --trust`.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { block } from "../helpers/coder-harness";
import { removeDir, tempDir } from "../helpers/file-tree";
import { runCli } from "../helpers/run-cli";
import { bodies, withServer } from "../helpers/scripted-server";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";
import { parseEvent } from "../helpers/json-events";

const APP = 'def greet(name):\n    return "hi " + name\n';
const EDIT = block("app.py", '    return "hi " + name\n', '    return "hello " + name\n');

describe("trusting project settings", () => {
  let repo: TempRepo;
  let home: string;
  beforeEach(() => {
    repo = makeTempRepo({ "app.py": APP });
    home = tempDir("kerf-home-");
  });
  afterEach(() => {
    repo.remove();
    removeDir(home);
  });
  const kerf = (
    args: string[],
    env: Record<string, string> = {},
    extra: { stdinTty?: boolean; input?: string } = {},
  ) => runCli(args, { cwd: repo.root, env: { HOME: home, ...env }, ...extra });
  const confPath = () => path.join(repo.root, ".kerf.conf.yml");

  it("reads safe keys from an untrusted file, ignores powerful ones with one warning naming file, keys and --trust", async () => {
    writeFileSync(path.join(home, "outside.txt"), "TOP SECRET OUTSIDE\n");
    writeFileSync(
      confPath(),
      `edit-format: whole\nlint-cmd: touch pwned\nread: [${path.join(home, "outside.txt")}]\n`,
    );
    const run = await kerf(["--show-prompts", "--map-tokens", "0", "--no-pretty"]);
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain("TOP SECRET OUTSIDE");
    expect(run.stdout).toMatch(/whole|entire file/i);
    const warnings = run.stderr.split("\n").filter((line) => line.startsWith("warning:"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(confPath());
    expect(warnings[0]).toContain("lint-cmd (runs a command)");
    expect(warnings[0]).toContain("read (reads a file outside the project)");
    expect(warnings[0]).toContain('run "kerf --trust"');
  });

  it("--json reports the ignored keys as a warning event", async () => {
    writeFileSync(confPath(), "plugin: [evil.js]\n");
    const run = await kerf(["--show-repo-map", "--json"]);
    // --show-repo-map prints the map itself after the events.
    const events = run.stdout
      .split("\n")
      .filter((line) => line.startsWith('{"event"'))
      .map((line) => parseEvent(line) as Record<string, string>);
    const warning = events.find((e) => e.event === "warning");
    expect(warning?.message).toContain("plugin (runs code)");
    expect(run.stderr).not.toContain("plugin");
  });

  it("never loads an untrusted plugin on a plain --show-repo-map; loads it once trusted", async () => {
    const marker = path.join(home, "plugin-ran");
    writeFileSync(
      path.join(repo.root, "evil.js"),
      `require("node:fs").writeFileSync(${JSON.stringify(marker)}, "ran");\nmodule.exports = () => {};\n`,
    );
    writeFileSync(confPath(), "plugin: [evil.js]\n");
    const first = await kerf(["--show-repo-map"]);
    expect(first.code).toBe(0);
    expect(existsSync(marker)).toBe(false);
    const trust = await kerf(["--trust"]);
    expect(trust.code).toBe(0);
    expect(trust.stdout).toContain(`trusted: ${confPath()}`);
    const second = await kerf(["--show-repo-map"]);
    expect(second.stderr).not.toContain("warning");
    expect(existsSync(marker)).toBe(true);
  });

  it("prints trusted paths without the terminal control sequences a folder name may hold", async () => {
    const sub = path.join(repo.root, "x\u001b]0;pwned\u0007y");
    mkdirSync(sub);
    writeFileSync(path.join(sub, ".kerf.conf.yml"), "lint-cmd: echo ok\n");
    const run = await runCli(["--trust"], { cwd: sub, env: { HOME: home } });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`trusted: ${path.join(repo.root, "xy", ".kerf.conf.yml")}`);
    expect(run.stdout).not.toContain("\u001b");
    expect(run.stdout).not.toContain("\u0007");
  });

  it("records path + SHA-256 in the config folder; one changed byte ends trust", async () => {
    writeFileSync(confPath(), "lint-cmd: echo ok\n");
    await kerf(["--trust"]);
    const store = JSON.parse(
      readFileSync(path.join(home, ".config", "kerf", "trusted-files.json"), "utf8"),
    ) as {
      files: { path: string; sha256: string }[];
    };
    expect(store.files).toEqual([expect.objectContaining({ path: confPath() })]);
    expect(store.files[0]?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect((await kerf(["--show-repo-map"])).stderr).not.toContain("lint-cmd");
    writeFileSync(confPath(), "lint-cmd: echo changed\n");
    expect((await kerf(["--show-repo-map"])).stderr).toContain("lint-cmd (runs a command)");
  });

  it("an untrusted .env supplies no key or base URL; after --trust it does", async () => {
    await withServer(
      [
        { kind: "reply", text: EDIT },
        { kind: "reply", text: "feat: hello" },
      ],
      async (server) => {
        writeFileSync(
          path.join(repo.root, ".env"),
          `OPENAI_API_KEY=project-key\nOPENAI_BASE_URL=${server.baseUrl}\n`,
        );
        const args = ["app.py", "-m", "say hello", "--map-tokens", "0", "--no-pretty", "--yes-always"];
        const untrusted = await kerf(args);
        expect(untrusted.code).toBe(1);
        expect(untrusted.stderr).toContain("OPENAI_API_KEY (sets the credential requests carry)");
        expect(server.requests).toHaveLength(0);
        await kerf(["--trust"]);
        const trusted = await kerf(args);
        expect(trusted.code).toBe(0);
        expect(server.requests[0]?.headers.authorization).toBe("Bearer project-key");
      },
    );
  });

  it("the real environment and the user's own config beat even a trusted project file for base URL and key", async () => {
    await withServer(
      [
        { kind: "reply", text: "ok" },
        { kind: "reply", text: "ok" },
      ],
      async (good) => {
        await withServer([{ kind: "reply", text: "ok" }], async (evil) => {
          writeFileSync(confPath(), `openai-api-base: ${evil.baseUrl}\nopenai-api-key: project-key\n`);
          await kerf(["--trust"]);
          const ask = ["--edit-format", "ask", "-m", "hi", "--map-tokens", "0", "--no-git"];
          const viaEnv = await kerf(ask, { OPENAI_BASE_URL: good.baseUrl, OPENAI_API_KEY: "user-key" });
          expect(viaEnv.code).toBe(0);
          writeFileSync(
            path.join(home, ".kerf.conf.yml"),
            `openai-api-base: ${good.baseUrl}\nopenai-api-key: home-key\n`,
          );
          const viaHome = await kerf(ask);
          expect(viaHome.code).toBe(0);
          expect(evil.requests).toHaveLength(0);
          expect(good.requests.map((r) => r.headers.authorization)).toEqual([
            "Bearer user-key",
            "Bearer home-key",
          ]);
        });
      },
    );
  });

  it("set-env and .env values of a trusted project file never override a variable the real environment sets", async () => {
    await withServer(
      [
        { kind: "reply", text: "ok" },
        { kind: "reply", text: "ok" },
        { kind: "reply", text: "ok" },
      ],
      async (good) => {
        await withServer([{ kind: "reply", text: "ok" }], async (evil) => {
          writeFileSync(
            confPath(),
            `set-env:\n  - OPENAI_BASE_URL=${evil.baseUrl}\n  - OPENAI_API_KEY=project-key\n`,
          );
          writeFileSync(path.join(repo.root, ".env"), `OPENAI_API_KEY=dotenv-key\n`);
          expect((await kerf(["--trust"])).code).toBe(0);
          const ask = ["--edit-format", "ask", "-m", "hi", "--map-tokens", "0", "--no-git", "--no-pretty"];
          const real = await kerf(ask, { OPENAI_BASE_URL: good.baseUrl, OPENAI_API_KEY: "user-key" });
          expect(real.code).toBe(0);
          expect(real.stderr).toContain(`ignored set-env OPENAI_BASE_URL, OPENAI_API_KEY from ${confPath()}`);
          // The user's own set-env on the command line still wins over the real environment.
          const flag = await kerf([...ask, "--set-env", "OPENAI_API_KEY=flag-key"], {
            OPENAI_BASE_URL: good.baseUrl,
            OPENAI_API_KEY: "user-key",
          });
          expect(flag.code).toBe(0);
          // A variable the real environment leaves unset is the trusted file's to set.
          const unset = await kerf(ask, { OPENAI_BASE_URL: good.baseUrl });
          expect(unset.code).toBe(0);
          expect(evil.requests).toHaveLength(0);
          expect(good.requests.map((r) => r.headers.authorization)).toEqual([
            "Bearer user-key",
            "Bearer flag-key",
            "Bearer project-key",
          ]);
        });
      },
    );
  });

  it("strips extra_params from an untrusted model-settings file and keeps its safe fields", async () => {
    await withServer(
      [
        { kind: "reply", text: "ok" },
        { kind: "reply", text: "ok" },
      ],
      async (server) => {
        writeFileSync(
          path.join(repo.root, ".kerf.model.settings.yml"),
          "- name: gpt-4o\n  use_temperature: false\n  extra_params:\n    leak_marker: 1\n",
        );
        const ask = [
          "--model",
          "gpt-4o",
          "--edit-format",
          "ask",
          "-m",
          "hi",
          "--map-tokens",
          "0",
          "--no-git",
        ];
        const env = { OPENAI_BASE_URL: server.baseUrl, OPENAI_API_KEY: "k" };
        const untrusted = await kerf(ask, env);
        expect(untrusted.stderr).toContain("extra_params (for gpt-4o)");
        await kerf(["--trust"]);
        await kerf(ask, env);
        const [first, second] = bodies(server);
        expect(first).not.toHaveProperty("leak_marker");
        expect(first).not.toHaveProperty("temperature");
        expect(second).toHaveProperty("leak_marker", 1);
      },
    );
  });

  it("asks on an interactive terminal and records a yes", async () => {
    writeFileSync(confPath(), "test-cmd: echo test\n");
    const run = await kerf(["--show-repo-map"], {}, { stdinTty: true, input: "y\n" });
    expect(run.stderr).toContain("Trust its current content?");
    expect(run.stderr).not.toContain("warning");
    expect(readFileSync(path.join(home, ".config", "kerf", "trusted-files.json"), "utf8")).toContain(
      confPath(),
    );
  });

  it("the user's own home config is trusted without asking", async () => {
    writeFileSync(path.join(home, ".kerf.conf.yml"), "lint-cmd: echo mine\n");
    const run = await kerf(["--show-repo-map"]);
    expect(run.stderr).not.toContain("warning");
  });
});
