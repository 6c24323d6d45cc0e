// The diff-chain rule: a chat file changed since its copy was sent whole stays pinned, and each change
// travels once as a note (a diff from what the conversation last showed) kept in the history where it
// was sent; every file is re-sent whole only when the chat's file set changes, the history moved, or a
// file's notes outgrow it. The request labels how the copy and the notes make the current content.
import { applyPatch } from "diff";
import { buildChatChunks } from "../../src/chunks/build-chat-chunks";
import { fileDiff, pinChatFiles, REPIN_SHARE } from "../../src/chunks/pin-chat-files";
import { messageText } from "../../src/core/chat-message";
import { editBlockFormat } from "../../src/formats/editblock/format";
import { countMessages } from "../../src/models/tokens";

const lines = (n: number, tag = "") => Array.from({ length: n }, (_, i) => `line ${i}${tag}\n`).join("");
const A = { path: "a.py", content: lines(200) };
const B = { path: "b.py", content: lines(10, " b") };
const changedA = { path: "a.py", content: A.content.replace("line 20\n", "line 20 changed\n") };

/** A conversation of `n` messages, a new note going before its last one (the turn's message). */
const at = (n: number, noteAt: number | null = n - 1) => ({
  texts: Array.from({ length: n }, (_, i) => `message ${i}`),
  noteAt,
});
const first = (files: { path: string; content: string }[]) => pinChatFiles(null, files, at(1)).state;

describe("pinChatFiles", () => {
  it("pins every file whole on the first request", () => {
    const view = pinChatFiles(null, [A, B], at(1));
    expect(view).toMatchObject({ pinned: [A, B], notes: [], changes: [], repinned: true });
  });

  it("keeps an unchanged file's pinned copy and sends no note", () => {
    const view = pinChatFiles(first([A, B]), [A, B], at(3));
    expect(view).toMatchObject({ pinned: [A, B], notes: [], changes: [], repinned: false });
  });

  it("notes a changed file once, where it was sent, as a diff from what the conversation last showed", () => {
    const view = pinChatFiles(first([A, B]), [changedA, B], at(3));
    expect(view.repinned).toBe(false);
    expect(view.pinned).toEqual([A, B]);
    expect(view.changes.map((change) => change.path)).toEqual(["a.py"]);
    expect(view.notes).toEqual([{ at: 2, after: "message 1", changes: view.changes }]);
    const diff = view.changes[0]!.diff;
    expect(diff).toContain("--- a.py (as shown before)\n+++ a.py (now)\n");
    expect(diff).toContain("-line 20\n+line 20 changed\n");
    expect(applyPatch(A.content, diff)).toBe(changedA.content);
    // The next change is noted from the content the first note left, and the first note stays put.
    const later = { path: "a.py", content: changedA.content.replace("line 30\n", "line 30 too\n") };
    const next = pinChatFiles(view.state, [later, B], at(5));
    expect(next.pinned).toEqual([A, B]);
    expect(next.notes[0]).toEqual(view.notes[0]);
    expect(next.notes[1]!.at).toBe(4);
    const shown = next.notes.reduce(
      (text, note) => applyPatch(text, note.changes[0]!.diff) as string,
      A.content,
    );
    expect(shown).toBe(later.content);
    expect(next.notes[1]!.changes[0]!.diff).not.toContain("line 20 changed");
  });

  it("adds no note where none may go (a tool round) and notes the change at the next place that may", () => {
    const waiting = pinChatFiles(first([A, B]), [changedA, B], at(3, null));
    expect(waiting).toMatchObject({ notes: [], changes: [], repinned: false });
    const later = pinChatFiles(waiting.state, [changedA, B], at(5));
    expect(later.notes).toHaveLength(1);
    expect(applyPatch(A.content, later.notes[0]!.changes[0]!.diff)).toBe(changedA.content);
  });

  it("re-pins every file when the history no longer holds a note where it was sent (summarised, cleared)", () => {
    const noted = pinChatFiles(first([A, B]), [changedA, B], at(3)).state;
    const summarised = { texts: ["a summary", "ok", "next"], noteAt: 2 };
    expect(pinChatFiles(noted, [changedA, B], summarised)).toMatchObject({
      pinned: [changedA, B],
      notes: [],
      repinned: true,
    });
    expect(pinChatFiles(noted, [changedA, B], at(1)).repinned).toBe(true);
  });

  it("re-sends every file whole once a file's chain of notes outgrows its share of the file", () => {
    const rewritten = { path: "a.py", content: lines(40, " rewritten") };
    expect(fileDiff("a.py", A.content, rewritten.content).length).toBeGreaterThan(
      REPIN_SHARE * rewritten.content.length,
    );
    const changedB = { path: "b.py", content: B.content.replace("line 1 b\n", "line 1 b!\n") };
    expect(pinChatFiles(first([A, B]), [rewritten, changedB], at(3))).toMatchObject({
      pinned: [rewritten, changedB],
      notes: [],
      repinned: true,
    });
    // Small notes add up: the chain counts, not only the newest diff.
    let state = first([A, B]);
    let content = A.content;
    let repinned = false;
    for (let turn = 0; turn < 40 && !repinned; turn++) {
      content = content.replace(`line ${turn}\n`, `line ${turn} edited\n`);
      const view = pinChatFiles(state, [{ path: "a.py", content }, B], at(3 + 2 * turn));
      repinned = view.repinned;
      if (!repinned) expect(view.notes).toHaveLength(turn + 1);
      state = view.state;
    }
    expect(repinned).toBe(true);
  });

  it("re-pins every file when the chat's file set changes", () => {
    expect(pinChatFiles(first([A]), [changedA, B], at(3))).toMatchObject({
      pinned: [changedA, B],
      notes: [],
      repinned: true,
    });
    expect(pinChatFiles(first([A, B]), [changedA], at(3))).toMatchObject({
      pinned: [changedA],
      notes: [],
      repinned: true,
    });
  });
});

