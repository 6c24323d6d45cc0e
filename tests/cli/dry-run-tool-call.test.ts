// `--dry-run` with a tool-call format: under the diff, "Did not apply edit to app.py (--dry-run)", and the
// call's own line says what it would have done on one line, never a heading cut off at its colon
// ("→ edit: Dry run, nothing was written. It would have: (+1 more)"). Through the CLI against a
// loopback scripted server.
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import type { ScriptToolCall } from "../../replay/script-step";
import { APP } from "../helpers/greet-fixtures";

const edit = (from: string, to: string): ScriptToolCall => ({
  name: "edit",
  arguments: JSON.stringify({ path: "app.py", old_string: from, new_string: to }),
});

describe("--dry-run with tool calls", () => {
  let repo: TempRepo;
  let server: ScriptedServer;
  afterEach(async () => {
    await server?.close();
    repo?.remove();
  });
  const kerf = async (calls: ScriptToolCall[], dryRun = true) => {
    repo = makeTempRepo({ "app.py": APP });
    server = await startScriptedServer([
      { kind: "reply", text: "Editing.", toolCalls: calls },
      { kind: "reply", text: "Done." },
      { kind: "reply", text: "feat: say hello" },
    ]);
    const flags = ["--no-pretty", "--map-tokens", "0", "--edit-format", "edit-tool"];
    if (dryRun) flags.push("--dry-run");
    return runCli(
      [...flags, "--model", "gpt-4o", "--openai-api-base", server.baseUrl, "-m", "hi", "app.py"],
      {
        cwd: repo.root,
        env: { HOME: repo.root, OPENAI_API_KEY: "sk-dry-run-tool" },
      },
    );
  };

  it("one call: its line says what it would have changed, on that line", async () => {
    const run = await kerf([edit('"hi "', '"hello "')]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Did not apply edit to app.py (--dry-run)");
    expect(run.stdout).toContain(
      "→ edit: Dry run, nothing was written. It would have: changed app.py line 2\n",
    );
    expect(run.stdout).not.toMatch(/It would have: \(\+\d+ more\)/);
    expect(repo.read("app.py")).toBe(APP);
  });

  it("without --dry-run the same call's line is unchanged (the control)", async () => {
    const run = await kerf([edit('"hi "', '"hello "')], false);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("→ edit: changed app.py line 2\n");
    expect(repo.read("app.py")).toContain('"hello "');
  });
});
