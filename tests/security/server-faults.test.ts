// A server that misbehaves never keeps kerf waiting, never floods it, and never passes for success:
// a drip ends at the --timeout deadline, an oversized reply is refused, a broken or malformed stream
// and a tool-calls-only reply are errors in plain words with exit 1 and nothing applied.
import { LlmDeadlineError, LlmReplyTooLargeError } from "../../src/llm/errors";
import { createLlmClient } from "../../src/llm/llm-client";
import { block } from "../helpers/coder-harness";
import { startHostileServer, sseChunk, startSse, type HostileServer } from "../helpers/hostile-server";
import { runCli } from "../helpers/run-cli";
import { withServer } from "../helpers/scripted-server";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

const APP = 'def greet(name):\n    return "hi " + name\n';
const EDIT = block("app.py", '    return "hi " + name\n', '    return "hello " + name\n');
const request = { model: "gpt-4o", messages: [{ role: "user" as const, content: "hi" }] };

describe("misbehaving servers", () => {
  let repo: TempRepo;
  let hostile: HostileServer | undefined;
  beforeEach(() => (repo = makeTempRepo({ "app.py": APP })));
  afterEach(async () => {
    await hostile?.close();
    hostile = undefined;
    repo.remove();
  });
  const kerf = (baseUrl: string, args: string[]) =>
    runCli(["--model", "gpt-4o", "--map-tokens", "0", "--no-pretty", "app.py", "-m", "say hello", ...args], {
      cwd: repo.root,
      env: { HOME: repo.root, OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: baseUrl },
    });

  it("a server dripping one byte every 300 ms ends at the --timeout deadline with exit 1", async () => {
    await withServer([{ kind: "reply", text: EDIT, chunkChars: 1, chunkDelayMs: 300 }], async (server) => {
      const started = Date.now();
      const run = await kerf(server.baseUrl, ["--timeout", "2"]);
      expect(Date.now() - started).toBeLessThan(8000);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain("did not finish its reply within the 2 s deadline (--timeout)");
      expect(repo.read("app.py")).toBe(APP);
    });
  });

  it("a server that drips empty stream chunks forever (each resets the idle timer) still ends", async () => {
    hostile = await startHostileServer(async (res) => {
      startSse(res);
      while (!res.destroyed) {
        res.write(sseChunk({ content: "" }));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    const client = createLlmClient({
      baseUrl: hostile.baseUrl,
      apiKey: "k",
      deadlineMs: 1500,
      timeoutMs: 1000,
    });
    const started = Date.now();
    const error = await client.chat({ ...request, stream: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmDeadlineError);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("a reply over the byte cap is refused, streamed or not, without reading the rest", async () => {
    const huge = "x".repeat(200_000);
    await withServer(
      [
        { kind: "reply", text: huge, chunkChars: 1000 },
        { kind: "reply", text: huge },
      ],
      async (server) => {
        const client = createLlmClient({ baseUrl: server.baseUrl, apiKey: "k", maxReplyBytes: 10_000 });
        const streamed = await client.chat({ ...request, stream: true }).catch((e: unknown) => e);
        expect(streamed).toBeInstanceOf(LlmReplyTooLargeError);
        expect((streamed as Error).message).toContain("more than 10000 bytes of reply");
        const whole = await client.chat({ ...request, stream: false }).catch((e: unknown) => e);
        expect(whole).toBeInstanceOf(LlmReplyTooLargeError);
      },
    );
  });

  it("a stream that breaks off mid-reply is an error naming the server, exit 1, nothing applied", async () => {
    await withServer([{ kind: "cut", text: EDIT, afterChars: 60 }], async (server) => {
      const run = await kerf(server.baseUrl, []);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain("the model server's stream broke off before the reply was finished");
      expect(repo.read("app.py")).toBe(APP);
    });
  });

  it("a malformed SSE line mid-reply is an error in plain words, exit 1", async () => {
    hostile = await startHostileServer((res) => {
      startSse(res);
      res.write(sseChunk({ role: "assistant", content: "app.py\n```python\n" }));
      res.end("data: {this is not json\n\n");
    });
    const run = await kerf(hostile.baseUrl, []);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("the model server sent a malformed stream event");
    expect(repo.read("app.py")).toBe(APP);
  });

  it("a reply with only tool calls is an error, exit 1", async () => {
    hostile = await startHostileServer((res) => {
      startSse(res);
      const call = { index: 0, id: "t1", type: "function", function: { name: "run", arguments: "{}" } };
      res.write(sseChunk({ role: "assistant", tool_calls: [call] }));
      res.write(sseChunk({}, "tool_calls"));
      res.end("data: [DONE]\n\n");
    });
    const run = await kerf(hostile.baseUrl, []);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("answered with tool calls only");
  });
});
