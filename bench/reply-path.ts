// Measures issue 34's "files one reply passes through": the coder's apply step, run once on a real git
// repository (a `diff` reply of two blocks, one of whose files has uncommitted changes, so the dirty
// commit runs too). Every call into another src file's exported function or class method is recorded with
// its caller: the src file whose code makes the call (the first src frame of the stack, so a closure is
// its own file's, wherever it is called from). Functions handed to such a call (an argument, or a
// function field of a plain options object) are traced too, as the file that defines them (V8's
// [[FunctionLocation]], through node:inspector): a callback passed down.
// Prints the files entered, each with its layer; the calls from the coder down into formats and edits (one
// for a one-way applier, besides reporting); and the calls from a lower layer into a higher one
// (the rows of docs/architecture.md's layer table): a *climb* when the caller imports the callee's
// module (which the layer rule forbids), else a *callback* — a function passed down and called back,
// which is how a lower layer serves a higher one without knowing it. A measurement, not a benchmark:
//   npx tsc -p bench/tsconfig.json && node dist-tools/bench/reply-path.js
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector";
import Module from "node:module";
import { fileURLToPath } from "node:url";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";

const SRC = join(__dirname, "..", "src");

/** The layer table's rows, top (0) to bottom, read from docs/architecture.md (the layer test keeps it
 *  equal to tests/architecture/layers.ts). */
function layerRows(): Map<string, number> {
  const doc = readFileSync(join(__dirname, "..", "..", "docs", "architecture.md"), "utf8");
  const block = /```text layers\n([\s\S]*?)```/.exec(doc)?.[1] ?? "";
  const rows = new Map<string, number>();
  block
    .trim()
    .split("\n")
    .forEach((line, row) =>
      line
        .trim()
        .split(/\s+/)
        .forEach((folder) => rows.set(folder, row)),
    );
  return rows;
}

interface Call {
  caller: string | undefined;
  callee: string;
  /** A function passed down and called back (its name), rather than an export. */
  callback?: string;
}
const calls: Call[] = [];
let recording = false;
const traced = new WeakSet<object>();

/** The src file whose code made the call being entered: the first src frame under this file's frames. */
function callerFile(): string | undefined {
  for (const line of (new Error().stack ?? "").split("\n").slice(1)) {
    const file = /\(?([^()\s]+\.js):\d+:\d+\)?$/.exec(line)?.[1];
    if (file === undefined || file === __filename) continue;
    if (file.startsWith(SRC + sep)) return srcName(file);
    if (!file.startsWith("node:")) return undefined;
  }
  return undefined;
}

function srcName(file: string): string {
  return relative(join(SRC, ".."), file).split(sep).join("/").replace(/\.js$/, ".ts");
}

const isClass = (value: unknown) =>
  typeof value === "function" && /^class\b/.test(Function.prototype.toString.call(value));

type AnyFunction = (...args: unknown[]) => unknown;

/** `fn`, recording each call (as `callback` when it was passed down; `origin`: the file defining it). */
function recorded(fn: AnyFunction, origin: string, callback?: string): AnyFunction {
  const wrapper = function (this: unknown, ...args: unknown[]) {
    if (recording) {
      calls.push({ caller: callerFile(), callee: origin, ...(callback === undefined ? {} : { callback }) });
      args = args.map(passedDown);
    }
    return fn.apply(this, args);
  };
  traced.add(wrapper);
  return wrapper;
}

/** A src function argument, or the src function fields of a plain options object, traced as a callback. */
function passedDown(arg: unknown): unknown {
  const wrapped = (fn: AnyFunction, name: string): AnyFunction => {
    const origin = traced.has(fn) || isClass(fn) ? undefined : definedIn(fn);
    return origin === undefined ? fn : recorded(fn, origin, name);
  };
  if (typeof arg === "function") return wrapped(arg as AnyFunction, arg.name || "(anonymous)");
  if (typeof arg !== "object" || arg === null || Object.getPrototypeOf(arg) !== Object.prototype) return arg;
  const fields = arg as Record<string, unknown>;
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === "function" && Object.getOwnPropertyDescriptor(fields, key)?.writable === true)
      fields[key] = wrapped(value as AnyFunction, key);
  }
  return arg;
}