describe("buildChatChunks with changed chat files", () => {
  const prompts = editBlockFormat.prompts();
  const build = (done: { role: "user" | "assistant"; content: string }[]) =>
    buildChatChunks({
      prompts,
      editFormat: editBlockFormat,
      settings: {
        useSystemPrompt: true,
        examplesAsSystemMessage: false,
        reminder: "sys",
        lazy: false,
        overeager: false,
        cacheControl: false,
        shellCommands: false,
      },
      platform: { os: "Linux", shell: "bash", date: "2026-11-28", isGitRepo: false, cwd: "/p" },
      chatFiles: [A, B],
      chatFileChanges: [{ path: "a.py", diff: fileDiff("a.py", A.content, changedA.content) }],
      done,
      cur: [{ role: "user", content: "next" }],
      countTokens: (messages) => countMessages(messages),
    }).chunks;

  it("sends the pinned copies before the history and the diff after it, labelled as superseding the copy", () => {
    const done = [
      { role: "user" as const, content: "first" },
      { role: "assistant" as const, content: "done" },
    ];
    const chunks = build(done);
    const all = chunks.allMessages().map(messageText);
    const copies = all.findIndex((text) => text.includes("a.py\n```\nline 0\n"));
    const diff = all.findIndex((text) => text.includes("-line 20\n+line 20 changed\n"));
    expect(copies).toBeLessThan(all.indexOf("first"));
    expect(diff).toBeGreaterThan(all.indexOf("done"));
    expect(diff).toBeLessThan(all.indexOf("next"));
    // The copy says a later diff supersedes it; the diff message names the copy outdated.
    expect(all[copies]).toContain("current unless a later diff supersedes them");
    expect(all[diff]).toMatch(/^Changes to the chat files since the conversation last showed them\./);
    expect(all[diff]).toContain("every earlier change note applied, in order");
    expect(all[diff]).toContain("a.py\n```diff\n--- a.py (as shown before)\n+++ a.py (now)\n");
    // Only the changed file has a diff; the other is current as pinned.
    expect(all[diff]).not.toContain("b.py");
    expect(messageText(chunks.chatChanges[1]!)).toBe(prompts.filesChangedReply);
  });

  it("sends the stable prefix and the pinned copies byte for byte the same as the history grows", () => {
    const one = build([
      { role: "user", content: "first" },
      { role: "assistant", content: "done" },
    ]);
    const two = build([
      { role: "user", content: "first" },
      { role: "assistant", content: "done" },
      { role: "user", content: "second" },
      { role: "assistant", content: "done too" },
    ]);
    // Everything but the changes, the turn and the reminder starts the next request.
    const before = one.allMessages().slice(0, -4);
    expect(messageText(before.at(-1)!)).toBe("done");
    expect(two.allMessages().slice(0, before.length)).toEqual(before);
  });
});

