// The tool-call formats from the installed package (issue 25, as a user runs it): the kerf command of a
// packed clean clone installed into an empty folder edits a real git repository through `apply_patch`
// behind an OpenAI-compatible base and through Anthropic's text editor tool with --sonnet, each against
// the loopback server speaking that provider's protocol, and commits the change.
import type { ScriptToolCall } from "../../replay/script-step";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import { APP, FUNCTION_PATCH, HELLO, TEXT_EDITOR_EDIT } from "../helpers/greet-fixtures";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";
import { installedKerf, runBin } from "./installed-kerf";

interface Case {
  name: string;
  format: string;
  args: (base: string) => string[];
  env: (base: string) => Record<string, string>;
  path: string;
  call: ScriptToolCall;
}

const CASES: Case[] = [
  {
    name: "patch-tool over chat completions (apply_patch as a JSON function)",
    format: "patch-tool",
    args: (base) => ["--model", "gpt-4o", "--openai-api-base", `${base}/v1`],
    env: () => ({ OPENAI_API_KEY: "sk-installed-chat" }),
    path: "/v1/chat/completions",
    call: FUNCTION_PATCH,
  },
  {
    name: "edit-tool over Anthropic Messages (Anthropic's text editor tool)",
    format: "edit-tool",
    args: () => ["--sonnet"],
    env: (base) => ({ ANTHROPIC_API_KEY: "sk-ant-installed", ANTHROPIC_BASE_URL: base }),
    path: "/v1/messages",
    call: TEXT_EDITOR_EDIT,
  },
];

describe.each(CASES)("the installed kerf: $name", (c) => {
  let repo: TempRepo;
  let server: ScriptedServer;
  afterEach(async () => {
    await server?.close();
    repo?.remove();
  });

  it("applies the model's tool call to the file and commits it", async () => {
    const { bin } = installedKerf();
    repo = makeTempRepo({ "app.py": APP });
    server = await startScriptedServer([
      { kind: "reply", text: "Editing.", toolCalls: [c.call] },
      { kind: "reply", text: "feat: greet with hello" },
      { kind: "reply", text: "Done." },
    ]);
    const base = new URL(server.baseUrl).origin;
    const args = ["--no-pretty", "--map-tokens", "0", "--edit-format", c.format, ...c.args(base)];
    const run = await runBin(bin, [...args, "-m", "say hello", "app.py"], repo.root, c.env(base));
    expect({ code: run.code, stderr: run.stderr }).toMatchObject({ code: 0 });
    expect(repo.read("app.py")).toBe(HELLO);
    expect(repo.git("log", "-1", "--format=%s").trim()).toBe("feat: greet with hello");
    expect(server.requests[0]!.path).toBe(c.path);
    // The first request offered the tool; the second of the edit's turn carries the call's result.
    expect(JSON.stringify(server.requests[0]!.body)).toContain(c.call.name);
    expect(JSON.stringify(server.requests[2]!.body)).toContain(c.call.id);
  });
});
