// Aider's edge multipliers checked against their own constants (mentioned ×10, long compound ×10,
// _private ×0.1, > 5 definers ×0.1, chat referencer ×50; weight = mul × sqrt(refs)), and the ranks,
// scores and `why` of a graph small enough to solve PageRank by hand.
import { weighGraph } from "../../src/repomap/graph-weights";
import { rankTags } from "../../src/repomap/rank-tags";
import { compactTags } from "../../src/repomap/compact-tags";
import { buildTagIndex, type TagIndex } from "../../src/repomap/tag-index";
import type { FileTags, Tag } from "../../src/repomap/tag";

/** A file defining `defs` and referencing each name of `refs` as many times as given. */
function file(path: string, defs: string[], refs: Record<string, number> = {}): FileTags {
  const tags: Tag[] = defs.map((name, line) => ({
    name,
    kind: "def",
    category: "function",
    line,
    scopeLines: [],
  }));
  for (const [name, count] of Object.entries(refs)) {
    for (let i = 0; i < count; i++) tags.push({ name, kind: "ref", category: "call", line: 100 + i });
  }
  return { path, tags, lines: Object.fromEntries(defs.map((name, line) => [line, `def ${name}():`])) };
}

function indexOf(files: FileTags[]): TagIndex {
  return buildTagIndex(
    files.map(compactTags),
    files.map((f) => f.path),
  );
}

interface Weigh {
  chat?: string[];
  mentioned?: string[];
}

/** Every edge weight of `name`, keyed by its referencing file, rounded past float noise. */
function edgesOf(index: TagIndex, name: string, request: Weigh = {}): Record<string, number> {
  const chat = Uint8Array.from(index.files, (f) => ((request.chat ?? []).includes(f) ? 1 : 0));
  const weights = weighGraph(index, { chat, mentionedIdents: new Set(request.mentioned ?? []) });
  const n = index.names.indexOf(name);
  const edges: Record<string, number> = {};
  for (let k = index.refStart[n] as number; k < (index.refStart[n + 1] as number); k++) {
    edges[index.files[index.refFile[k] as number] as string] = round(weights.refWeight[k] as number);
  }
  return edges;
}

const round = (x: number): number => Math.round(x * 1e9) / 1e9;

/** `lib.py` defines `name`; `app.py` references it `refs` times. */
function single(name: string, refs: number): TagIndex {
  return indexOf([file("lib.py", [name]), file("app.py", [], { [name]: refs })]);
}

