// Lint and test checks through the CLI: --lint-cmd alone lints (auto-lint is on by default, as in
// Aider), --no-auto-lint turns it off, and the exit code and the last line tell the truth about the
// last lint or test run when the model's fix changed nothing or the reflection limit was reached.
import { block } from "../helpers/coder-harness";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import type { ScriptEntry } from "../../replay/script-step";

jest.setTimeout(60_000);

const JS = "function greet(name) {\n  return 'hi ' + name;\n}\n";
const BROKEN = block("app.js", "  return 'hi ' + name;\n", "  return 'hi ' + name +;\n");
const APP = 'def greet(name):\n    return "hi " + name\n';
const TO_HEY = block("app.py", '    return "hi " + name\n', '    return "hey " + name\n');
const HEY_TO_YO = block("app.py", '    return "hey " + name\n', '    return "yo " + name\n');
const TEST = `grep -q '"hello "' app.py || { echo "greet() must say hello"; exit 1; }\n`;
const COMMIT = { kind: "reply" as const, text: "fix: change greet" };
const NO_EDIT = { kind: "reply" as const, text: "That looks right to me; I would change nothing." };

describe("checks decide the exit code", () => {
  let repo: TempRepo;
  let server: ScriptedServer;
  afterEach(async () => {
    await server?.close();
    repo?.remove();
  });
  const kerf = async (files: Record<string, string>, script: ScriptEntry[], args: string[]) => {
    repo = makeTempRepo(files);
    server = await startScriptedServer(script, { onError: () => {} });
    const flags = ["--model", "gpt-4o", "--openai-api-base", server.baseUrl, "--map-tokens", "0"];
    return runCli([...flags, "--no-pretty", ...args], {
      cwd: repo.root,
      env: { HOME: repo.root, OPENAI_API_KEY: "sk-checks-test" },
    });
  };
  const chats = () => server.requests.filter((r) => r.path.endsWith("/chat/completions")).length;
  const lastLine = (text: string) => text.trimEnd().split("\n").at(-1);

  it("--lint-cmd alone lints: a syntax error goes back to the model; unfixed, it exits 4 saying so", async () => {
    const run = await kerf(
      { "app.js": JS },
      [{ kind: "reply", text: BROKEN }, COMMIT, NO_EDIT],
      ["app.js", "--lint-cmd", "node --check", "-m", "exclaim"],
    );
    expect(run.stdout).toContain("lint failed: node --check app.js");
    expect(run.stdout).toContain("SyntaxError");
    expect(chats()).toBe(3);
    expect(lastLine(run.stdout)).toBe("Lint still failing: the last run of `node --check app.js` failed.");
    expect(run.code).toBe(4);
  });

  it("--no-auto-lint with --lint-cmd: no lint runs, and the turn ends after the commit", async () => {
    const run = await kerf(
      { "app.js": JS },
      [{ kind: "reply", text: BROKEN }, COMMIT],
      ["app.js", "--lint-cmd", "node --check", "--no-auto-lint", "-m", "exclaim"],
    );
    expect(run.stdout).not.toContain("lint failed");
    expect(chats()).toBe(2);
    expect(run.code).toBe(0);
  });

  it("--auto-test: the model's retry changes nothing, tests still fail: exit 4 and a last line saying so", async () => {
    const run = await kerf(
      { "app.py": APP, "test.sh": TEST },
      [{ kind: "reply", text: TO_HEY }, COMMIT, NO_EDIT],
      ["app.py", "--test-cmd", "sh test.sh", "--auto-test", "-m", "be friendlier"],
    );
    expect(chats()).toBe(3);
    expect(lastLine(run.stdout)).toBe("Tests still failing: the last run of `sh test.sh` failed.");
    expect(run.code).toBe(4);
  });

  it("--auto-test at the reflection limit: the warning names the tests, exit 4", async () => {
    const script: ScriptEntry[] = [
      { kind: "reply", text: TO_HEY },
      COMMIT,
      { kind: "reply", text: HEY_TO_YO },
      COMMIT,
    ];
    const run = await kerf({ "app.py": APP, "test.sh": TEST }, script, [
      "app.py",
      "--test-cmd",
      "sh test.sh",
      "--auto-test",
      "--max-reflections",
      "1",
      "-m",
      "be friendlier",
    ]);
    expect(run.stderr).toContain("warning: stopped after 1 reflections; tests still failing");
    expect(lastLine(run.stdout)).toBe("Tests still failing: the last run of `sh test.sh` failed.");
    expect(run.code).toBe(4);
    expect(chats()).toBe(4);
  });
});
