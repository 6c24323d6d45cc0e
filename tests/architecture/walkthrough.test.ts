// docs/architecture.md stays true: its layer list equals the layer test's table, and the "how to add an
// edit format" walkthrough's code (the `ts walkthrough` blocks) type-checks against the public API, runs,
// round-trips and drives a real coder turn.
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import * as kerf from "../../src/index";
import { harness, type Harness } from "../helpers/coder-harness";
import { LAYERS } from "./layers";

const ROOT = path.join(__dirname, "..", "..");
const doc = readFileSync(path.join(ROOT, "docs", "architecture.md"), "utf8");

function fenced(info: string): string[] {
  const blocks: string[] = [];
  const pattern = new RegExp("^```" + info + "\\n([\\s\\S]*?)^```$", "gm");
  for (const match of doc.matchAll(pattern)) blocks.push(match[1] as string);
  return blocks;
}

const code = fenced("ts walkthrough").join("\n");
const VIRTUAL = path.join(ROOT, "tests", "architecture", "walkthrough-from-doc.ts");
const forCompiler = code.replace(/from "kerf"/g, 'from "../../src/index.js"');

function diagnostics(): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, "tsconfig.json"),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => undefined,
    },
  );
  const options = { ...config?.options, noEmit: true, types: ["node"] };
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  host.readFile = (file) => (path.resolve(file) === VIRTUAL ? forCompiler : read(file));
  const exists = host.fileExists.bind(host);
  host.fileExists = (file) => path.resolve(file) === VIRTUAL || exists(file);
  const program = ts.createProgram([VIRTUAL], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => `${d.file?.fileName ?? ""}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
}

/** Runs the doc's code as a CommonJS module whose `kerf` is this test's copy of the public API. */
function runWalkthrough(): Record<string, unknown> {
  const js = ts.transpileModule(code, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  const module = { exports: {} as Record<string, unknown> };
  const load = (name: string) => {
    if (name !== "kerf") throw new Error(`the walkthrough may import only "kerf", not ${name}`);
    return kerf;
  };
  new Function("require", "module", "exports", js)(load, module, module.exports);
  return module.exports;
}

describe("docs/architecture.md", () => {
  it("draws the same layers the layer test enforces", () => {
    const rows = (fenced("text layers")[0] ?? "").trim().split("\n");
    expect(rows.map((row) => row.trim().split(/\s+/))).toEqual(LAYERS.map((row) => [...row]));
  });

  it("has walkthrough code that type-checks against the public API", () => {
    expect(code).toContain("registerCoder(TaggedCoder)");
    expect(diagnostics()).toEqual([]);
  }, 60_000);

  describe("the walkthrough's format", () => {
    const module = runWalkthrough();
    const format = module.taggedFormat as kerf.EditFormat;
    let h: Harness | undefined;
    afterEach(async () => h?.close());

    it("round-trips: parse(render(edits)) gives the edits back, and a broken block is an issue", () => {
      const edits: kerf.Edit[] = [
        { kind: "replace", path: "a.py", search: "x = 1\n", replace: "x = 2\n", blockIndex: 0 },
        { kind: "replace", path: "b.py", search: "", replace: "print(1)\n", blockIndex: 1 },
      ];
      expect(format.parse(format.render(edits))).toEqual({ edits, issues: [], commands: [] });
      expect(format.parse('<edit path="a.py">\n<find>\nx\n').issues.map((issue) => issue.code)).toEqual([
        "malformed",
      ]);
    });

    it("is registered under its name and drives a real coder turn", async () => {
      expect(kerf.coderFormats()).toContain("tagged");
      const reply = format.render([
        { kind: "replace", path: "app.py", search: "x = 1\n", replace: "x = 2\n", blockIndex: 0 },
      ]);
      h = await harness({ "app.py": "x = 1\n" }, [
        { kind: "reply", text: `Changing x.\n\n${reply}\n` },
        { kind: "reply", text: "chore: x is 2" },
      ]);
      const coder = await h.coder({ editFormat: "tagged", files: ["app.py"] });
      expect(coder).toBeInstanceOf(module.TaggedCoder as typeof kerf.Coder);
      const result = await coder.run("Make x two.");
      expect(result.failed).toEqual([]);
      expect(h.repo.read("app.py")).toBe("x = 2\n");
      const system = String(h.messages(0)[0]?.content);
      expect(system).toContain("Change the user's files with <edit> blocks.");
      // gpt-4o takes the few-shot examples inside the system text, rendered by the format.
      expect(system).toContain("<find>\n");
    });
  });
});
