// Test support for tests/readme-examples.test.ts: finds the README's fenced blocks and their markers,
// type-checks TypeScript blocks as written (one strict program, `kerf` mapped to src/index.ts), and runs
// one as its own node program (src transpiled on require, no build). No assertions here.
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import ts from "typescript";

export const ROOT = path.resolve(__dirname, "..");
const KERF_ENTRY = path.join(ROOT, "src", "index.ts");

export interface ReadmeBlock {
  /** The info string after the opening fence: `ts`, `js`, `sh`, … */
  lang: string;
  /** The `<!-- example: … -->` marker on the line before the fence (blank lines allowed), if any. */
  marker?: string;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
}

const FENCE = /^(`{3,}|~{3,})\s*(\S*)/;
const MARKER = /^<!-- example: (.+?) -->$/;

/** Every fenced block of a Markdown text, in order; a fence closes only on a fence of its own kind and at least its length. */
export function fencedBlocks(markdown: string): ReadmeBlock[] {
  const lines = markdown.split("\n");
  const blocks: ReadmeBlock[] = [];
  let open: { fence: string; lang: string; marker?: string; line: number; body: string[] } | undefined;
  let lastText = "";
  lines.forEach((text, index) => {
    const fence = FENCE.exec(text);
    if (open === undefined) {
      if (fence)
        open = {
          fence: fence[1]!,
          lang: fence[2]!,
          marker: MARKER.exec(lastText)?.[1],
          line: index + 1,
          body: [],
        };
      else if (text.trim() !== "") lastText = text.trim();
      return;
    }
    const closes =
      fence && fence[2] === "" && fence[1]![0] === open.fence[0] && fence[1]!.length >= open.fence.length;
    if (!closes) return void open.body.push(text);
    blocks.push({ lang: open.lang, marker: open.marker, code: open.body.join("\n") + "\n", line: open.line });
    open = undefined;
    lastText = "";
  });
  return blocks;
}

/** Type-checks the files as one program under the project's options plus `strict`, with `import … from "kerf"`
 *  resolved to the sources by a `paths` entry; returns each problem as `file:line: message`. */
export function typeCheck(files: readonly string[]): string[] {
  const config = ts.readConfigFile(path.join(ROOT, "tsconfig.json"), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  const program = ts.createProgram(files, {
    ...options,
    strict: true,
    noEmit: true,
    declaration: false,
    sourceMap: false,
    rootDir: undefined,
    outDir: undefined,
    types: ["node"],
    typeRoots: [path.join(ROOT, "node_modules", "@types")],
    baseUrl: ROOT,
    paths: { kerf: [path.relative(ROOT, KERF_ENTRY)] },
  });
  // The examples' own diagnostics (the checker reads src as far as they use it); src as a whole is
  // `npm run typecheck`'s, and checking all of it here would triple the time.
  const examples = files.map((file) => program.getSourceFile(file)!);
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...examples.flatMap((file) => [
      ...program.getSyntacticDiagnostics(file),
      ...program.getSemanticDiagnostics(file),
    ]),
  ];
  return diagnostics.map((diagnostic) => {
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n");
    if (diagnostic.file === undefined || diagnostic.start === undefined) return text;
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return `${path.basename(diagnostic.file.fileName)}:${line + 1}: ${text}`;
  });
}

/** Transpiled sources by content, kept between test runs: only the first run pays for transpiling src. */
const TS_CACHE = path.join(os.tmpdir(), "kerf-readme-examples-ts");

/**
 * A require hook for a child node: `kerf` is src/index.ts, a source's "./x.js" import is x.ts, and .ts
 * files are transpiled (no type check) through TS_CACHE.
 */
const HOOK = `
const Module = require("node:module");
const crypto = require("node:crypto");
const fs = require("node:fs");
const path = require("node:path");
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  if (request === "kerf") return ${JSON.stringify(KERF_ENTRY)};
  if (parent && parent.filename && parent.filename.endsWith(".ts") && /^\\.\\.?\\//.test(request) && request.endsWith(".js")) {
    const source = path.resolve(path.dirname(parent.filename), request.slice(0, -3) + ".ts");
    if (fs.existsSync(source)) return source;
  }
  return resolve.call(this, request, parent, ...rest);
};
let ts;
function transpile(filename) {
  const source = fs.readFileSync(filename, "utf8");
  const key = crypto.createHash("sha1").update(${JSON.stringify(ts.version)} + filename + "\\0" + source).digest("hex");
  const cached = path.join(${JSON.stringify(TS_CACHE)}, key + ".js");
  if (fs.existsSync(cached)) return fs.readFileSync(cached, "utf8");
  ts ??= require(${JSON.stringify(require.resolve("typescript"))});
  const { outputText } = ts.transpileModule(source, {
    fileName: filename,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
  });
  fs.mkdirSync(path.dirname(cached), { recursive: true });
  fs.writeFileSync(cached + "." + process.pid, outputText);
  fs.renameSync(cached + "." + process.pid, cached);
  return outputText;
}
require.extensions[".ts"] = (module, filename) => module._compile(transpile(filename), filename);
`;

/** Writes the require hook into `dir` and returns its path. */
export function writeHook(dir: string): string {
  const file = path.join(dir, "kerf-hook.js");
  writeFileSync(file, HOOK);
  return file;
}

export interface ProgramRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `node -r hook program.ts` in `cwd`, with only PATH and `env` in its environment. */
export function runProgram(
  program: string,
  options: { hook: string; cwd: string; env: Record<string, string> },
): Promise<ProgramRun> {
  const child = spawn(process.execPath, ["-r", options.hook, program], {
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? "", ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}