describe("edge weight = multiplier × sqrt(references)", () => {
  it("a short plain name weighs 1 per edge, times sqrt of its reference count", () => {
    expect(edgesOf(single("run", 1), "run")).toEqual({ "app.py": 1 });
    expect(edgesOf(single("run", 4), "run")).toEqual({ "app.py": 2 });
    expect(edgesOf(single("run", 9), "run")).toEqual({ "app.py": 3 });
  });

  it("a name mentioned in the chat weighs ×10", () => {
    expect(edgesOf(single("run", 4), "run", { mentioned: ["run"] })).toEqual({ "app.py": 20 });
    expect(edgesOf(single("run", 4), "run", { mentioned: ["walk"] })).toEqual({ "app.py": 2 });
  });

  it("a snake, kebab or camel name of 8 characters or more weighs ×10; shorter or plain ones do not", () => {
    const weight = (name: string) => edgesOf(single(name, 4), name)["app.py"];
    expect({
      load_config: weight("load_config"),
      load_cfg: weight("load_cfg"),
      "load-config": weight("load-config"),
      loadConfig: weight("loadConfig"),
      load_cf: weight("load_cf"),
      loadconfiguration: weight("loadconfiguration"),
      LOADCONFIG: weight("LOADCONFIG"),
    }).toEqual({
      load_config: 20,
      load_cfg: 20,
      "load-config": 20,
      loadConfig: 20,
      load_cf: 2,
      loadconfiguration: 2,
      LOADCONFIG: 2,
    });
  });

  it("a _private name weighs ×0.1, combined with the long-name bonus when it has it", () => {
    expect(edgesOf(single("_hidden", 4), "_hidden")).toEqual({ "app.py": 0.2 });
    expect(edgesOf(single("_private_helper", 4), "_private_helper")).toEqual({ "app.py": 2 });
  });

  it("a name defined in more than 5 files weighs ×0.1; in exactly 5 it does not", () => {
    const definers = (count: number) =>
      indexOf([
        ...Array.from({ length: count }, (_, i) => file(`lib${i}.py`, ["run"])),
        file("app.py", [], { run: 4 }),
      ]);
    expect(edgesOf(definers(5), "run")).toEqual({ "app.py": 2 });
    expect(edgesOf(definers(6), "run")).toEqual({ "app.py": 0.2 });
  });

  it("an edge from a chat file weighs ×50; other referencers of the same name keep ×1", () => {
    const index = indexOf([
      file("lib.py", ["run"]),
      file("app.py", [], { run: 4 }),
      file("cli.py", [], { run: 9 }),
    ]);
    expect(edgesOf(index, "run", { chat: ["app.py"] })).toEqual({ "app.py": 100, "cli.py": 3 });
  });

  it("all multipliers multiply: mentioned, long, chat, > 5 definers", () => {
    const index = indexOf([
      ...Array.from({ length: 6 }, (_, i) => file(`lib${i}.py`, ["load_config"])),
      file("app.py", [], { load_config: 9 }),
    ]);
    const edges = edgesOf(index, "load_config", { chat: ["app.py"], mentioned: ["load_config"] });
    expect(edges).toEqual({ "app.py": round(10 * 10 * 0.1 * 50 * 3) });
  });

  it("a referencer's out-weight counts each edge once per definer; unreferenced names add 0.1 self-edges", () => {
    const index = indexOf([
      ...Array.from({ length: 6 }, (_, i) => file(`lib${i}.py`, ["run"])),
      file("app.py", ["main", "usage"], { run: 4 }),
    ]);
    const weights = weighGraph(index, {
      chat: new Uint8Array(index.files.length),
      mentionedIdents: new Set(),
    });
    const app = index.files.indexOf("app.py");
    expect(round(weights.outWeight[app] as number)).toBe(round(6 * 0.2 + 2 * 0.1));
    expect(round(weights.selfWeight[app] as number)).toBe(0.2);
  });
});

