// runEval drives real exercises through the real coder against the scripted server and real test
// processes: passing, failing then passing on try 2, malformed replies, a hung test, the records.
jest.setTimeout(60_000);

import { readFileSync } from "node:fs";
import path from "node:path";
import type { AttemptRecord } from "../../src/eval/attempt-record";
import { readRecords } from "../../src/eval/results-file";
import {
  evalHarness,
  FIXTURES,
  HANG_FIXTURES,
  lastUser,
  rightAdder,
  rightGreet,
  wrongAdder,
  fixAdder,
  type EvalHarness,
} from "./eval-harness";

const only = (name: string) => ({ tasks: [FIXTURES], only: [name] });

describe("runEval", () => {
  let h: EvalHarness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  it("passes an exercise on try 1 when the reply is right, and records the attempt", async () => {
    h = await evalHarness((_request, text) => ({
      kind: "reply",
      text: text.includes("greet.js") ? rightGreet : rightAdder,
      usage: { prompt_tokens: 1000, completion_tokens: 100, prompt_tokens_details: { cached_tokens: 200 } },
    }));
    const { summary } = await h.run({ languages: ["python", "javascript"] });
    expect(summary.records.map((r) => [r.exercise, r.passedTry, r.malformedReplies]).sort()).toEqual([
      ["javascript/greet", 1, 0],
      ["python/adder", 1, 0],
    ]);
    const adder = summary.records.find((r) => r.exercise === "python/adder") as AttemptRecord;
    expect(adder.tokens).toEqual({ sent: 1000, received: 100, cached: 200 });
    expect(adder.cost).toBeGreaterThan(0);
    expect(adder.tries).toHaveLength(1);
    const lines = await readRecords(summary.dir);
    expect(lines.map((l) => l.key).sort()).toEqual(summary.records.map((r) => r.key).sort());
    // The tests were hidden from the model: no request mentions the test file or its assertion.
    for (const request of h.server.requests) expect(JSON.stringify(request.body)).not.toContain("adder_test");
  });

  it("fails try 1, sends the test output back, and passes on try 2", async () => {
    h = await evalHarness((request) => ({
      kind: "reply",
      text: lastUser(request).includes("tests above failed") ? fixAdder : wrongAdder,
    }));
    const { summary } = await h.run(only("adder"));
    const [record] = summary.records;
    expect(record?.passedTry).toBe(2);
    expect(record?.tries.map((t) => t.passed)).toEqual([false, true]);
    const second = lastUser(h.server.requests[1] as never);
    expect(second).toContain("assert -1 == 5");
    expect(second).toContain("adder_test.py");
  });

  it("with --tries 1 a wrong reply stays failed", async () => {
    h = await evalHarness(() => ({ kind: "reply", text: wrongAdder }));
    const { summary } = await h.run({ ...only("adder"), tries: 1 });
    expect(summary.records[0]?.passedTry).toBeNull();
    expect(h.server.requests).toHaveLength(1);
  });

  it("counts a reply whose edit does not match as malformed", async () => {
    const bad =
      "adder.py\n```\n<<<<<<< SEARCH\ndef nothing_like_this():\n    return 0\n=======\ndef add(a, b):\n    return a + b\n>>>>>>> REPLACE\n```\n";
    let replies = 0;
    h = await evalHarness(() => ({ kind: "reply", text: replies++ === 0 ? bad : rightAdder }));
    const { summary } = await h.run({ ...only("adder"), tries: 1 });
    const [record] = summary.records;
    expect(record?.malformedReplies).toBe(1);
    expect(record?.reflections).toBe(1);
    expect(record?.replies).toBe(2);
    expect(record?.passedTry).toBe(1);
  });

  it("kills a hung test at its time limit and records it", async () => {
    h = await evalHarness(() => ({ kind: "reply", text: "Nothing to change." }));
    const started = Date.now();
    const { summary } = await h.run({ tasks: [HANG_FIXTURES], tries: 1, testTimeoutMs: 1500 });
    expect(Date.now() - started).toBeLessThan(15_000);
    const [record] = summary.records;
    expect(record?.passedTry).toBeNull();
    expect(record?.errorKind).toBe("test-timeout");
    expect(record?.tries[0]?.testTimedOut).toBe(true);
    expect(record?.testOutput).toContain("time limit");
  });

  it("writes one JSON line per attempt into .kerf/eval/<run-id>/results.jsonl", async () => {
    h = await evalHarness((_r, text) => ({
      kind: "reply",
      text: text.includes("greet.js") ? rightGreet : rightAdder,
    }));
    const { summary } = await h.run({
      languages: ["python", "javascript"],
      editFormats: ["diff", "diff-fenced"],
    });
    expect(summary.dir).toBe(path.join(h.resultsRoot, summary.runId));
    const text = readFileSync(path.join(summary.dir, "results.jsonl"), "utf8");
    expect(text.trim().split("\n")).toHaveLength(4);
  });
});

describe("runEval with the tool-call formats", () => {
  let h: EvalHarness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  it("runs patch-tool and edit-tool like any format: the call lands, the tests pass on try 1", async () => {
    const patch = "*** Begin Patch\n*** Update File: adder.py\n-    pass\n+    return a + b\n*** End Patch\n";
    h = await evalHarness((request) => {
      const body = request.body as { tools?: { function: { name: string } }[]; messages: { role: string }[] };
      if (body.messages.some((m) => m.role === "tool")) return { kind: "reply", text: "Done." };
      const names = (body.tools ?? []).map((tool) => tool.function.name);
      const call = names.includes("apply_patch")
        ? { id: "p1", name: "apply_patch", arguments: JSON.stringify({ input: patch }) }
        : {
            id: "e1",
            name: "edit",
            arguments: JSON.stringify({ path: "adder.py", old_string: "pass", new_string: "return a + b" }),
          };
      return { kind: "reply", text: "", toolCalls: [call] };
    });
    const { summary } = await h.run({ ...only("adder"), editFormats: ["patch-tool", "edit-tool"] });
    expect(summary.records.map((r) => [r.editFormat, r.passedTry]).sort()).toEqual([
      ["edit-tool", 1],
      ["patch-tool", 1],
    ]);
  });
});
