// Measures issue 34's "files one reply passes through": the coder's apply step, run once on a real git
// repository (a `diff` reply of two blocks, one of whose files has uncommitted changes, so the dirty
// commit runs too), with every call into another src file's exported function or class method recorded
// in call order. Prints the files entered, each with its layer (docs/architecture.md), and the climbs:
// how often the next file entered sits on a higher layer among coders, formats and edits than the one
// before it (the reply going back up before it goes down again). A measurement, not a benchmark:
//   npx tsc -p bench/tsconfig.json && node dist-tools/bench/reply-path.js
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import Module from "node:module";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";

/** The reply's own layers, top to bottom; a file in another layer (git, trust, core) is entered, not climbed. */
const PATH_LAYERS = ["coders", "formats", "edits"];
const SRC = join(__dirname, "..", "src");
const entered: string[] = [];

type Loader = (request: string, parent: unknown, isMain: boolean) => unknown;
const moduleApi = Module as unknown as { _load: Loader };

/** Wraps a module's exported functions and its exported classes' methods so that each call is recorded. */
function traced(file: string, exports: Record<string, unknown>): void {
  const record = (fn: (...args: unknown[]) => unknown) =>
    function (this: unknown, ...args: unknown[]) {
      entered.push(file);
      return fn.apply(this, args);
    };
  for (const [name, value] of Object.entries(exports)) {
    if (typeof value !== "function") continue;
    const isClass = /^class\b/.test(Function.prototype.toString.call(value));
    if (!isClass) {
      const descriptor = Object.getOwnPropertyDescriptor(exports, name);
      if (descriptor?.writable) exports[name] = record(value as (...args: unknown[]) => unknown);
      continue;
    }
    const proto = (value as { prototype: Record<string, unknown> }).prototype;
    for (const key of Object.getOwnPropertyNames(proto)) {
      const method = Object.getOwnPropertyDescriptor(proto, key);
      if (key !== "constructor" && typeof method?.value === "function")
        proto[key] = record(method.value as (...args: unknown[]) => unknown);
    }
  }
}

function installTracer(): void {
  const load = moduleApi._load;
  const seen = new Set<unknown>();
  moduleApi._load = function (request, parent, isMain) {
    const exports = load.call(this, request, parent, isMain);
    const filename = (Module as unknown as { _resolveFilename: Loader })._resolveFilename(
      request,
      parent,
      isMain,
    );
    if (typeof filename === "string" && filename.startsWith(SRC + sep) && !seen.has(exports)) {
      seen.add(exports);
      traced(relative(join(SRC, ".."), filename).replace(/\.js$/, ".ts"), exports as Record<string, unknown>);
    }
    return exports;
  };
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
    entered.length = 0;
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
    const files = [...new Set(entered)];
    // The layers the reply moves through, a run of one layer written once: coders → formats → edits → …
    const path = entered
      .map(layerOf)
      .filter((layer) => PATH_LAYERS.includes(layer))
      .filter((layer, i, all) => i === 0 || all[i - 1] !== layer);
    const climbs = path.filter(
      (layer, i) => i > 0 && PATH_LAYERS.indexOf(layer) < PATH_LAYERS.indexOf(path[i - 1] ?? ""),
    ).length;
    const perLayer = new Map<string, number>();
    for (const file of files) perLayer.set(layerOf(file), (perLayer.get(layerOf(file)) ?? 0) + 1);
    console.log(`applied ${result.applied.length}, failed ${result.failed.length}`);
    console.log(
      `${files.length} files entered (${[...perLayer].map(([layer, n]) => `${layer} ${n}`).join(", ")})`,
    );
    console.log(`${climbs} climbs back up: ${path.join(" → ")}`);
    for (const file of files) console.log(`  ${layerOf(file).padEnd(8)} ${file}`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

void main();
