// A "no" to a tool call's edit is said once, in the person's words ("You declined the changes to …;
// nothing more was sent to the model."): the call's result, written for a model that is sent nothing
// more ("the user declined this change. Don't retry it unless asked."), does not follow it on the
// terminal. Through the CLI against a loopback scripted server, typed on a terminal and piped.
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import type { ScriptToolCall } from "../../replay/script-step";
import { APP } from "../helpers/greet-fixtures";

const CLI_PY = 'import sys\n\n\ndef main():\n    print("calc")\n';
const DELETE: ScriptToolCall = {
  name: "apply_patch",
  arguments: JSON.stringify({ input: "*** Begin Patch\n*** Delete File: calc/cli.py\n*** End Patch\n" }),
};
const WRITE_APP: ScriptToolCall = {
  name: "apply_patch",
  arguments: JSON.stringify({
    input:
      '*** Begin Patch\n*** Update File: app.py\n-    return "hi " + name\n+    return "hello " + name\n*** End Patch\n',
  }),
};

describe("a declined tool call is said once", () => {
  let repo: TempRepo;
  let server: ScriptedServer;
  afterEach(async () => {
    await server?.close();
    repo?.remove();
  });
  const kerf = async (calls: ScriptToolCall[], stdinTty: boolean) => {
    repo = makeTempRepo({ "app.py": APP, "calc/cli.py": CLI_PY });
    server = await startScriptedServer([{ kind: "reply", text: "Tidying.", toolCalls: calls }]);
    const flags = ["--no-pretty", "--map-tokens", "0", "--no-auto-commits", "--edit-format", "patch-tool"];
    return runCli(
      [...flags, "--model", "gpt-4o", "--openai-api-base", server.baseUrl, "-m", "tidy", "app.py"],
      {
        cwd: repo.root,
        env: { HOME: repo.root, OPENAI_API_KEY: "sk-declined-once" },
        stdinTty,
        input: "n\n",
      },
    );
  };

  it.each([
    ["typed on a terminal", true],
    ["answered by a piped stdin", false],
  ])("%s: the decline line, and no model-facing result line after it", async (_how, tty) => {
    const run = await kerf([DELETE], tty);
    expect(run.stdout).toContain(
      "You declined the changes to calc/cli.py; nothing more was sent to the model.",
    );
    expect(run.stdout).not.toContain("Don't retry it unless asked");
    expect(run.stdout).not.toMatch(/→ apply_patch:/);
    expect(repo.read("calc/cli.py")).toBe(CLI_PY);
    expect(server.requests).toHaveLength(1);
  });

  it("a call of the same reply that landed still gets its line", async () => {
    const run = await kerf([WRITE_APP, DELETE], true);
    expect(run.stdout).toContain("You declined the changes to calc/cli.py");
    expect(run.stdout).not.toContain("Don't retry it unless asked");
    expect(run.stdout).toMatch(/→ apply_patch: .*app\.py/);
  });
});
