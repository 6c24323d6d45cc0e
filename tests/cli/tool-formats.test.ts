// The tool-call formats through the real CLI, over each provider's protocol as a user with a key meets
// it: `--edit-format patch-tool` / `edit-tool` with gpt-4o behind an OpenAI-compatible base (chat
// completions), gpt-5.1-codex (Responses, OpenAI's own apply_patch tool) and --sonnet (Anthropic Messages,
// Anthropic's text editor tool). The diff is printed, the edit committed, `--json` reports each call, and
// in a session /undo takes a tool edit back like any other.
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import type { ScriptToolCall } from "../../replay/script-step";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";
import { APP, FUNCTION_PATCH, HELLO, TEXT_EDITOR_EDIT } from "../helpers/greet-fixtures";
import { pipedSession, type PipedSession } from "./repl/session-harness";
import { parseEvent } from "../helpers/json-events";

const commit = { kind: "reply" as const, text: "feat: greet with hello" };
const done = { kind: "reply" as const, text: "Done." };
const calls = (call: ScriptToolCall) => ({
  kind: "reply" as const,
  text: "Editing.",
  chunkChars: 9,
  toolCalls: [call],
});

interface Route {
  protocol: "chat" | "responses" | "anthropic";
  args: (base: string) => string[];
  env: (base: string) => Record<string, string>;
  path: string;
  /** The call this protocol's model makes for each format. */
  patch: ScriptToolCall;
  edit: ScriptToolCall;
}

const functionEdit: ScriptToolCall = {
  id: "call_e",
  name: "edit",
  arguments: JSON.stringify({ path: "app.py", old_string: '"hi "', new_string: '"hello "' }),
};

const ROUTES: Route[] = [
  {
    protocol: "chat",
    args: (base) => ["--model", "gpt-4o", "--openai-api-base", `${base}/v1`],
    env: () => ({ OPENAI_API_KEY: "sk-cli-chat" }),
    path: "/v1/chat/completions",
    patch: FUNCTION_PATCH,
    edit: functionEdit,
  },
  {
    protocol: "responses",
    args: () => ["--model", "gpt-5.1-codex"],
    env: (base) => ({ OPENAI_API_KEY: "sk-cli-responses", OPENAI_BASE_URL: `${base}/v1` }),
    path: "/v1/responses",
    // gpt-5.1 models have OpenAI's own apply_patch tool: the call arrives as an apply_patch_call item.
    patch: {
      id: "apc_1",
      name: "apply_patch",
      applyPatch: true,
      arguments: JSON.stringify({
        type: "update_file",
        path: "app.py",
        diff: '-    return "hi " + name\n+    return "hello " + name\n',
      }),
    },
    edit: functionEdit,
  },
  {
    protocol: "anthropic",
    args: () => ["--sonnet"],
    env: (base) => ({ ANTHROPIC_API_KEY: "sk-ant-cli", ANTHROPIC_BASE_URL: base }),
    path: "/v1/messages",
    patch: FUNCTION_PATCH,
    // Claude Sonnet 4.5 has Anthropic's text editor tool.
    edit: TEXT_EDITOR_EDIT,
  },
];

