// The work copy of an exercise that lives under a node_modules folder (as an installed kerf's bundled
// exercises do): its files are copied, only node_modules inside the exercise is left out (issue 23).
jest.setTimeout(60_000);

import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AttemptRecord } from "../../src/eval/attempt-record";
import { loadExercise } from "../../src/eval/exercise";
import { makeWorkCopy } from "../../src/eval/work-copy";
import { writeTree } from "../helpers/write-tree";
import { evalHarness, FIXTURES, requestText, rightReply } from "./eval-harness";

/** Every file under dir, relative and "/"-separated, sorted. */
function listFiles(dir: string, base = ""): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const rel = base ? `${base}/${entry.name}` : entry.name;
      return entry.isDirectory() ? listFiles(path.join(dir, entry.name), rel) : [rel];
    })
    .sort();
}

describe("makeWorkCopy under node_modules", () => {
  let tmp: string;
  beforeEach(() => {
    tmp = mkdtempSync(path.join(os.tmpdir(), "kerf-work-copy-"));
  });
  afterEach(() => rmSync(tmp, { recursive: true, force: true }));

  it("copies the solution files and skips only the exercise's own node_modules", async () => {
    const dir = path.join(tmp, "node_modules", "kerf", "exercises", "python", "adder");
    writeTree(dir, {
      ".docs/instructions.md": "Add two numbers.\n",
      ".meta/config.json": JSON.stringify({ files: { solution: ["adder.py"], test: ["adder_test.py"] } }),
      "adder.py": "def add(a, b):\n    pass\n",
      "lib/helper.py": "HELP = 1\n",
      "adder_test.py": "from adder import add\n",
      "node_modules/left-pad/index.js": "module.exports = 1;\n",
      "lib/node_modules/x.js": "1\n",
    });
    const copy = await makeWorkCopy(await loadExercise(dir, "python"), tmp);
    expect(listFiles(copy.root)).toEqual(["adder.py", "lib/helper.py"]);
    expect(readFileSync(path.join(copy.root, "adder.py"), "utf8")).toBe("def add(a, b):\n    pass\n");
    await copy.addTests();
    expect(listFiles(copy.root)).toEqual(["adder.py", "adder_test.py", "lib/helper.py"]);
    await copy.remove();
  });

  it("runs an exercise set kept under node_modules: the diff format gets the files and passes", async () => {
    const tasks = path.join(tmp, "node_modules", "kerf", "exercises");
    cpSync(FIXTURES, tasks, { recursive: true });
    const harness = await evalHarness((request, text) => rightReply(request, text));
    try {
      const { summary } = await harness.run({ tasks: [tasks], editFormats: ["diff"] });
      const records: AttemptRecord[] = summary.records;
      expect(records.map((r) => [r.exercise, r.passedTry]).sort()).toEqual([
        ["javascript/greet", 1],
        ["python/adder", 1],
      ]);
      // The model saw each stub's text, not an empty file.
      const sent = harness.server.requests.map((r) => requestText(r)).join("\n");
      expect(sent).toContain("def add(a, b):\\n    pass");
      expect(sent).toContain("function greet(name) {");
    } finally {
      await harness.close();
    }
  });
});
