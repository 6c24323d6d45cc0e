// A tool-call format's words follow the tools its request declares. Claude on the Messages API is offered
// Anthropic's text editor tool (`str_replace_based_edit_tool`: command, old_str, new_str, file_text), so
// the system prompt, the reminder, an unknown tool's result and a failed call's result speak of that tool
// and its fields — never of `edit`/`write` with `old_string`/`new_string`, which it does not have. The
// same format over chat completions declares `edit` and `write`, and its words stay theirs.
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import type { ScriptToolCall } from "../../replay/script-step";
import { APP } from "../helpers/greet-fixtures";

interface AnthropicBody {
  system?: string | { type: string; text: string }[];
  messages: { role: string; content: string | Record<string, unknown>[] }[];
  tools?: { type?: string; name: string }[];
}

const UNDECLARED = [/\bold_string\b/, /\bnew_string\b/, /`edit`/, /`write`/, /\breplace_all\b/];

describe("edit-tool on Anthropic's text editor tool names only what it declares", () => {
  let repo: TempRepo;
  let server: ScriptedServer;
  afterEach(async () => {
    await server?.close();
    repo?.remove();
  });

  it("system prompt, reminder, unknown-tool and failed-call results", async () => {
    repo = makeTempRepo({ "app.py": APP });
    const unknown: ScriptToolCall = {
      id: "toolu_a",
      name: "bash",
      arguments: JSON.stringify({ command: "ls" }),
    };
    const miss: ScriptToolCall = {
      id: "toolu_b",
      name: "str_replace_based_edit_tool",
      arguments: JSON.stringify({
        command: "str_replace",
        path: "app.py",
        old_str: "def hello():",
        new_str: "x",
      }),
    };
    server = await startScriptedServer([
      { kind: "reply", text: "Trying.", toolCalls: [unknown, miss] },
      { kind: "reply", text: "I will stop here." },
    ]);
    const base = new URL(server.baseUrl).origin;
    const run = await runCli(
      [
        "--no-pretty",
        "--map-tokens",
        "0",
        "--sonnet",
        "--edit-format",
        "edit-tool",
        "-m",
        "say hello",
        "app.py",
      ],
      {
        cwd: repo.root,
        env: { HOME: repo.root, ANTHROPIC_API_KEY: "sk-ant-words", ANTHROPIC_BASE_URL: base },
      },
    );
    expect(run.code).toBe(3);
    expect(server.requests).toHaveLength(2);
    const first = server.requests[0]!.body as AnthropicBody;
    expect(first.tools?.map((tool) => [tool.type, tool.name])).toEqual([
      ["text_editor_20250728", "str_replace_based_edit_tool"],
    ]);
    const sent = JSON.stringify({ system: first.system, messages: first.messages });
    expect(sent).toContain("str_replace_based_edit_tool");
    for (const field of ["`old_str`", "`new_str`", "`file_text`", "`insert_line`"])
      expect(sent).toContain(field);
    for (const word of UNDECLARED) expect(sent).not.toMatch(word);

    const second = server.requests[1]!.body as AnthropicBody;
    const results = second.messages
      .flatMap((message) => (typeof message.content === "string" ? [] : message.content))
      .filter((block) => block.type === "tool_result");
    const text = (id: string) => JSON.stringify(results.find((block) => block.tool_use_id === id)?.content);
    expect(text("toolu_a")).toContain(
      'there is no tool \\"bash\\"; the one tool is str_replace_based_edit_tool',
    );
    expect(text("toolu_b")).toContain("text editor call 2 in app.py: the old_str does not match the file");
    const all = JSON.stringify({ system: second.system, messages: second.messages });
    for (const word of UNDECLARED) expect(all).not.toMatch(word);
  });

  it("over chat completions the same format declares edit and write, and its words name them", async () => {
    repo = makeTempRepo({ "app.py": APP });
    const unknown: ScriptToolCall = {
      id: "call_a",
      name: "bash",
      arguments: JSON.stringify({ command: "ls" }),
    };
    server = await startScriptedServer([
      { kind: "reply", text: "Trying.", toolCalls: [unknown] },
      { kind: "reply", text: "I will stop here." },
    ]);
    const run = await runCli(
      ["--no-pretty", "--map-tokens", "0", "--model", "gpt-4o", "--openai-api-base", server.baseUrl].concat([
        "--edit-format",
        "edit-tool",
        "-m",
        "say hello",
        "app.py",
      ]),
      { cwd: repo.root, env: { HOME: repo.root, OPENAI_API_KEY: "sk-words" } },
    );
    expect(run.code).toBe(3);
    const first = server.requests[0]!.body as {
      messages: unknown[];
      tools: { function: { name: string } }[];
    };
    expect(first.tools.map((tool) => tool.function.name)).toEqual(["edit", "write"]);
    expect(JSON.stringify(first.messages)).toContain("`old_string`");
    expect(JSON.stringify(first.messages)).not.toContain("str_replace_based_edit_tool");
    const second = JSON.stringify(server.requests[1]!.body);
    expect(second).toContain('there is no tool \\"bash\\"; the tools are edit and write');
  });
});
