// The model's tool calls reach a scripted MCP server (a real child process over stdio) through kerf's
// coder on all three protocols, each over its loopback scripted model server: a search then a read-only
// call, a call that needs a yes (yes and no), a hang, a crash, a secret in a result (masked on the wire
// and in the history), and a tool list that changes while the request's tools and prefix stay the same
// bytes.
import "../../src/coders";
import { Coder, type CreateCoderOptions } from "../../src/coders";
import type { CoderEvent, Question } from "../../src/coders/coder-events";
import { createLlmClient } from "../../src/llm/llm-client";
import type { Protocol } from "../../src/llm/protocol";
import type { McpHub } from "../../src/mcp-tools/mcp-hub";
import { resolveModel } from "../../src/models/resolve-model";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import type { ScriptEntry, ScriptToolCall } from "../../replay/script-step";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";
import { PLATFORM } from "../helpers/coder-harness";
import { hubFor, scriptFiles, scriptServer, type ScriptFiles } from "./mcp-test-servers";

const KEY = "sk-mcp-model-calls-0123456789abcdef";
const done = { kind: "reply" as const, text: "Done." };
const calls = (...list: ScriptToolCall[]) => ({
  kind: "reply" as const,
  text: "",
  chunkChars: 9,
  toolCalls: list,
});
const search = (id: string, query: string): ScriptToolCall => ({
  id,
  name: "mcp_search",
  arguments: JSON.stringify({ query }),
});
const mcpCall = (id: string, tool: string, args: Record<string, unknown> = {}): ScriptToolCall => ({
  id,
  name: "mcp_call",
  arguments: JSON.stringify({ tool, arguments: args }),
});

interface Setup {
  repo: TempRepo;
  server: ScriptedServer;
  files: ScriptFiles;
  hub: McpHub;
  coder: Coder;
  questions: Question[];
}

let s: Setup | undefined;
afterEach(async () => {
  await s?.hub.close();
  await s?.server.close();
  s?.repo.remove();
  s?.files.remove();
  s = undefined;
});

async function setup(
  protocol: Protocol,
  script: ScriptEntry[],
  options: { answer?: boolean; timeoutMs?: number; coder?: Partial<CreateCoderOptions> } = {},
): Promise<Setup> {
  const repo = makeTempRepo({ "app.py": "print('hi')\n" });
  const files = scriptFiles();
  const server = await startScriptedServer(script, { onError: () => undefined });
  const hub = hubFor(
    [scriptServer(files, "docs", { extra: ["--secret", KEY], timeoutMs: options.timeoutMs })],
    {
      secrets: [KEY],
    },
  );
  const questions: Question[] = [];
  const coder = Coder.create({
    root: repo.root,
    model: resolveModel("gpt-4o"),
    llm: createLlmClient({ protocol, baseURL: server.baseUrl, apiKey: KEY, maxRetries: 0, secrets: [KEY] }),
    platform: PLATFORM,
    git: null,
    turnPreamble: false,
    summarizeHistory: false,
    files: ["app.py"],
    editFormat: "edit-tool",
    mcp: hub,
    confirm: (question) => {
      questions.push(question);
      return options.answer ?? false;
    },
    ...options.coder,
  });
  s = { repo, server, files, hub, coder, questions };
  return s;
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
    else if (item.type === "tool_result")
      found.push([String(item.tool_use_id), JSON.stringify(item.content)]);
    else Object.values(item).forEach(visit);
  };
  visit(body.messages ?? body.input);
  return found;
}

function toolNames(server: ScriptedServer, n: number): string[] {
  const tools = (server.requests[n]?.body as { tools?: Record<string, unknown>[] }).tools ?? [];
  return tools.map((tool) => String(tool.name ?? (tool.function as { name?: string } | undefined)?.name));
}