const PLAIN = {
  useSystemPrompt: true,
  examplesAsSystemMessage: false,
  reminder: null,
  lazy: false,
  overeager: false,
  cacheControl: false,
  shellCommands: false,
};
const PLATFORM = { os: "Linux", shell: "bash", date: "2026-11-28", isGitRepo: false, cwd: "/p" };

it("places each note where it was sent: in the history, between it and the turn, or within the turn", () => {
  const note = (n: number, line: number) => ({
    at: n,
    after: null,
    changes: [{ path: "a.py", diff: `@@ -${line} +${line} @@\n-line ${line}\n+line ${line} (${n})\n` }],
  });
  const done = [
    { role: "user" as const, content: "first" },
    { role: "assistant" as const, content: "done" },
    { role: "user" as const, content: "second" },
    { role: "assistant" as const, content: "done too" },
  ];
  const cur = [
    { role: "user" as const, content: "third" },
    { role: "assistant" as const, content: "a failed edit" },
    { role: "user" as const, content: "the reflection" },
  ];
  const chunks = buildChatChunks({
    prompts: editBlockFormat.prompts(),
    settings: PLAIN,
    platform: PLATFORM,
    chatFiles: [A],
    chatFileNotes: [note(2, 1), note(4, 2), note(6, 3)],
    done,
    cur,
    countTokens: (messages) => messages.length,
  }).chunks;
  const text = (messages: readonly { content: unknown }[]) => messages.map((m) => messageText(m as never));
  expect(text(chunks.done)).toEqual([
    "first",
    "done",
    expect.stringContaining("+line 1 (2)"),
    editBlockFormat.prompts().filesChangedReply,
    "second",
    "done too",
  ]);
  expect(text(chunks.chatChanges)[0]).toContain("+line 2 (4)");
  expect(text(chunks.cur)).toEqual([
    "third",
    "a failed edit",
    expect.stringContaining("+line 3 (6)"),
    editBlockFormat.prompts().filesChangedReply,
    "the reflection",
  ]);
});

it("chooses the fence for the files as they are now: a diff that adds a ``` line moves it off ```", () => {
  const plain = { path: "notes.md", content: lines(30) };
  const fenced = { path: "notes.md", content: plain.content.replace("line 10\n", "```js\nline 10\n```\n") };
  const view = pinChatFiles(first([plain]), [fenced], at(3));
  expect(view.changes).toHaveLength(1);
  const input = {
    prompts: editBlockFormat.prompts(),
    settings: PLAIN,
    platform: PLATFORM,
    chatFiles: view.pinned,
    cur: [{ role: "user" as const, content: "go" }],
    countTokens: (messages: readonly unknown[]) => messages.length,
  };
  expect(buildChatChunks(input).fence.open).toBe("```");
  expect(buildChatChunks({ ...input, chatFileNotes: view.notes }).fence.open).not.toBe("```");
});
