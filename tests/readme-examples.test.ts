// The README's code that claims to work does (issue 23, point 12). Every ```ts block is marked and
// type-checked exactly as written under --strict, with `kerf` mapped to src/index.ts; the library
// programs run as real node programs in a fresh git repository, the coder one against the loopback
// model server; the TypeScript coder is loaded and used; the plugin blocks are the example files.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as kerf from "../src/index";
import { startScriptedServer } from "../replay/scripted-server";
import { harness, type Harness } from "./helpers/coder-harness";
import { tempDir } from "./helpers/file-tree";
import { makeTempRepo } from "./helpers/temp-repo";
import {
  fencedBlocks,
  ROOT,
  runProgram,
  typeCheck,
  writeHook,
  type ReadmeBlock,
} from "./readme-examples-support";

// The TypeScript coder block is loaded in this process: its `kerf` is the same src/index as ours.
jest.mock("kerf", () => jest.requireActual("../src/index"), { virtual: true });

jest.setTimeout(60_000);

const blocks = fencedBlocks(readFileSync(path.join(ROOT, "README.md"), "utf8"));
const tsBlocks = blocks.filter((block) => block.lang === "ts");
const dir = tempDir("kerf-readme-");
const fileOf = (block: ReadmeBlock) => path.join(dir, `readme-line-${block.line}.ts`);
let hook = "";

/** The one TypeScript block that contains `text`. */
function tsBlock(text: string): ReadmeBlock {
  const found = tsBlocks.filter((block) => block.code.includes(text));
  if (found.length !== 1) throw new Error(`${found.length} README ts blocks contain ${text}`);
  return found[0]!;
}