describe.each(ROUTES)("tool-call formats through the CLI over $protocol", (route) => {
  let repo: TempRepo;
  let server: ScriptedServer;
  afterEach(async () => {
    await server?.close();
    repo?.remove();
  });
  const kerf = (format: string, extra: string[] = []) => {
    const base = new URL(server.baseUrl).origin;
    return runCli(
      [
        "--no-pretty",
        "--map-tokens",
        "0",
        "--edit-format",
        format,
        ...route.args(base),
        ...extra,
        "-m",
        "say hello",
        "app.py",
      ],
      { cwd: repo.root, env: { HOME: repo.root, ...route.env(base) } },
    );
  };

  it.each(["patch-tool", "edit-tool"] as const)(
    "%s: applies the call, prints the diff, commits",
    async (format) => {
      repo = makeTempRepo({ "app.py": APP });
      server = await startScriptedServer([
        calls(format === "patch-tool" ? route.patch : route.edit),
        commit,
        done,
      ]);
      const run = await kerf(format);
      expect(run.stderr).not.toMatch(/error/i);
      expect(run.code).toBe(0);
      expect(repo.read("app.py")).toBe(HELLO);
      expect(run.stdout).toContain('+    return "hello " + name');
      expect(run.stdout).toMatch(/commit [0-9a-f]{7} feat: greet with hello/);
      expect(run.stdout).toMatch(/→ (apply_patch|edit|str_replace_based_edit_tool): changed app\.py line 2/);
      // The commit message comes from the weak model, which may speak another protocol (gpt-5-nano: chat).
      expect(server.requests).toHaveLength(3);
      expect([server.requests[0]!.path, server.requests[2]!.path]).toEqual([route.path, route.path]);
      const tools = JSON.stringify((server.requests[0]!.body as { tools?: unknown }).tools);
      const native =
        route.protocol === "responses" && format === "patch-tool" ? '"type":"apply_patch"' : null;
      const editor =
        route.protocol === "anthropic" && format === "edit-tool" ? '"type":"text_editor_20250728"' : null;
      expect(tools).toContain(
        native ?? editor ?? (format === "patch-tool" ? '"apply_patch"' : '"old_string"'),
      );
    },
  );

  it("--json reports each call's result; --dry-run writes nothing", async () => {
    repo = makeTempRepo({ "app.py": APP });
    server = await startScriptedServer([calls(route.edit)]);
    const run = await kerf("edit-tool", ["--json", "--dry-run"]);
    expect(run.code).toBe(0);
    const events = run.stdout
      .trim()
      .split("\n")
      .map((line) => parseEvent(line) as Record<string, unknown>);
    expect(events).toContainEqual(
      expect.objectContaining({ event: "tool-result", ok: true, output: expect.stringMatching(/^Dry run/) }),
    );
    expect(events).toContainEqual(expect.objectContaining({ event: "file-changed", dryRun: true }));
    expect(repo.read("app.py")).toBe(APP);
    expect(server.requests).toHaveLength(1);
  });
});

describe("--show-prompts names the tools as they go on the wire", () => {
  it.each([
    [
      ["--sonnet", "--edit-format", "edit-tool"],
      "tools: text_editor_20250728 (the provider's own tool type)",
    ],
    [
      ["--model", "gpt-5.1-codex", "--edit-format", "patch-tool"],
      "tools: apply_patch (the provider's own tool type)",
    ],
    [["--model", "gpt-4o", "--edit-format", "edit-tool"], "tools: edit, write (JSON functions)"],
  ])("%j", async (args, line) => {
    const repo = makeTempRepo({ "app.py": APP });
    try {
      const run = await runCli(["--no-pretty", "--show-prompts", ...args, "app.py"], {
        cwd: repo.root,
        env: { HOME: repo.root, OPENAI_API_KEY: "sk-x", ANTHROPIC_API_KEY: "sk-ant-x" },
      });
      expect(run.code).toBe(0);
      expect(run.stderr).toContain(line);
    } finally {
      repo.remove();
    }
  });
});

describe("a tool edit in a session", () => {
  let s: PipedSession;
  afterEach(() => s?.close());

  it("/undo takes it back; after /chat-mode diff the earlier call travels as text", async () => {
    s = await pipedSession([
      calls(functionEdit),
      commit,
      done,
      { kind: "reply", text: "Nothing to change." },
    ]);
    const run = await s.run(
      ["/add app.py", "say hello", "/undo", "/chat-mode diff", "what did you do?", "/exit"],
      ["--edit-format", "edit-tool"],
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('+    return "hello " + name');
    expect(s.repo.read("app.py")).toBe(APP);
    expect(s.repo.git("log", "--format=%s").trim().split("\n")).toHaveLength(1);
    const last = s.server.requests.at(-1)!.body as { tools?: unknown; messages: unknown[] };
    expect(last.tools).toBeUndefined();
    expect(JSON.stringify(last.messages)).toContain("[tool call edit]");
    expect(JSON.stringify(last.messages)).not.toContain("tool_call_id");
  });
});
