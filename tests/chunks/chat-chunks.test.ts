import { ChatChunks, CHUNK_ORDER } from "../../src/chunks/chat-chunks";
import type { ChatMessage } from "../../src/core/chat-message";

const user = (content: string): ChatMessage => ({ role: "user", content });
const marked = (message: ChatMessage): ChatMessage => ({
  role: message.role,
  content: [{ type: "text", text: message.content as string, cache_control: { type: "ephemeral" } }],
});

/** One user message per chunk, named after it, so order and breakpoints are easy to read. */
function filled(except: string[] = []): ChatChunks {
  const chunks = new ChatChunks();
  for (const name of CHUNK_ORDER)
    if (!except.includes(name)) chunks[name] = [user(`${name} 1`), user(`${name} 2`)];
  return chunks;
}

const ORDER = [
  "system",
  "developer",
  "examples",
  "userInstructions",
  "environment",
  "readonlyFiles",
  "repo",
  "chatFiles",
  "done",
  "chatChanges",
  "cur",
  "reminder",
];

const marks = (chunks: ChatChunks) => chunks.allMessages().filter((m) => typeof m.content !== "string");

describe("ChatChunks", () => {
  it(`returns all messages in the layer order ${ORDER.join(" → ")}`, () => {
    expect(
      filled()
        .allMessages()
        .map((m) => m.content),
    ).toEqual(ORDER.flatMap((n) => [`${n} 1`, `${n} 2`]));
  });

  it("marks four places: the end of the stable layers (the repo map), the pinned chat files, the history and the turn", () => {
    const chunks = filled();
    chunks.addCacheControlHeaders();
    expect(marks(chunks)).toEqual([
      marked(user("repo 2")),
      marked(user("chatFiles 2")),
      marked(user("done 2")),
      marked(user("cur 2")),
    ]);
    // The changes and the reminder follow the history and change every turn: no mark.
    expect(chunks.chatChanges).toEqual([user("chatChanges 1"), user("chatChanges 2")]);
  });

  it("moves the stable mark back to the last stable layer that has messages, and the turn's to the changes", () => {
    const chunks = filled(["repo", "readonlyFiles", "done", "cur"]);
    chunks.addCacheControlHeaders();
    expect(marks(chunks)).toEqual([
      marked(user("environment 2")),
      marked(user("chatFiles 2")),
      marked(user("chatChanges 2")),
    ]);
    const bare = filled([
      "developer",
      "examples",
      "userInstructions",
      "environment",
      "repo",
      "readonlyFiles",
    ]);
    bare.addCacheControlHeaders();
    expect(marks(bare)[0]).toEqual(marked(user("system 2")));
    expect(marks(bare)).toHaveLength(4);
  });

  it("marks nothing in empty groups, marks a shared fallback once and is idempotent", () => {
    const chunks = filled(ORDER.filter((name) => name !== "system" && name !== "reminder"));
    chunks.addCacheControlHeaders();
    const once = structuredClone(chunks.allMessages());
    chunks.addCacheControlHeaders();
    expect(chunks.allMessages()).toEqual(once);
    expect(once.filter((m) => typeof m.content !== "string")).toEqual([marked(user("system 2"))]);
  });

  it("leaves out a mark whose prefix is below the provider's minimum, so the next one covers those layers", () => {
    const chunks = filled();
    // Each message counts 10: the stable layers end at 140, below a minimum of 150.
    chunks.addCacheControlHeaders({ countTokens: (messages) => messages.length * 10, minTokens: 150 });
    expect(marks(chunks)[0]).toEqual(marked(user("chatFiles 2")));
    expect(marks(chunks)).toHaveLength(3);
  });

  it("gives the cacheable prefix: everything up to and including the last breakpoint", () => {
    const chunks = filled();
    chunks.addCacheControlHeaders();
    const prefix = chunks.cacheableMessages();
    expect(prefix).toEqual(chunks.allMessages().slice(0, ORDER.indexOf("cur") * 2 + 2));
    expect(prefix[prefix.length - 1]).toEqual(marked(user("cur 2")));
  });

  it("has no cacheable prefix before any breakpoint is marked", () => {
    expect(filled().cacheableMessages()).toEqual([]);
  });
});
