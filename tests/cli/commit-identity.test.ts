// Committing where git has no identity (a fresh container, CI) and where git refuses a commit: the real
// CLI as a child process with an empty HOME, no system config and no GIT_AUTHOR_* variables.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import { ensureBuilt } from "../demo/ensure-built";
import { block } from "../helpers/coder-harness";
import { tempDir } from "../helpers/file-tree";
import { runChild } from "../helpers/run-child";

jest.setTimeout(60_000);

const APP = 'def greet(name):\n    return "hi " + name\n';
const HELLO = APP.replace('"hi "', '"hello "');
const EDIT = block("app.py", '    return "hi " + name\n', '    return "hello " + name\n');
const COMMIT = { kind: "reply" as const, text: "feat: greet with hello" };

describe("kerf commits without a git identity", () => {
  let home: string;
  let root: string;
  let server: ScriptedServer;
  // No config file anywhere git looks: the temp HOME is empty and the system file is off.
  const env = () => ({
    HOME: home,
    XDG_CONFIG_HOME: path.join(home, ".config"),
    GIT_CONFIG_NOSYSTEM: "1",
    OPENAI_API_KEY: "sk-identity-test",
  });
  const git = (...args: string[]) =>
    execFileSync("git", ["-C", root, ...args], { encoding: "utf8", env: env() });
  beforeAll(() => ensureBuilt(path.resolve(__dirname, "../..")), 180_000);
  beforeEach(async () => {
    home = tempDir("kerf-home-");
    root = path.join(home, "project");
    mkdirSync(root);
    git("init", "--quiet", "--initial-branch=main");
    writeFileSync(path.join(root, "app.py"), APP);
    git("add", "app.py");
    git("-c", "user.name=Setup", "-c", "user.email=setup@example.com", "commit", "--quiet", "-m", "initial");
    server = await startScriptedServer([{ kind: "reply", text: EDIT }, COMMIT], { onError: () => {} });
  });
  afterEach(async () => {
    await server.close();
    rmSync(home, { recursive: true, force: true });
  });
  const kerf = () =>
    runChild(
      ["--model", "gpt-4o", "--openai-api-base", server.baseUrl, "--map-tokens", "0", "--no-pretty"].concat([
        "app.py",
        "-m",
        "say hello",
      ]),
      { cwd: root, env: env() },
    );

  it("commits as kerf <kerf@kerf.invalid>, says so once for two commits, and writes no git config", async () => {
    // The user's own uncommitted line: a dirty commit first, then kerf's edit commit.
    writeFileSync(path.join(root, "app.py"), `${APP}# mine\n`);
    const run = await kerf();
    expect(run.code).toBe(0);
    expect(git("log", "-2", "--format=%an <%ae>|%cn <%ce>|%s")).toBe(
      "kerf <kerf@kerf.invalid>|kerf <kerf@kerf.invalid>|feat: greet with hello\n" +
        "kerf <kerf@kerf.invalid>|kerf (kerf) <kerf@kerf.invalid>|chore: save uncommitted changes before kerf edits\n",
    );
    const notices = run.stderr.split("\n").filter((line) => line.includes("git has no user.name/user.email"));
    expect(notices).toEqual([
      'warning: git has no user.name/user.email here, so kerf commits as "kerf <kerf@kerf.invalid>" (set yours with: git config --global user.name "Your Name"; git config --global user.email you@example.com)',
    ]);
    expect(readFileSync(path.join(root, ".git", "config"), "utf8")).not.toContain("[user]");
    expect(git("status", "--porcelain")).toBe("");
  });

  it("keeps the user's name where only the email is missing", async () => {
    git("config", "user.name", "Real Author");
    const run = await kerf();
    expect(run.code).toBe(0);
    expect(git("log", "-1", "--format=%an <%ae>")).toBe("Real Author <kerf@kerf.invalid>\n");
  });

  it("a commit git refuses: one clear line, exit 1, the edit in the working tree and nothing staged", async () => {
    git("config", "user.name", "Real Author");
    git("config", "user.email", "author@example.com");
    git("config", "core.hooksPath", ".git/hooks");
    mkdirSync(path.join(root, ".git", "hooks"), { recursive: true });
    const hook = path.join(root, ".git", "hooks", "pre-commit");
    writeFileSync(hook, "#!/bin/sh\necho 'style check failed: app.py' >&2\nexit 1\n", { mode: 0o755 });
    const run = await kerf();
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      "error: git could not commit app.py: style check failed: app.py. Nothing was left staged; the changes are in the working tree, uncommitted\n",
    );
    expect(run.stderr).not.toContain("git -C");
    expect(run.stderr).not.toContain("commit --quiet");
    expect(readFileSync(path.join(root, "app.py"), "utf8")).toBe(HELLO);
    expect(git("status", "--porcelain")).toBe(" M app.py\n");
    expect(git("log", "--format=%s")).toBe("initial\n");
  });
});
