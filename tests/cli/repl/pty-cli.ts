// Test support: the kerf CLI in a real pseudo-terminal (util-linux `script`), run from the TypeScript
// sources through a small transpile-on-require hook, so no build step is needed.
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const REPO = path.resolve(__dirname, "../../..");
const BIN = path.join(REPO, "src/cli/bin.ts");

/**
 * Loads .ts files by transpiling them (no type check), keeping the output in a cache folder shared by
 * every CLI a test run starts, and maps the sources' `./x.js` imports to x.ts.
 */
const HOOK = `
const Module = require("node:module");
const fs = require("node:fs");
const path = require("node:path");
const cacheDir = process.env.KERF_TEST_TS_CACHE;
let ts;
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  if (parent && parent.filename && parent.filename.endsWith(".ts") && /^\\.\\.?\\//.test(request) && request.endsWith(".js")) {
    const source = path.resolve(path.dirname(parent.filename), request.slice(0, -3) + ".ts");
    if (fs.existsSync(source)) return source;
  }
  return resolve.call(this, request, parent, ...rest);
};
function transpile(filename) {
  const cached = path.join(cacheDir, path.relative(${JSON.stringify(REPO)}, filename) + ".js");
  if (fs.existsSync(cached) && fs.statSync(cached).mtimeMs >= fs.statSync(filename).mtimeMs) return fs.readFileSync(cached, "utf8");
  ts ??= require(${JSON.stringify(require.resolve("typescript"))});
  const { outputText } = ts.transpileModule(fs.readFileSync(filename, "utf8"), {
    fileName: filename,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
  });
  fs.mkdirSync(path.dirname(cached), { recursive: true });
  fs.writeFileSync(cached, outputText);
  return outputText;
}
require.extensions[".ts"] = (module, filename) => module._compile(transpile(filename), filename);
process.argv.splice(1, 0, ${JSON.stringify(BIN)});
require(${JSON.stringify(BIN)});
`;

/** One transpile cache per test process, so only the first CLI started pays for transpiling. */
export const TS_CACHE = path.join(os.tmpdir(), `kerf-pty-ts-${process.pid}`);

export function removeTsCache(): void {
  rmSync(TS_CACHE, { recursive: true, force: true });
}

const quote = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;

export class PtyCli {
  private readonly child: ChildProcess;
  private text = "";
  private readonly listeners = new Set<() => void>();
  private closed = false;
  readonly exited: Promise<number>;

  constructor(args: string[], options: { cwd: string; env: Record<string, string> }) {
    const command = [
      "node",
      "--no-warnings",
      "-e",
      'eval(process.env.KERF_TEST_TS_HOOK ?? "")',
      "--",
      ...args,
    ]
      .map(quote)
      .join(" ");
    this.child = spawn("script", ["-qfec", command, "/dev/null"], {
      cwd: options.cwd,
      env: {
        PATH: process.env.PATH ?? "",
        TERM: "xterm",
        KERF_TEST_TS_HOOK: HOOK,
        KERF_TEST_TS_CACHE: TS_CACHE,
        ...options.env,
      },
      stdio: ["pipe", "pipe", "pipe"],
    });
    const take = (chunk: Buffer) => {
      this.text += chunk.toString();
      for (const listener of this.listeners) listener();
    };
    this.child.stdout?.on("data", take);
    this.child.stderr?.on("data", take);
    this.exited = new Promise((resolve) =>
      this.child.on("close", (code) => {
        this.closed = true;
        for (const listener of this.listeners) listener();
        resolve(code ?? -1);
      }),
    );
  }

  /** Everything the terminal showed so far. */
  get output(): string {
    return this.text;
  }

  /** Keys as typed: "\r" is Enter, "\x03" Ctrl-C, "\x04" Ctrl-D, "\t" Tab. */
  type(keys: string): void {
    this.child.stdin?.write(keys);
  }

  /** Resolves when the output after `from` matches; rejects with the output after `timeoutMs`. */
  waitFor(pattern: RegExp | string, from = 0, timeoutMs = 15_000): Promise<number> {
    const find = () => {
      const rest = this.text.slice(from);
      const at = typeof pattern === "string" ? rest.indexOf(pattern) : rest.search(pattern);
      return at < 0 ? -1 : from + at;
    };
    return new Promise((resolve, reject) => {
      const check = () => {
        const at = find();
        if (at < 0 && this.closed) return fail("the CLI exited");
        if (at < 0) return;
        this.listeners.delete(check);
        clearTimeout(timer);
        resolve(at);
      };
      const fail = (why: string) => {
        this.listeners.delete(check);
        clearTimeout(timer);
        reject(new Error(`${why} waiting for ${String(pattern)}; the terminal showed:\n${this.text}`));
      };
      const timer = setTimeout(() => fail("timed out"), timeoutMs);
      this.listeners.add(check);
      check();
    });
  }

  kill(): void {
    if (this.child.exitCode === null) this.child.kill();
  }
}
