// The CLI's WebAssembly tiering (src/repomap/wasm-tiering.ts): a small shell script must not send the
// bash grammar's giant lexer (one ~160 KB function) to V8's optimizing compiler, which costs over a
// second of CPU, blocks the event loop and holds the process exit. V8 traces each compile it does;
// the same map built without the tuning shows the compile, so the check can fail.
import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ensureBuilt } from "../demo/ensure-built";
import { makeTempDir } from "../helpers/temp-repo";

const ROOT = path.resolve(__dirname, "../..");
const CLI = path.join(ROOT, "dist", "cli");
/** Bytes of the largest function body V8 optimized, from --trace-wasm-compilation-times lines. */
const OPTIMIZED = /using TurboFan, took \d+ ms.*?bodysize (\d+)/g;
const GIANT = 100_000;

let root: string;

beforeAll(() => ensureBuilt(ROOT), 120_000);

beforeEach(() => {
  root = makeTempDir("kerf-tiering-");
  const script = [
    "#!/bin/bash",
    "greet() {",
    '  echo "hello $1"',
    "}",
    "for name in a b c; do",
    '  greet "$name"',
    "done",
    "",
  ];
  writeFileSync(path.join(root, "run.sh"), script.join("\n"));
  writeFileSync(path.join(root, "tool.py"), "def tool(x):\n    return x + 1\n");
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Runs node with V8's compile trace on `args` in the repo; the largest optimized function body. */
function largestOptimized(args: string[]): { size: number; output: string } {
  const result = spawnSync(process.execPath, ["--trace-wasm-compilation-times", ...args], {
    cwd: root,
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "", HOME: root, OPENAI_API_KEY: "sk-test" },
  });
  expect(result.status).toBe(0);
  const sizes = [...result.stdout.matchAll(OPTIMIZED)].map((match) => Number(match[1]));
  return { size: Math.max(0, ...sizes), output: result.stdout };
}

describe("WebAssembly tiering for the repo map", () => {
  test("kerf's cold map of a small shell script leaves the bash lexer on the baseline tier", () => {
    const { size, output } = largestOptimized([path.join(CLI, "bin.js"), "--show-repo-map", "--no-git"]);
    expect(output).toContain("run.sh");
    expect(output).toContain("greet");
    expect(size).toBeLessThan(GIANT);
  }, 60_000);

  test("without the tuning, V8 optimizes the bash lexer for the same script (what the tuning prevents)", () => {
    const untuned = `require(${JSON.stringify(path.join(CLI, "main.js"))}).main(require(${JSON.stringify(path.join(CLI, "cli-io.js"))}).processIo()).then((code) => process.exit(code))`;
    const { size, output } = largestOptimized(["-e", untuned, "kerf", "--show-repo-map", "--no-git"]);
    expect(output).toContain("greet");
    expect(size).toBeGreaterThanOrEqual(GIANT);
  }, 60_000);
});
