// Re-running the same run skips finished attempts; shards partition the attempts; an aborted run
// keeps every attempt that finished and records none that did not.
jest.setTimeout(60_000);

import { readRecords } from "../../src/eval/results-file";
import { runEval } from "../../src/eval/run-eval";
import { evalHarness, lastUser, rightAdder, rightReply as reply, type EvalHarness } from "./eval-harness";
const FORMATS = ["diff", "diff-fenced", "whole"];

describe("runEval resume and shards", () => {
  let h: EvalHarness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  it("re-running the same command skips what is done", async () => {
    h = await evalHarness(reply);
    const first = await h.run({ editFormats: ["diff"], only: ["adder"] });
    expect(first.summary.records).toHaveLength(1);
    const requestsAfterFirst = h.server.requests.length;
    const second = await h.run({
      editFormats: ["diff", "whole"],
      only: ["adder"],
      runId: first.summary.runId,
    });
    expect(second.summary.resumed).toBe(1);
    expect(second.summary.records.map((r) => r.editFormat)).toEqual(["whole"]);
    const third = await h.run({
      editFormats: ["diff", "whole"],
      only: ["adder"],
      runId: first.summary.runId,
    });
    expect(third.summary.records).toEqual([]);
    expect(third.summary.resumed).toBe(2);
    expect([...first.summary.records, ...second.summary.records].map((r) => r.passedTry)).toEqual([1, 1]);
    expect(h.server.requests.length).toBe(requestsAfterFirst + 1);
    expect((await readRecords(first.summary.dir)).map((r) => r.editFormat).sort()).toEqual(["diff", "whole"]);
  });

  it("the same command gets the same run id, another command another one", async () => {
    h = await evalHarness(reply);
    const a = h.options({ editFormats: ["diff"], only: ["adder"] });
    const one = await runEval(a);
    const two = await runEval(a);
    expect(two.runId).toBe(one.runId);
    expect(two.records).toEqual([]);
    const other = await runEval({ ...a, editFormats: ["whole"] });
    expect(other.runId).not.toBe(one.runId);
  });

  it("two shards together cover every attempt exactly once", async () => {
    h = await evalHarness(reply);
    const one = await h.run({ editFormats: FORMATS, shard: { index: 1, count: 2 }, runId: "sharded" });
    const two = await h.run({ editFormats: FORMATS, shard: { index: 2, count: 2 }, runId: "sharded" });
    const keys = [...one.summary.records, ...two.summary.records].map((r) => r.key);
    expect(keys).toHaveLength(6);
    expect(new Set(keys).size).toBe(6);
    expect(one.summary.records.length).toBe(3);
    expect(
      keys.every(
        (key) => [...one.summary.records, ...two.summary.records].find((r) => r.key === key)?.passedTry === 1,
      ),
    ).toBe(true);
    const expected = FORMATS.flatMap((f) => [`gpt-4o|${f}||javascript/greet`, `gpt-4o|${f}||python/adder`]);
    expect([...keys].sort()).toEqual(expected.sort());
  });

  it("an abort stops the run: finished attempts are kept, unfinished ones are not recorded", async () => {
    const controller = new AbortController();
    h = await evalHarness((request, text) => {
      // The second request hangs until the run is aborted.
      if (lastUser(request).includes("Adder")) {
        setTimeout(() => controller.abort(), 300);
        return { kind: "reply", text: rightAdder, chunkChars: 2, chunkDelayMs: 200 };
      }
      return reply(request, text);
    });
    const { summary, events } = await h.run({ jobs: 1, signal: controller.signal });
    expect(summary.interrupted).toBe(true);
    expect(events.at(-1)).toMatchObject({ type: "eval-done", interrupted: true });
    const lines = await readRecords(summary.dir);
    expect(lines.map((r) => r.exercise)).toEqual(["javascript/greet"]);
  });
});
