// A server whose stream holds an event that is not JSON (`data: {bad json`), in each of the three
// protocols kerf speaks, is reported in plain words ("sent a malformed stream event"): no parser
// message, none of the server's bytes raw on the terminal, exit 1, nothing applied.
import type { ServerResponse } from "node:http";
import { startHostileServer, startSse, type HostileServer } from "../helpers/hostile-server";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

const APP = 'def greet(name):\n    return "hi " + name\n';
const TEXT = "app.py\n```python\n";
// Escape bytes (a clipboard write, a line erase) inside the bad event: they must never reach stderr raw.
const BAD = "data: {bad json \x1b]52;c;aGk=\x07\x1b[2K\n\n";
// The Anthropic SDK parses only events it knows by name, so there the bad data comes as a text delta.
const BAD_ANTHROPIC = `event: content_block_delta\n${BAD}`;

type Protocol = {
  name: string;
  args: string[];
  env: (server: HostileServer) => Record<string, string>;
  bad: string;
  /** One SSE event carrying some reply text in this protocol's shape. */
  text: (res: ServerResponse, text: string) => void;
};

const event = (res: ServerResponse, name: string | undefined, body: unknown) =>
  res.write(`${name ? `event: ${name}\n` : ""}data: ${JSON.stringify(body)}\n\n`);

const PROTOCOLS: Protocol[] = [
  {
    name: "chat completions",
    args: ["--model", "gpt-4o"],
    bad: BAD,
    env: (server) => ({ OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: server.baseUrl }),
    text: (res, text) =>
      event(res, undefined, {
        id: "c1",
        object: "chat.completion.chunk",
        created: 0,
        model: "m",
        choices: [{ index: 0, delta: { role: "assistant", content: text }, finish_reason: null }],
      }),
  },
  {
    name: "Responses",
    args: ["--model", "gpt-5-codex"],
    bad: BAD,
    env: (server) => ({ OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: server.baseUrl }),
    text: (res, text) =>
      event(res, "response.output_text.delta", {
        type: "response.output_text.delta",
        item_id: "m1",
        output_index: 0,
        content_index: 0,
        delta: text,
      }),
  },
  {
    name: "Anthropic Messages",
    args: ["--sonnet"],
    bad: BAD_ANTHROPIC,
    env: (server) => ({
      ANTHROPIC_API_KEY: "sk-ant-test",
      ANTHROPIC_BASE_URL: new URL(server.baseUrl).origin,
    }),
    text: (res, text) => {
      event(res, "message_start", {
        type: "message_start",
        message: {
          id: "msg_1",
          type: "message",
          role: "assistant",
          model: "claude",
          content: [],
          stop_reason: null,
          usage: { input_tokens: 1, output_tokens: 0 },
        },
      });
      event(res, "content_block_start", {
        type: "content_block_start",
        index: 0,
        content_block: { type: "text", text: "" },
      });
      event(res, "content_block_delta", {
        type: "content_block_delta",
        index: 0,
        delta: { type: "text_delta", text },
      });
    },
  },
];

describe("a malformed stream event", () => {
  let repo: TempRepo;
  let hostile: HostileServer | undefined;
  beforeEach(() => (repo = makeTempRepo({ "app.py": APP })));
  afterEach(async () => {
    await hostile?.close();
    hostile = undefined;
    repo.remove();
  });

  const cases = PROTOCOLS.flatMap((protocol) => [
    [protocol.name, "as the first event", protocol, false] as const,
    [protocol.name, "after some reply text", protocol, true] as const,
  ]);

  it.each(cases)(
    "%s, %s: plain words, no raw bytes, exit 1, nothing applied",
    async (_n, _w, protocol, after) => {
      hostile = await startHostileServer((res) => {
        startSse(res);
        if (after) protocol.text(res, TEXT);
        res.end(protocol.bad);
      });
      const run = await runCli(
        [...protocol.args, "--map-tokens", "0", "--no-pretty", "--no-auto-commits", "app.py", "-m", "hello"],
        { cwd: repo.root, env: { HOME: repo.root, ...protocol.env(hostile) } },
      );
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/the model server sent a malformed stream event/i);
      expect(run.stderr).not.toMatch(/JSON at position|Unexpected token|Expected property name/);
      expect(run.stdout + run.stderr).not.toContain("\x1b");
      expect(run.stdout + run.stderr).not.toContain("\x07");
      expect(repo.read("app.py")).toBe(APP);
    },
  );

  it("a reply that is not streamed and not JSON is said so in plain words, exit 1, nothing applied", async () => {
    hostile = await startHostileServer((res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(`{bad json ${"\x1b"}[2K`);
    });
    const run = await runCli(
      ["--model", "gpt-4o", "--no-stream", "--map-tokens", "0", "--no-pretty", "app.py", "-m", "hello"],
      {
        cwd: repo.root,
        env: { HOME: repo.root, OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: hostile.baseUrl },
      },
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("The model server sent a reply that is not valid JSON");
    expect(run.stderr).not.toMatch(/JSON at position|Unexpected token|Expected property name/);
    expect(run.stdout + run.stderr).not.toContain("\x1b");
    expect(repo.read("app.py")).toBe(APP);
  });
});