describe("ranks of a graph solved by hand", () => {
  // app.py references run (1×, short name) in a.py and load_config (4×, long name) in b.py.
  const graph = () =>
    indexOf([
      file("a.py", ["run"]),
      file("b.py", ["load_config"]),
      file("app.py", [], { run: 1, load_config: 4 }),
    ]);

  it("uniform personalisation: the long name's definer takes 20/21 of app.py's flow", () => {
    // Edges app→a weight 1, app→b weight 10 × sqrt(4) = 20. a and b are dangling (no out-edges).
    // PageRank with p = 1/3 each: app = 0.85 × (1 − app)/3 + 0.05 ⇒ app = (0.85/3 + 0.05) / (1 + 0.85/3).
    const app = (0.85 / 3 + 0.05) / (1 + 0.85 / 3);
    const a = 0.85 * (app * (1 / 21) + (1 - app) / 3) + 0.05;
    const b = 0.85 * (app * (20 / 21) + (1 - app) / 3) + 0.05;
    const entries = rankTags(graph(), { chatFiles: [], mentionedFiles: [], mentionedIdents: [] }, 10).take(
      10,
    );
    expect(entries).toEqual([
      { path: "b.py", name: "load_config", score: closeTo((app * 20) / 21), why: why(b, [], 10) },
      { path: "a.py", name: "run", score: closeTo(app / 21), why: why(a, [], 1) },
      { path: "app.py", score: closeTo(app), why: { fileRank: closeTo(app), personalisation: [] } },
    ]);
  });

  it("with app.py in the chat: all teleport goes to it, its edges weigh ×50, it is not shown", () => {
    // p = (app: 1). Dangling a and b return to app: app = 0.85 × (1 − app) + 0.15 ⇒ app = 1/1.85.
    // Edges: app→a 1 × 50 = 50, app→b 10 × 50 × 2 = 1000; a = 0.85 × app × 50/1050.
    const app = 1 / 1.85;
    const a = (0.85 * app * 50) / 1050;
    const b = (0.85 * app * 1000) / 1050;
    const entries = rankTags(
      graph(),
      { chatFiles: ["app.py"], mentionedFiles: [], mentionedIdents: [] },
      10,
    ).take(10);
    expect(entries).toEqual([
      { path: "b.py", name: "load_config", score: closeTo((app * 1000) / 1050), why: why(b, [], 10) },
      { path: "a.py", name: "run", score: closeTo((app * 50) / 1050), why: why(a, [], 1) },
    ]);
  });

  it("mentioning `run` with as many references ties its edge with the long name's, and ties go by path", () => {
    // app→a: 1 × 10 (mentioned) × 50 × sqrt(4) = 1000; app→b: 10 (long) × 50 × sqrt(4) = 1000.
    const index = indexOf([
      file("a.py", ["run"]),
      file("b.py", ["load_config"]),
      file("app.py", [], { run: 4, load_config: 4 }),
    ]);
    const request = { chatFiles: ["app.py"], mentionedFiles: [], mentionedIdents: ["run"] };
    const app = 1 / 1.85;
    expect(rankTags(index, request, 10).take(10)).toEqual([
      { path: "a.py", name: "run", score: closeTo(app / 2), why: why((0.85 * app) / 2, [], 10) },
      { path: "b.py", name: "load_config", score: closeTo(app / 2), why: why((0.85 * app) / 2, [], 10) },
    ]);
  });

  it("why lists every personalisation reason, the name's weight, its definers and referencers", () => {
    const index = indexOf([
      file("util/lexer.py", ["tokenize_all"]),
      file("x.py", ["tokenize_all"]),
      file("main.py", [], { tokenize_all: 1 }),
      file("cli.py", [], { tokenize_all: 1 }),
    ]);
    const request = { chatFiles: ["main.py"], mentionedFiles: ["x.py"], mentionedIdents: ["lexer", "util"] };
    // p = 1/3 each for main.py (chat), util/lexer.py (path), x.py (mentioned); cli.py gets none and
    // no in-edge, so rank 0. Edges of tokenize_all (×10): main→each definer 500, cli→each 10.
    // main = 0.85 × (lexer + x)/3 + 0.05 with lexer + x = 1 − main; lexer = x = (1 − main)/2.
    // Each definer's score: main × 500/1000 + cli × 10/20 = main/2.
    const main = (0.85 / 3 + 0.05) / (1 + 0.85 / 3);
    const shared = { nameWeight: 10, definers: 2, referencers: 2 };
    expect(rankTags(index, request, 10).take(10)).toEqual([
      {
        path: "util/lexer.py",
        name: "tokenize_all",
        score: closeTo(main / 2),
        why: {
          fileRank: closeTo((1 - main) / 2),
          personalisation: ["path matches lexer", "path matches util"],
          ...shared,
        },
      },
      {
        path: "x.py",
        name: "tokenize_all",
        score: closeTo(main / 2),
        why: { fileRank: closeTo((1 - main) / 2), personalisation: ["mentioned file"], ...shared },
      },
      { path: "cli.py", score: 0, why: { fileRank: 0, personalisation: [] } },
    ]);
  });
});

function closeTo(value: number): number {
  return expect.closeTo(value, 5) as number;
}

function why(fileRank: number, personalisation: string[], nameWeight: number) {
  return { fileRank: closeTo(fileRank), personalisation, nameWeight, definers: 1, referencers: 1 };
}