const inspector = new Session();
const scripts = new Map<string, string>();

/** The src file that defines `fn` (its [[FunctionLocation]]); undefined outside src. The in-thread
 *  inspector session answers synchronously. */
function definedIn(fn: AnyFunction): string | undefined {
  let file: string | undefined;
  (globalThis as { __traced?: unknown }).__traced = fn;
  inspector.post("Runtime.evaluate", { expression: "globalThis.__traced" }, (_error, found) => {
    const objectId = found?.result.objectId;
    if (objectId === undefined) return;
    inspector.post("Runtime.getProperties", { objectId }, (_e, properties) => {
      const location = properties?.internalProperties?.find((p) => p.name === "[[FunctionLocation]]");
      const scriptId = (location?.value?.value as { scriptId?: string } | undefined)?.scriptId;
      const url = scriptId === undefined ? undefined : scripts.get(scriptId);
      const path = url?.startsWith("file:") ? fileURLToPath(url) : url;
      if (path?.startsWith(SRC + sep)) file = srcName(path);
    });
  });
  return file;
}

/** Wraps a module's exported functions and its exported classes' methods so that each call is recorded. */
function trace(file: string, exports: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(exports)) {
    if (typeof value !== "function") continue;
    if (!isClass(value)) {
      const descriptor = Object.getOwnPropertyDescriptor(exports, name);
      if (descriptor?.writable) exports[name] = recorded(value as AnyFunction, file);
      continue;
    }
    const proto = (value as { prototype: Record<string, unknown> }).prototype;
    for (const key of Object.getOwnPropertyNames(proto)) {
      const method = Object.getOwnPropertyDescriptor(proto, key);
      if (key !== "constructor" && typeof method?.value === "function")
        proto[key] = recorded(method.value as AnyFunction, file);
    }
  }
}

type Loader = (request: string, parent: unknown, isMain: boolean) => unknown;
const moduleApi = Module as unknown as { _load: Loader; _resolveFilename: Loader };

function installTracer(): void {
  inspector.connect();
  inspector.on("Debugger.scriptParsed", (message) =>
    scripts.set(message.params.scriptId, message.params.url),
  );
  inspector.post("Debugger.enable");
  const load = moduleApi._load;
  const seen = new Set<unknown>();
  moduleApi._load = function (request, parent, isMain) {
    const exports = load.call(this, request, parent, isMain);
    const filename = moduleApi._resolveFilename(request, parent, isMain);
    if (typeof filename === "string" && filename.startsWith(SRC + sep) && !seen.has(exports)) {
      seen.add(exports);
      trace(srcName(filename), exports as Record<string, unknown>);
    }
    return exports;
  };
}

/** Whether `from` imports `to`, directly or through the modules it imports (node's module graph). */
function imports(from: string, to: string): boolean {
  const cache = (Module as unknown as { _cache: Record<string, { children: { filename: string }[] }> })
    ._cache;
  const path = (name: string) => join(SRC, "..", name.replace(/\.ts$/, ".js"));
  const target = path(to);
  const stack = [path(from)];
  const visited = new Set<string>();
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (visited.has(file)) continue;
    visited.add(file);
    for (const child of cache[file]?.children ?? []) {
      if (child.filename === target) return true;
      stack.push(child.filename);
    }
  }
  return false;
}

function layerOf(file: string): string {
  const parts = file.split("/");
  return parts[1] === "index.ts" ? "index" : (parts[1] ?? "");
}

