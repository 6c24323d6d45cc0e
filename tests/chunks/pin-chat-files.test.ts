// The diff-append rule: a chat file changed since its copy was sent whole stays pinned and travels as a
// diff from that copy, after the history; the whole file is re-sent (every file re-pinned) only when the
// chat's file set changes or a diff outgrows its file. The request labels which copy is current.
import { applyPatch } from "diff";
import { buildChatChunks } from "../../src/chunks/build-chat-chunks";
import { fileDiff, pinChatFiles, pinsOf, REPIN_SHARE } from "../../src/chunks/pin-chat-files";
import { messageText } from "../../src/core/chat-message";
import { editBlockFormat } from "../../src/formats/editblock/format";
import { countMessages } from "../../src/models/tokens";

const lines = (n: number, tag = "") => Array.from({ length: n }, (_, i) => `line ${i}${tag}\n`).join("");
const A = { path: "a.py", content: lines(40) };
const B = { path: "b.py", content: lines(10, " b") };
const changedA = { path: "a.py", content: A.content.replace("line 20\n", "line 20 changed\n") };

describe("pinChatFiles", () => {
  it("pins every file whole on the first request", () => {
    expect(pinChatFiles(null, [A, B])).toEqual({ pinned: [A, B], changes: [], repinned: true });
  });

  it("keeps an unchanged file's pinned copy and sends no diff", () => {
    const pins = pinsOf(pinChatFiles(null, [A, B]));
    expect(pinChatFiles(pins, [A, B])).toEqual({ pinned: [A, B], changes: [], repinned: false });
  });

  it("sends a changed file as its pinned copy plus a diff that turns the copy into the current content", () => {
    const pins = pinsOf(pinChatFiles(null, [A, B]));
    const view = pinChatFiles(pins, [changedA, B]);
    expect(view.repinned).toBe(false);
    expect(view.pinned).toEqual([A, B]);
    expect(view.changes.map((change) => change.path)).toEqual(["a.py"]);
    const diff = view.changes[0]!.diff;
    expect(diff).toContain("--- a.py (copy above)\n+++ a.py (current)\n");
    expect(diff).toContain("-line 20\n+line 20 changed\n");
    expect(applyPatch(A.content, diff)).toBe(changedA.content);
    // The pins stay where the cached prefix has them: the next diff is again from the first copy.
    const later = { path: "a.py", content: changedA.content.replace("line 30\n", "line 30 too\n") };
    const next = pinChatFiles(pinsOf(view), [later, B]);
    expect(next.pinned).toEqual([A, B]);
    expect(applyPatch(A.content, next.changes[0]!.diff)).toBe(later.content);
  });

  it("re-sends every file whole once a diff outgrows its share of the file", () => {
    const pins = pinsOf(pinChatFiles(null, [A, B]));
    const rewritten = { path: "a.py", content: lines(40, " rewritten") };
    expect(fileDiff("a.py", A.content, rewritten.content).length).toBeGreaterThan(
      REPIN_SHARE * rewritten.content.length,
    );
    const changedB = { path: "b.py", content: B.content.replace("line 1 b\n", "line 1 b!\n") };
    expect(pinChatFiles(pins, [rewritten, changedB])).toEqual({
      pinned: [rewritten, changedB],
      changes: [],
      repinned: true,
    });
  });

  it("re-pins every file when the chat's file set changes", () => {
    const pins = pinsOf(pinChatFiles(null, [A]));
    expect(pinChatFiles(pins, [changedA, B])).toEqual({ pinned: [changedA, B], changes: [], repinned: true });
    const both = pinsOf(pinChatFiles(null, [A, B]));
    expect(pinChatFiles(both, [changedA])).toEqual({ pinned: [changedA], changes: [], repinned: true });
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
    expect(all[diff]).toMatch(/^Changes to the chat files since the copies I shared above\./);
    expect(all[diff]).toContain("is outdated");
    expect(all[diff]).toContain("a.py\n```diff\n--- a.py (copy above)\n+++ a.py (current)\n");
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

it("chooses the fence for the files as they are now: a diff that adds a ``` line moves it off ```", () => {
  const plain = { path: "notes.md", content: lines(30) };
  const fenced = { path: "notes.md", content: plain.content.replace("line 10\n", "```js\nline 10\n```\n") };
  const view = pinChatFiles(pinsOf(pinChatFiles(null, [plain])), [fenced]);
  expect(view.changes).toHaveLength(1);
  const input = {
    prompts: editBlockFormat.prompts(),
    settings: {
      useSystemPrompt: true,
      examplesAsSystemMessage: false,
      reminder: null,
      lazy: false,
      overeager: false,
      cacheControl: false,
      shellCommands: false,
    },
    platform: { os: "Linux", shell: "bash", date: "2026-11-28", isGitRepo: false, cwd: "/p" },
    chatFiles: view.pinned,
    cur: [{ role: "user" as const, content: "go" }],
    countTokens: (messages: readonly unknown[]) => messages.length,
  };
  expect(buildChatChunks(input).fence.open).toBe("```");
  expect(buildChatChunks({ ...input, chatFileChanges: view.changes }).fence.open).not.toBe("```");
});
