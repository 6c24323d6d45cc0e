// Issue 33 point 4: a udiff hunk whose text matches two places is placed by what the reply says — the
// @@ header's line number, and the order of the file's other hunks — and refused only when those do
// not settle it. The real reply re-inserted a JSON key before "status" in a file with two such places.
import { applyEdits } from "../../src/edits/apply/apply-edits";
import { MemoryWorkspace } from "../../src/edits/workspace/memory-workspace";
import { udiffFormat } from "../../src/formats/udiff/format";
import { settleCandidates } from "../../src/edits/match/settle";

const JOBS = [
  "{",
  '  "jobs": [',
  "    {",
  '      "name": "build",',
  '      "retries": 3,',
  '      "status": "ok"',
  "    },",
  "    {",
  '      "name": "test",',
  '      "retries": 3,',
  '      "status": "ok"',
  "    }",
  "  ]",
  "}",
  "",
].join("\n");

const withTimeout = (at: number): string => {
  const lines = JOBS.split("\n");
  lines.splice(at, 0, '      "timeout": 60,');
  return lines.join("\n");
};

const INSERT = ['       "retries": 3,', '+      "timeout": 60,', '       "status": "ok"'];

async function apply(hunks: string[][]) {
  const reply = ["```diff", "--- jobs.json", "+++ jobs.json", ...hunks.flat(), "```", ""].join("\n");
  const ws = new MemoryWorkspace({ "jobs.json": JOBS });
  // Applied as the udiff format applies it: its hunks come in the file's order.
  const result = await applyEdits(ws, udiffFormat.parse(reply, {}).edits, { inFileOrder: true });
  return { result, text: ws.text("jobs.json") };
}

describe("an ambiguous udiff hunk", () => {
  it("lands where its @@ line number points", async () => {
    const second = await apply([["@@ -10,2 +10,3 @@", ...INSERT]]);
    expect(second.result.failed).toEqual([]);
    expect(second.text).toBe(withTimeout(10));
    const first = await apply([["@@ -5,2 +5,3 @@", ...INSERT]]);
    expect(first.text).toBe(withTimeout(5));
  });

  it("lands below the file's earlier hunk when its header has no numbers", async () => {
    const rename = ["@@ ... @@", '-      "name": "test",', '+      "name": "unit-test",'];
    const { result, text } = await apply([rename, ["@@ ... @@", ...INSERT]]);
    expect(result.failed).toEqual([]);
    expect(text).toBe(withTimeout(10).replace('"name": "test"', '"name": "unit-test"'));
  });

  it("is refused when neither the order nor the numbers settle it", async () => {
    const bare = await apply([["@@ ... @@", ...INSERT]]);
    expect(bare.result.failed).toMatchObject([{ code: "ambiguous", candidates: [5, 10] }]);
    expect(bare.text).toBe(JOBS);
    // Line 7 is as far from 5 as it is from 10: not a clear preference.
    const halfway = await apply([["@@ -7,2 +7,3 @@", ...INSERT]]);
    expect(halfway.result.failed).toMatchObject([{ code: "ambiguous" }]);
  });

  it("settles only on a clear preference", () => {
    expect(settleCandidates([5, 10], { near: 9 })).toBe(10);
    expect(settleCandidates([5, 10], { near: 8 })).toBeUndefined();
    expect(settleCandidates([5, 10, 40], { after: 6 })).toBeUndefined();
    expect(settleCandidates([5, 10, 40], { after: 6, near: 12 })).toBe(10);
    expect(settleCandidates([5, 10], { after: 6 })).toBe(10);
    // Hunks out of order: the number alone decides.
    expect(settleCandidates([5, 10], { after: 30, near: 4 })).toBe(5);
  });
});