async function main(): Promise<void> {
  installTracer();
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { applyStep } =
    require("../src/coders/apply-step.js") as typeof import("../src/coders/apply-step.js");
  const { Turn } = require("../src/coders/turn.js") as typeof import("../src/coders/turn.js");
  const { editBlockFormat } =
    require("../src/formats/editblock/format.js") as typeof import("../src/formats/editblock/format.js");
  const { GitRepo } = require("../src/git/git-repo.js") as typeof import("../src/git/git-repo.js");
  /* eslint-enable @typescript-eslint/no-require-imports */
  const root = mkdtempSync(join(tmpdir(), "kerf-reply-path-"));
  try {
    const git = (...args: string[]) => execFileSync("git", ["-C", root, ...args], { encoding: "utf8" });
    git("init", "--quiet");
    git("config", "user.name", "Trace");
    git("config", "user.email", "trace@example.com");
    git("config", "commit.gpgsign", "false");
    writeFileSync(join(root, "app.py"), 'def greet(name):\n    return "hi " + name\n');
    writeFileSync(join(root, "util.py"), "def add(a, b):\n    return a + b\n");
    git("add", "-A");
    git("commit", "--quiet", "-m", "initial");
    writeFileSync(join(root, "app.py"), 'def greet(name):\n    return "hi " + name\n# mine\n');
    const reply = [
      'app.py\n```\n<<<<<<< SEARCH\n    return "hi " + name\n=======\n    return "hello " + name\n>>>>>>> REPLACE\n```',
      "util.py\n```\n<<<<<<< SEARCH\n    return a + b\n=======\n    return a + b  # sum\n>>>>>>> REPLACE\n```",
    ].join("\n\n");
    const repo = await GitRepo.open(root);
    // Only these options are read on this path; no model is asked (auto commits off).
    const options = { root, git: repo, dirtyCommits: true, autoCommits: false } as never;
    recording = true;
    const { result } = await applyStep({
      reply,
      turn: new Turn("edit"),
      format: editBlockFormat,
      fence: undefined,
      chatFiles: ["app.py", "util.py"],
      options,
      confirm: async () => true,
      report: () => {},
    });
    recording = false;
    const rows = layerRows();
    const files = [...new Set(calls.map((call) => call.callee))];
    const perLayer = new Map<string, number>();
    for (const file of files) perLayer.set(layerOf(file), (perLayer.get(layerOf(file)) ?? 0) + 1);
    const row = (file: string) => rows.get(layerOf(file)) ?? -1;
    const up = calls.filter(
      (call): call is Call & { caller: string } =>
        call.caller !== undefined && row(call.callee) < row(call.caller),
    );
    const climbs = up.filter((call) => imports(call.caller, call.callee));
    const callbacks = up.filter((call) => !imports(call.caller, call.callee));
    const shown = (list: readonly Call[]) => [
      ...new Set(list.map((c) => `${c.caller} → ${c.callee}${c.callback ? ` (${c.callback})` : ""}`)),
    ];
    console.log(`applied ${result.applied.length}, failed ${result.failed.length}`);
    console.log(
      `${files.length} files entered (${[...perLayer].map(([layer, n]) => `${layer} ${n}`).join(", ")}), ${calls.length} calls`,
    );
    console.log(`${climbs.length} climbs (a call into a higher layer's module the caller imports)`);
    for (const line of shown(climbs)) console.log(`  ${line}`);
    console.log(
      `${callbacks.length} callbacks (a function passed down, called from a lower layer; not climbs)`,
    );
    for (const line of shown(callbacks)) console.log(`  ${line}`);
    // How often the coder sends the reply down: a one-way applier is one call, and the rest is reporting.
    const descents = calls.filter(
      (call) =>
        layerOf(call.caller ?? "") === "coders" && ["formats", "edits"].includes(layerOf(call.callee)),
    );
    console.log(`${descents.length} calls from the coder down into formats and edits`);
    for (const call of descents) console.log(`  ${call.caller} → ${call.callee}`);
    console.log("files entered, in order:");
    for (const file of files) console.log(`  ${layerOf(file).padEnd(8)} ${file}`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

void main();
