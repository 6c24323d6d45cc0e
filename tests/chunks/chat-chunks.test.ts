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
  "done",
  "chatFiles",
  "cur",
  "reminder",
];

describe("ChatChunks", () => {
  it(`returns all messages in the layer order ${ORDER.join(" → ")}`, () => {
    expect(
      filled()
        .allMessages()
        .map((m) => m.content),
    ).toEqual(ORDER.flatMap((n) => [`${n} 1`, `${n} 2`]));
  });

  it("marks four places: the stable system part, what stays put (the repo map), the history and the chat files", () => {
    const chunks = filled();
    chunks.addCacheControlHeaders();
    expect([chunks.developer[1], chunks.repo[1], chunks.done[1], chunks.chatFiles[1]]).toEqual([
      marked(user("developer 2")),
      marked(user("repo 2")),
      marked(user("done 2")),
      marked(user("chatFiles 2")),
    ]);
    const plain = chunks.allMessages().filter((m) => typeof m.content === "string");
    expect(plain).toHaveLength(ORDER.length * 2 - 4);
  });

  it("falls back to the system group and the read-only files, then the static layers, when later groups are empty", () => {
    const chunks = filled(["developer", "repo", "done"]);
    chunks.addCacheControlHeaders();
    expect(chunks.system).toEqual([user("system 1"), marked(user("system 2"))]);
    expect(chunks.readonlyFiles).toEqual([user("readonlyFiles 1"), marked(user("readonlyFiles 2"))]);
    expect(chunks.chatFiles).toEqual([user("chatFiles 1"), marked(user("chatFiles 2"))]);
    const bare = filled(["developer", "userInstructions", "environment", "repo", "readonlyFiles"]);
    bare.addCacheControlHeaders();
    expect(bare.examples).toEqual([user("examples 1"), marked(user("examples 2"))]);
    expect(bare.done).toEqual([user("done 1"), marked(user("done 2"))]);
    expect(bare.allMessages().filter((m) => typeof m.content !== "string")).toHaveLength(4);
  });

  it("marks nothing in empty groups, marks a shared fallback once and is idempotent", () => {
    const chunks = filled([
      "developer",
      "examples",
      "userInstructions",
      "environment",
      "repo",
      "readonlyFiles",
      "done",
      "chatFiles",
    ]);
    chunks.addCacheControlHeaders();
    const once = structuredClone(chunks.allMessages());
    chunks.addCacheControlHeaders();
    expect(chunks.allMessages()).toEqual(once);
    expect(once.filter((m) => typeof m.content !== "string")).toEqual([marked(user("system 2"))]);
  });

  it("gives the cacheable prefix: everything up to and including the last breakpoint", () => {
    const chunks = filled();
    chunks.addCacheControlHeaders();
    const prefix = chunks.cacheableMessages();
    expect(prefix).toEqual(chunks.allMessages().slice(0, ORDER.indexOf("chatFiles") * 2 + 2));
    expect(prefix[prefix.length - 1]).toEqual(marked(user("chatFiles 2")));
  });

  it("has no cacheable prefix before any breakpoint is marked", () => {
    expect(filled().cacheableMessages()).toEqual([]);
  });
});
