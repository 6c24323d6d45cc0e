import { join } from "node:path";
import { createLlmClient } from "../../src/llm/llm-client";
import { readReplayFile, ReplayFileError, startReplayServer } from "../../replay/replay-file";

const fixtures = join(__dirname, "fixtures");

describe("recorded replay mode", () => {
  it("serves the recorded steps in order over real HTTP", async () => {
    const errors: Error[] = [];
    const server = await startReplayServer(join(fixtures, "two-turns.json"), {
      onError: (e) => errors.push(e),
    });
    try {
      const client = createLlmClient({ baseURL: server.baseUrl, apiKey: "k" });
      const edit = await client.chat({
        model: "gpt-4o",
        messages: [{ role: "user", content: "please say hello" }],
      });
      const commit = await client.chat({
        model: "gpt-4o-mini",
        messages: [{ role: "user", content: "diff" }],
        stream: false,
      });
      expect(edit.text).toBe(
        'app.py\n```python\n<<<<<<< SEARCH\nprint("hi")\n=======\nprint("hello")\n>>>>>>> REPLACE\n```\n',
      );
      expect(edit.usage).toEqual({
        promptTokens: 812,
        completionTokens: 31,
        cachedTokens: 512,
        cacheWriteTokens: 0,
      });
      expect(commit.text).toBe("fix: greet with hello");
      expect(errors).toEqual([]);
      expect(server.remaining()).toBe(0);
    } finally {
      await server.close();
    }
  });

  it("reports a request that differs from the recording, and still serves the step", async () => {
    const errors: Error[] = [];
    const server = await startReplayServer(join(fixtures, "two-turns.json"), {
      onError: (e) => errors.push(e),
    });
    try {
      const client = createLlmClient({ baseURL: server.baseUrl, apiKey: "k" });
      const result = await client.chat({
        model: "other",
        messages: [{ role: "user", content: "say hello" }],
      });
      expect(result.partial).toBe(false);
      expect(errors.map((e) => e.message)).toEqual(["replay step 1: expected model gpt-4o, got other"]);
    } finally {
      await server.close();
    }
  });

  it("rejects a file with an unknown step kind, naming the step", async () => {
    const path = join(fixtures, "bad-step.json");
    await expect(readReplayFile(path)).rejects.toThrow(ReplayFileError);
    await expect(readReplayFile(path)).rejects.toThrow(`${path}, step 2: unknown step kind "explode"`);
  });

  it("rejects a file that is not a replay file", async () => {
    const path = join(fixtures, "..", "..", "..", "package.json");
    await expect(readReplayFile(path)).rejects.toThrow(/is not a kerf replay file/);
  });
});
