// The two tool-call formats end to end through the library, over each protocol's own wire shape: a real
// scripted server answering with tool calls (arguments streamed in pieces, several calls in one reply,
// broken arguments, a call after a failed one), a real git repository, the one planner and writer.
import "../../src/coders";
import { Coder, type CoderEvent, type CreateCoderOptions } from "../../src/coders";
import { GitRepo } from "../../src/git/git-repo";
import { createLlmClient } from "../../src/llm/llm-client";
import type { Protocol } from "../../src/llm/protocol";
import { resolveModel } from "../../src/models/resolve-model";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import type { ScriptEntry, ScriptToolCall } from "../../replay/script-step";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";
import { PLATFORM } from "../helpers/coder-harness";

const APP = 'def greet(name):\n    return "hi " + name\n\n\ndef main():\n    print(greet("kerf"))\n';
const commit = { kind: "reply" as const, text: "feat: greet with hello" };
const done = { kind: "reply" as const, text: "Done: greet says hello now." };
const calls = (...list: ScriptToolCall[]) => ({
  kind: "reply" as const,
  text: "",
  chunkChars: 7,
  toolCalls: list,
});
const edit = (id: string, args: Record<string, unknown>): ScriptToolCall => ({
  id,
  name: "edit",
  arguments: JSON.stringify(args),
});
const patch = (id: string, input: string): ScriptToolCall => ({
  id,
  name: "apply_patch",
  arguments: JSON.stringify({ input }),
});

interface Setup {
  repo: TempRepo;
  server: ScriptedServer;
  events: CoderEvent[];
  coder: Coder;
}

async function setup(protocol: Protocol, script: ScriptEntry[], options: CreateCoderOptions): Promise<Setup> {
  const repo = makeTempRepo({ "app.py": APP, "notes.md": "# notes\n" });
  const server = await startScriptedServer(script, { onError: () => undefined });
  const events: CoderEvent[] = [];
  const llm = createLlmClient({ protocol, baseURL: server.baseUrl, apiKey: "sk-tool-coders", maxRetries: 0 });
  const coder = Coder.create({
    root: repo.root,
    // A model with no native tool types: the JSON function tools go out on every protocol.
    model: resolveModel("gpt-4o"),
    weakModel: resolveModel("gpt-4o-mini"),
    llm,
    platform: PLATFORM,
    git: await GitRepo.open(repo.root),
    reporter: (event) => events.push(event),
    yesAlways: true,
    turnPreamble: false,
    files: ["app.py"],
    ...options,
  });
  return { repo, server, events, coder };
}

/** Every tool result the n-th request sent back, as [call id, text] pairs, whatever the protocol. */
function resultsSent(server: ScriptedServer, n: number): [string, string][] {
  const body = server.requests[n]?.body as Record<string, unknown>;
  const found: [string, string][] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== "object" || value === null) return;
    const item = value as Record<string, unknown>;
    if (item.role === "tool") found.push([String(item.tool_call_id), String(item.content)]);
    else if (item.type === "function_call_output") found.push([String(item.call_id), String(item.output)]);
    else if (item.type === "tool_result") found.push([String(item.tool_use_id), String(item.content)]);
    else Object.values(item).forEach(visit);
  };
  visit(body.messages ?? body.input);
  return found;
}

