// Personalisation: chat files, mentioned files and files whose path parts are mentioned identifiers
// each get teleport weight, and raise the right files in the ranking; equal ranks fall back to paths.
import { weighGraph } from "../../src/repomap/graph-weights";
import { pageRank } from "../../src/repomap/pagerank";
import { personalise } from "../../src/repomap/personalise";
import { rankTags } from "../../src/repomap/rank-tags";
import { compactTags } from "../../src/repomap/compact-tags";
import { buildTagIndex, type TagIndex } from "../../src/repomap/tag-index";
import type { FileTags, Tag } from "../../src/repomap/tag";

const NONE = { chatFiles: [], mentionedFiles: [], mentionedIdents: [] };

describe("personalise", () => {
  const files = ["a.py", "docs/guide.md", "src/parser/lexer.py", "src/parser/tokens.py", "z.py"];
  // 100 / 5 files: the unit each reason is worth.
  const unit = 20;

  it("gives nothing (uniform PageRank) when nothing is in the chat or mentioned", () => {
    expect(personalise(files, NONE)).toEqual({
      chat: new Uint8Array(5),
      reasons: [undefined, undefined, undefined, undefined, undefined],
    });
  });

  it("gives a chat file one unit and marks it as chat", () => {
    expect(personalise(files, { ...NONE, chatFiles: ["z.py"] })).toEqual({
      chat: Uint8Array.from([0, 0, 0, 0, 1]),
      vector: Float64Array.from([0, 0, 0, 0, unit]),
      reasons: [undefined, undefined, undefined, undefined, ["chat file"]],
    });
  });

  it("gives a mentioned file one unit, not a second one when it is also in the chat", () => {
    const request = { ...NONE, chatFiles: ["z.py"], mentionedFiles: ["a.py", "z.py"] };
    expect(personalise(files, request)).toEqual({
      chat: Uint8Array.from([0, 0, 0, 0, 1]),
      vector: Float64Array.from([unit, 0, 0, 0, unit]),
      reasons: [["mentioned file"], undefined, undefined, undefined, ["chat file", "mentioned file"]],
    });
  });

  it("gives one unit to each file with a folder, base name or stem equal to a mentioned identifier", () => {
    const request = { ...NONE, mentionedIdents: ["parser", "lexer", "guide.md", "src/parser"] };
    expect(personalise(files, request)).toEqual({
      chat: new Uint8Array(5),
      vector: Float64Array.from([0, unit, unit, unit, 0]),
      reasons: [
        undefined,
        ["path matches guide.md"],
        ["path matches lexer", "path matches parser"],
        ["path matches parser"],
        undefined,
      ],
    });
  });

  it("adds a path match to a chat file's unit", () => {
    const request = { ...NONE, chatFiles: ["src/parser/lexer.py"], mentionedIdents: ["lexer"] };
    expect(personalise(files, request).vector).toEqual(Float64Array.from([0, 0, 2 * unit, 0, 0]));
  });
});

const CLIENTS = ["a", "b", "lexer", "m", "n"];

/** Five client files, each calling one function of its own in targets/: equal until personalised. */
function symmetric(order: (files: FileTags[]) => FileTags[] = (f) => f): TagIndex {
  const clients = CLIENTS.map((stem) => fileTags(`${stem}.py`, [], [`${stem}_target`]));
  const targets = CLIENTS.map((stem) => fileTags(`targets/${stem}_target.py`, [`${stem}_target`], []));
  const all = order([...clients, ...targets]);
  return buildTagIndex(
    all.map(compactTags),
    all.map((f) => f.path),
  );
}

function fileTags(path: string, defs: string[], refs: string[]): FileTags {
  const tags: Tag[] = [
    ...defs.map((name): Tag => ({ name, kind: "def", category: "function", line: 0, scopeLines: [] })),
    ...refs.map((name): Tag => ({ name, kind: "ref", category: "call", line: 1 })),
  ];
  return { path, tags, lines: { 0: `def ${defs[0] ?? ""}():` } };
}

const order = (index: TagIndex, request: Parameters<typeof rankTags>[1]) =>
  rankTags(index, request, 100)
    .take(100)
    .map((entry) => entry.path);

describe("personalisation in the ranking", () => {
  it("with nothing personalised, equal entries come by path", () => {
    expect(order(symmetric(), NONE)).toEqual([
      ...CLIENTS.map((stem) => `targets/${stem}_target.py`),
      ...CLIENTS.map((stem) => `${stem}.py`),
    ]);
  });

  it("a chat file outranks the other files in PageRank, and its references lift what they name", () => {
    const index = buildTagIndex(
      [
        fileTags("a.py", ["fn_a"], []),
        fileTags("b.py", ["fn_b"], []),
        fileTags("c.py", ["fn_c"], []),
        fileTags("chat.py", [], ["fn_b"]),
        fileTags("other.py", [], ["fn_a", "fn_c"]),
      ].map(compactTags),
      [],
    );
    const personal = personalise(index.files, { ...NONE, chatFiles: ["chat.py"] });
    const weights = weighGraph(index, { chat: personal.chat, mentionedIdents: new Set() });
    const rank = pageRank(index, weights, { personalization: personal.vector as Float64Array });
    const byRank = [...index.files].sort(
      (x, y) => (rank[index.files.indexOf(y)] as number) - (rank[index.files.indexOf(x)] as number),
    );
    expect(byRank.slice(0, 2)).toEqual(["chat.py", "b.py"]);
    expect(order(index, { ...NONE, chatFiles: ["chat.py"] })).toEqual(["b.py", "a.py", "c.py", "other.py"]);
  });

  it("a mentioned file and a file whose stem is a mentioned identifier rise, and so does what they call", () => {
    const request = { ...NONE, mentionedFiles: ["n.py"], mentionedIdents: ["lexer"] };
    // lexer.py and n.py tie (one unit each), then the three unpersonalised ones tie: paths decide.
    expect(order(symmetric(), request)).toEqual([
      "targets/lexer_target.py",
      "targets/n_target.py",
      "targets/a_target.py",
      "targets/b_target.py",
      "targets/m_target.py",
      "lexer.py",
      "n.py",
      "a.py",
      "b.py",
      "m.py",
    ]);
  });

  it("the same request gives the same entries whatever order the tags arrive in", () => {
    const request = { ...NONE, mentionedFiles: ["m.py"], mentionedIdents: ["b"] };
    const forward = rankTags(symmetric(), request, 100).take(100);
    const backward = rankTags(
      symmetric((f) => [...f].reverse()),
      request,
      100,
    ).take(100);
    expect(backward).toEqual(forward);
    expect(forward.slice(0, 3).map((e) => e.path)).toEqual([
      "targets/b_target.py",
      "targets/m_target.py",
      "targets/a_target.py",
    ]);
  });
});