describe.each<Protocol>(["chat", "responses", "anthropic"])("MCP tools over %s", (protocol) => {
  it("offers search and call beside the format's tools; a search then a read-only call reach the server", async () => {
    const { server, coder, files, questions } = await setup(protocol, [
      calls(search("s1", "documentation")),
      calls(mcpCall("c1", "mcp__docs__lookup", { topic: "buttons" })),
      done,
    ]);
    const result = await coder.run("What do the docs say about buttons?");
    expect(result.reply).toBe("Done.");
    expect(toolNames(server, 0)).toEqual(["edit", "write", "mcp_search", "mcp_call"]);
    const [searched] = resultsSent(server, 1);
    expect(searched?.[0]).toBe("s1");
    expect(searched?.[1]).toContain("mcp__docs__lookup (read-only)");
    expect(resultsSent(server, 2).at(-1)?.[1]).toContain("The page on buttons: use the blue button.");
    expect(files.log("docs")).toEqual(["lookup buttons"]);
    expect(questions).toEqual([]);
  });

  it("a call that is not read-only asks: no sends the model the person's refusal and makes no call", async () => {
    const { server, coder, files, questions } = await setup(protocol, [
      calls(mcpCall("c1", "mcp__docs__file_ticket", { title: "broken" })),
      done,
    ]);
    await coder.run("File a ticket.");
    expect(questions).toEqual([
      { kind: "mcp-call", server: "docs", tool: "file_ticket", input: '{"title":"broken"}' },
    ]);
    expect(resultsSent(server, 1)[0]?.[1]).toContain(
      "The person declined this call to mcp__docs__file_ticket",
    );
    expect(files.log("docs")).toEqual([]);
  });

  it("a yes makes the call", async () => {
    const { server, coder, files } = await setup(
      protocol,
      [calls(mcpCall("c1", "mcp__docs__file_ticket", { title: "broken" })), done],
      { answer: true },
    );
    await coder.run("File a ticket.");
    expect(resultsSent(server, 1)[0]?.[1]).toContain("Filed ticket #7: broken");
    expect(files.log("docs")).toEqual(["ticket broken"]);
  });

  it("a hang and a crash fail their calls with words; the turn goes on", async () => {
    const { server, coder } = await setup(
      protocol,
      [calls(mcpCall("h", "mcp__docs__hang")), calls(mcpCall("c", "mcp__docs__crash")), done],
      { timeoutMs: 400 },
    );
    const result = await coder.run("Try them.");
    expect(result.reply).toBe("Done.");
    expect(resultsSent(server, 1)[0]?.[1]).toContain("timed out after 0.4 s");
    const crashed = resultsSent(server, 2).at(-1)?.[1] ?? "";
    expect(crashed).toContain("stopped during the call");
    expect(crashed).toContain("crashing on purpose");
  });

  it("masks a secret in a result on the wire and in the history", async () => {
    const { server, coder } = await setup(protocol, [calls(mcpCall("k", "mcp__docs__leak")), done]);
    await coder.run("Show the config.");
    const sent = resultsSent(server, 1)[0]?.[1] ?? "";
    expect(sent).toContain("api_key=[redacted]");
    expect(JSON.stringify(server.requests[1]?.body)).not.toContain(KEY);
    expect(JSON.stringify(coder.done)).not.toContain(KEY);
    expect(JSON.stringify(coder.done)).not.toMatch(/ghp_A1b2/);
  });

  it("keeps the request's tools and prefix the same bytes when the server's tool list changes", async () => {
    const { server, coder } = await setup(protocol, [
      calls(search("s1", "lookup")),
      calls(mcpCall("g", "mcp__docs__grow")),
      calls(search("s2", "added")),
      done,
    ]);
    await coder.run("Grow the list.");
    expect(resultsSent(server, 3).at(-1)?.[1]).toContain("mcp__docs__added_tool");
    const prefix = (n: number) => {
      const body = server.requests[n]?.body as Record<string, unknown>;
      const messages = (body.messages ?? body.input) as unknown[];
      return JSON.stringify({
        tools: body.tools,
        system: body.system ?? null,
        instructions: body.instructions ?? null,
        first: messages.slice(0, 2),
      });
    };
    expect(prefix(3)).toBe(prefix(1));
    expect(prefix(3)).toBe(prefix(0));
  });
});

describe("a round that mixes an MCP call and an edit", () => {
  it("answers both in call order; the edit's block index is its call's index", async () => {
    const { server, coder, files } = await setup("chat", [
      calls(mcpCall("m", "mcp__docs__lookup", { topic: "style" }), {
        id: "e",
        name: "edit",
        arguments: JSON.stringify({ path: "app.py", old_string: "'hi'", new_string: "'hello'" }),
      }),
      done,
    ]);
    const events: CoderEvent[] = [];
    const mixed = Coder.create({ from: coder, reporter: (event) => events.push(event) });
    await mixed.run("Look up the style, then say hello.");
    expect(s?.repo.read("app.py")).toBe("print('hello')\n");
    expect(files.log("docs")).toEqual(["lookup style"]);
    const sent = resultsSent(server, 1);
    expect(sent.map(([id]) => id)).toEqual(["m", "e"]);
    expect(sent[0]?.[1]).toContain("The page on style");
    expect(sent[1]?.[1]).toContain("changed app.py");
    const applied = events.find((event) => event.type === "edit-applied");
    expect(applied?.type === "edit-applied" && applied.edit.blockIndex).toBe(1);
  });
});

describe("MCP tools beside a native tool", () => {
  it("Responses with apply_patch: the native tool and the MCP functions go together", async () => {
    const { server, coder } = await setup("responses", [done], {
      coder: { model: resolveModel("gpt-5.1"), editFormat: "patch-tool" },
    });
    await coder.run("Hello.");
    const tools = (server.requests[0]?.body as { tools: Record<string, unknown>[] }).tools;
    expect(tools.map((tool) => tool.type)).toEqual(["apply_patch", "function", "function"]);
    expect(tools.slice(1).map((tool) => tool.name)).toEqual(["mcp_search", "mcp_call"]);
  });

  it("a text format offers no MCP tools", async () => {
    const { server, coder } = await setup("chat", [done], { coder: { editFormat: "diff" } });
    await coder.run("Hello.");
    expect((server.requests[0]?.body as { tools?: unknown }).tools).toBeUndefined();
  });
});