describe.each<Protocol>(["chat", "responses", "anthropic"])("tool-call coders over %s", (protocol) => {
  let s: Setup | undefined;
  afterEach(async () => {
    await s?.server.close();
    s?.repo.remove();
    s = undefined;
  });

  it("edit-tool: two calls in one reply land in order, are committed, and each gets its result", async () => {
    s = await setup(
      protocol,
      [
        calls(edit("call_a", { path: "app.py", old_string: '"hi "', new_string: '"hello "' }), {
          id: "call_b",
          name: "write",
          arguments: JSON.stringify({ path: "VERSION", content: "1.0\n" }),
        }),
        commit,
        done,
      ],
      { editFormat: "edit-tool" },
    );
    const result = await s.coder.run("Say hello, and add a VERSION file.");
    expect(s.repo.read("app.py")).toBe(APP.replace('"hi "', '"hello "'));
    expect(s.repo.read("VERSION")).toBe("1.0\n");
    expect(result.reply).toBe("Done: greet says hello now.");
    expect(result.commits).toHaveLength(1);
    expect(result.reflections).toBe(0);
    expect(s.server.requests).toHaveLength(3);
    const tools = JSON.stringify((s.server.requests[0]!.body as { tools: unknown }).tools);
    expect(tools).toContain('"edit"');
    expect(tools).toContain("old_string");
    const sent = resultsSent(s.server, 2);
    expect(sent.map(([id]) => id)).toEqual(["call_a", "call_b"]);
    expect(sent[0]![1]).toMatch(/changed app\.py line 2/);
    expect(sent[1]![1]).toMatch(/created VERSION/);
    expect(s.events.filter((e) => e.type === "file-changed")).toHaveLength(2);
    expect(
      s.events.filter((e) => e.type === "tool-result").map((e) => e.type === "tool-result" && e.ok),
    ).toEqual([true, true]);
  });

  it("patch-tool: a broken call gets an error result and changes nothing; the call after it lands", async () => {
    const good =
      '*** Begin Patch\n*** Update File: app.py\n@@ def greet(name):\n-    return "hi " + name\n+    return "hello " + name\n*** End Patch\n';
    // Anthropic's server delivers tool input as parsed JSON, so there the broken call is one missing its field.
    const broken: ScriptToolCall =
      protocol === "anthropic"
        ? { id: "call_x", name: "apply_patch", arguments: JSON.stringify({ wrong: 1, other: 2 }) }
        : { id: "call_x", name: "apply_patch", arguments: '{"input": "*** Begin Patch' };
    s = await setup(protocol, [calls(broken, patch("call_y", good)), commit, done], {
      editFormat: "patch-tool",
    });
    const result = await s.coder.run("Say hello.");
    expect(s.repo.read("app.py")).toBe(APP.replace('"hi "', '"hello "'));
    const sent = resultsSent(s.server, 2);
    expect(sent.map(([id]) => id)).toEqual(["call_x", "call_y"]);
    expect(sent[0]![1]).toMatch(/not valid JSON|needs a string "input"/);
    expect(sent[1]![1]).toMatch(/^Done\.\nchanged app\.py line 2/);
    expect(result.reflections).toBe(1);
  });

  it("edit-tool: an ambiguous old_string is refused with its places; the retry lands", async () => {
    const twice = 'def a():\n    return "x"\n\n\ndef b():\n    return "x"\n';
    s = await setup(
      protocol,
      [
        calls(edit("c1", { path: "dup.py", old_string: 'return "x"', new_string: 'return "y"' })),
        calls(
          edit("c2", {
            path: "dup.py",
            old_string: 'def b():\n    return "x"',
            new_string: 'def b():\n    return "y"',
          }),
        ),
        commit,
        done,
      ],
      { editFormat: "edit-tool", files: ["dup.py"] },
    );
    s.repo.write("dup.py", twice);
    s.repo.git("add", "dup.py");
    s.repo.git("commit", "-qm", "dup");
    await s.coder.run("Make b return y.");
    expect(s.repo.read("dup.py")).toBe(twice.replace('def b():\n    return "x"', 'def b():\n    return "y"'));
    expect(resultsSent(s.server, 1)).toEqual([
      ["c1", expect.stringMatching(/occurs 2 times \(lines 2, 6\)/)],
    ]);
  });

  it("refuses a call outside the project and an unknown tool, writing nothing", async () => {
    s = await setup(
      protocol,
      [
        calls(edit("o1", { path: "../escape.py", old_string: "x", new_string: "y" }), {
          id: "o2",
          name: "run_shell",
          arguments: JSON.stringify({ command: "rm -rf /" }),
        }),
        done,
      ],
      { editFormat: "edit-tool" },
    );
    await s.coder.run("Try things.");
    expect(s.repo.read("app.py")).toBe(APP);
    const sent = resultsSent(s.server, 1);
    expect(sent[0]).toEqual(["o1", expect.stringMatching(/outside the project/)]);
    expect(sent[1]).toEqual(["o2", expect.stringMatching(/there is no tool "run_shell"/)]);
    expect(s.repo.git("status", "--porcelain")).toBe("");
  });

  it("a dry run applies nothing and sends nothing more", async () => {
    s = await setup(
      protocol,
      [calls(edit("d1", { path: "app.py", old_string: '"hi "', new_string: '"hello "' }))],
      { editFormat: "edit-tool", dryRun: true },
    );
    const result = await s.coder.run("Say hello.");
    expect(s.repo.read("app.py")).toBe(APP);
    expect(s.server.requests).toHaveLength(1);
    expect(result.changes.map((c) => c.path)).toEqual(["app.py"]);
    expect(s.events.some((e) => e.type === "file-changed" && e.dryRun)).toBe(true);
  });
});

describe("Anthropic's text editor tool (Claude with edit-tool)", () => {
  let s: Setup | undefined;
  afterEach(async () => {
    await s?.server.close();
    s?.repo.remove();
  });
  const editor = (id: string, args: Record<string, unknown>): ScriptToolCall => ({
    id,
    name: "str_replace_based_edit_tool",
    arguments: JSON.stringify(args),
  });

  it("answers view from the chat files only, read-only, and applies insert after a line", async () => {
    s = await setup(
      "anthropic",
      [
        calls(
          editor("v1", { command: "view", path: "app.py", view_range: [1, 2] }),
          editor("v2", { command: "view", path: "notes.md" }),
          editor("i1", { command: "insert", path: "app.py", insert_line: 1, new_str: '    """Greets."""' }),
        ),
        commit,
        done,
      ],
      { editFormat: "edit-tool", model: resolveModel("claude-sonnet-4-5") },
    );
    await s.coder.run("Document greet.");
    expect((s.server.requests[0]!.body as { tools: unknown }).tools).toEqual([
      { type: "text_editor_20250728", name: "str_replace_based_edit_tool" },
    ]);
    const sent = resultsSent(s.server, 2);
    expect(sent[0]).toEqual(["v1", '1\tdef greet(name):\n2\t    return "hi " + name']);
    expect(sent[1]).toEqual(["v2", "notes.md is not in the chat; ask the user to add it"]);
    expect(sent[2]![1]).toMatch(/inserted into app\.py after line 1/);
    expect(s.repo.read("app.py")).toBe(
      APP.replace("def greet(name):\n", 'def greet(name):\n    """Greets."""\n'),
    );
  });
});