beforeAll(() => {
  for (const block of tsBlocks) writeFileSync(fileOf(block), block.code);
  hook = writeHook(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const GREETING = { "src/app.ts": "export const greeting = 'hi';\n" };

it("marks every TypeScript block in the README, and runs every one marked run", () => {
  expect(tsBlocks.map((block) => [block.line, block.marker])).toEqual(
    tsBlocks.map((block) => [block.line, expect.stringMatching(/^(run|typecheck)$/)]),
  );
  const ran = [
    tsBlock("applyEdits("),
    tsBlock("coder.run("),
    tsBlock("registerCoder(ConciseCoder)"),
    tsBlock("registerCoder(AppendToolCoder)"),
  ];
  expect(tsBlocks.filter((block) => block.marker === "run")).toEqual(ran);
});

it("type-checks every TypeScript block as written, under --strict", () => {
  expect(typeCheck(tsBlocks.map(fileOf))).toEqual([]);
});

it("runs the apply example in a project: it prints the diff and changes no file", async () => {
  const repo = makeTempRepo(GREETING);
  try {
    const run = await runProgram(fileOf(tsBlock("applyEdits(")), { hook, cwd: repo.root, env: {} });
    expect(run).toEqual({ code: 0, stdout: expect.stringMatching(/^0 1\n/), stderr: "" });
    expect(run.stdout).toContain("-export const greeting = 'hi';\n+export const greeting = 'hello';");
    expect(repo.read("src/app.ts")).toBe(GREETING["src/app.ts"]);
  } finally {
    repo.remove();
  }
});

const EDIT =
  "src/app.ts\n```ts\n<<<<<<< SEARCH\nexport const greeting = 'hi';\n=======\nexport const greeting = 'hello';\n>>>>>>> REPLACE\n```\n";

it("runs the coder example over Anthropic Messages: edits, commits with the weak model, sends the map", async () => {
  const repo = makeTempRepo({
    ...GREETING,
    "src/shout.ts": "export function shout(text: string) {\n  return text;\n}\n",
  });
  const server = await startScriptedServer([
    { kind: "reply", text: `Changing the greeting.\n\n${EDIT}` },
    { kind: "reply", text: "Say hello instead of hi" },
  ]);
  try {
    const env = { ANTHROPIC_API_KEY: "sk-ant-readme", ANTHROPIC_BASE_URL: server.origin };
    const run = await runProgram(fileOf(tsBlock("coder.run(")), { hook, cwd: repo.root, env });
    expect([run.code, run.stderr]).toEqual([0, ""]);
    expect(repo.read("src/app.ts")).toBe("export const greeting = 'hello';\n");
    const head = repo.git("log", "-1", "--format=%H %s").trim().split(" ");
    expect(head.slice(1).join(" ")).toBe("Say hello instead of hi");
    const printed = /committed ([0-9a-f]+): (.*)\n/.exec(run.stdout);
    expect(head[0]?.startsWith(printed?.[1] ?? "-")).toBe(true);
    expect(printed?.[2]).toBe("Say hello instead of hi");
    expect(run.stdout.startsWith("Changing the greeting.")).toBe(true);
    expect(run.stdout.endsWith("\nask\n")).toBe(true);
    const sent = server.requests.map((request) => [request.path, (request.body as { model: string }).model]);
    // The example names current models: the aliases' targets today, neither past its end-of-life.
    const today = new Date();
    const { sonnet, haiku } = kerf.modelAliases(today);
    expect(sent).toEqual([
      ["/v1/messages", sonnet],
      ["/v1/messages", haiku],
    ]);
    expect([sonnet, haiku].filter((name) => name === undefined || kerf.isRetired(name, today))).toEqual([]);
    expect(JSON.stringify(server.requests[0]?.body)).toMatch(/src\/shout\.ts[\s\S]*shout/);
  } finally {
    await server.close();
    repo.remove();
  }
});

describe("the TypeScript coder", () => {
  let h: Harness | undefined;
  afterEach(async () => h?.close());

  it("registers diff-concise: Coder.create builds it, with its prompt and the diff parser", async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require(fileOf(tsBlock("registerCoder(ConciseCoder)")));
    h = await harness({ "a.txt": "one\n" }, [
      { kind: "reply", text: "a.txt\n```\n<<<<<<< SEARCH\none\n=======\ntwo\n>>>>>>> REPLACE\n```\n" },
      { kind: "reply", text: "chore: two" },
    ]);
    const coder = await h.coder({ editFormat: "diff-concise", files: ["a.txt"] });
    expect([coder.constructor.name, coder.editFormat]).toEqual(["ConciseCoder", "diff-concise"]);
    expect(coder).toBeInstanceOf(kerf.EditBlockCoder);
    await coder.run("make it two");
    expect(h.repo.read("a.txt")).toBe("two\n");
    expect(String(h.messages(0)[0]?.content)).toContain("Keep every SEARCH section as small as it can be.");
  });
});

describe("the tool-call coder", () => {
  let h: Harness | undefined;
  afterEach(async () => h?.close());

  it("registers append-tool: the request offers append_line, a call lands and gets its result", async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require(fileOf(tsBlock("registerCoder(AppendToolCoder)")));
    const call = {
      id: "call_1",
      name: "append_line",
      arguments: JSON.stringify({ path: "a.txt", line: "two" }),
    };
    h = await harness({ "a.txt": "one\n" }, [
      { kind: "reply", text: "", toolCalls: [call] },
      { kind: "reply", text: "chore: two" },
      { kind: "reply", text: "Appended." },
    ]);
    const coder = await h.coder({ editFormat: "append-tool", files: ["a.txt"] });
    const result = await coder.run("add a line two");
    expect(h.repo.read("a.txt")).toBe("one\ntwo\n");
    expect(result.reply).toBe("Appended.");
    const tools = (h.server.requests[0]?.body as { tools: { function: { name: string } }[] }).tools;
    expect(tools.map((tool) => tool.function.name)).toEqual(["append_line"]);
    expect(h.messages(2)).toContainEqual(
      expect.objectContaining({
        role: "tool",
        tool_call_id: "call_1",
        content: expect.stringMatching(/a\.txt/),
      }),
    );
  });
});

it("shows each plugin example as its file holds it, less the opening comment", () => {
  const shown = blocks.filter((block) => block.marker?.startsWith("file "));
  expect(shown.map((block) => block.marker)).toEqual([
    "file examples/concise-coder.js",
    "file examples/house-rules.js",
  ]);
  for (const block of shown) {
    const text = readFileSync(path.join(ROOT, block.marker!.slice("file ".length)), "utf8");
    expect(block.code).toBe(text.replace(/^(\/\/.*\n)+/, ""));
  }
});
