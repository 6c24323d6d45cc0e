// The README's code that claims to work does: every ```ts block after `<!-- example: run -->` or
// `<!-- example: typecheck -->` is extracted, type-checked under --strict against the library's own
// sources (as `import … from "kerf"`), and the runnable ones are run against the loopback server with a
// real git repository.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { startScriptedServer } from "../replay/scripted-server";
import { makeTempRepo } from "./helpers/temp-repo";

jest.setTimeout(90_000);

const ROOT = path.resolve(__dirname, "..");
const OUT = path.join(ROOT, "tests", ".readme-examples");

interface Example {
  kind: "run" | "typecheck";
  code: string;
  file: string;
}

/** The marked blocks, with `from "kerf"` pointed at src/index and `main()` exported instead of called. */
function examples(): Example[] {
  const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
  const found: Example[] = [];
  const pattern = /<!-- example: (run|typecheck) -->\n```ts\n([\s\S]*?)\n```/g;
  for (const match of readme.matchAll(pattern)) {
    const file = path.join(OUT, `example-${found.length + 1}.ts`);
    const code = match[2]!
      .replace(/from "kerf"/g, 'from "../../src/index.js"')
      .replace(/\nmain\(\)[\s\S]*$/, "\nexport { main };\n");
    found.push({ kind: match[1] as Example["kind"], code, file });
  }
  return found;
}

const all = examples();

beforeAll(() => {
  mkdirSync(OUT, { recursive: true });
  for (const example of all) writeFileSync(example.file, example.code);
});
afterAll(() => rmSync(OUT, { recursive: true, force: true }));

it("finds the README's marked examples: two to run, one to type-check", () => {
  expect(all.map((e) => e.kind)).toEqual(["run", "run", "typecheck"]);
});

it("type-checks every marked example under --strict", () => {
  const config = ts.readConfigFile(path.join(ROOT, "tsconfig.json"), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  const program = ts.createProgram(
    all.map((e) => e.file),
    { ...parsed.options, strict: true, noEmit: true, types: ["node"] },
  );
  const problems = ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file === undefined || d.file.fileName.startsWith(OUT))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
  expect(problems).toEqual([]);
});

it("runs the apply example: a dry run changes nothing", async () => {
  const repo = makeTempRepo({ "src/app.ts": "export const greeting = 'hi';\n" });
  const log = jest.spyOn(console, "log").mockImplementation(() => undefined);
  process.env.PROJECT = repo.root;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the extracted file, loaded by jest
    const { main } = require(all[0]!.file) as { main: () => Promise<void> };
    await main();
    const [issues, applied, diff] = log.mock.calls[0]!;
    expect([issues, applied]).toEqual([0, 1]);
    expect(String(diff)).toContain("+export const greeting = 'hello';");
    expect(repo.read("src/app.ts")).toBe("export const greeting = 'hi';\n");
  } finally {
    log.mockRestore();
    delete process.env.PROJECT;
    repo.remove();
  }
});

it("runs the coder example against Claude's protocol: the edit lands and is committed", async () => {
  const repo = makeTempRepo({ "src/app.ts": "export const greeting = 'hi';\n" });
  const edit = [
    "src/app.ts",
    "```ts",
    "<<<<<<< SEARCH",
    "export const greeting = 'hi';",
    "=======",
    "export const greeting = 'hello';",
    ">>>>>>> REPLACE",
    "```",
  ].join("\n");
  const server = await startScriptedServer([
    { kind: "reply", text: `Changing the greeting.\n\n${edit}\n` },
    { kind: "reply", text: "Say hello instead of hi" },
  ]);
  const log = jest.spyOn(console, "log").mockImplementation(() => undefined);
  const write = jest.spyOn(process.stdout, "write").mockImplementation(() => true);
  Object.assign(process.env, {
    PROJECT: repo.root,
    ANTHROPIC_API_KEY: "sk-ant-readme",
    ANTHROPIC_BASE_URL: new URL(server.baseUrl).origin,
  });
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the extracted file, loaded by jest
    const { main } = require(all[1]!.file) as { main: () => Promise<void> };
    await main();
    expect(repo.read("src/app.ts")).toBe("export const greeting = 'hello';\n");
    expect(server.requests.map((r) => r.path)).toEqual(["/v1/messages", "/v1/messages"]);
    const [applied, commits] = log.mock.calls[0]!;
    expect(applied).toBe(1);
    expect(commits).toEqual([
      { hash: expect.stringMatching(/^[0-9a-f]{7,40}$/), message: expect.any(String) },
    ]);
    expect(log.mock.calls[1]).toEqual(["ask"]);
  } finally {
    write.mockRestore();
    log.mockRestore();
    for (const name of ["PROJECT", "ANTHROPIC_API_KEY", "ANTHROPIC_BASE_URL"]) delete process.env[name];
    await server.close();
    repo.remove();
  }
});
