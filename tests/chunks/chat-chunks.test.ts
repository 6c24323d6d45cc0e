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

describe("ChatChunks", () => {
  it("returns all messages in the order system → examples → readonlyFiles → repo → done → chatFiles → cur → reminder", () => {
    expect(
      filled()
        .allMessages()
        .map((m) => m.content),
    ).toEqual(
      ["system", "examples", "readonlyFiles", "repo", "done", "chatFiles", "cur", "reminder"].flatMap((n) => [
        `${n} 1`,
        `${n} 2`,
      ]),
    );
  });

  it("marks the last message of examples, repo and chatFiles", () => {
    const chunks = filled();
    chunks.addCacheControlHeaders();
    expect([chunks.examples[1], chunks.repo[1], chunks.chatFiles[1]]).toEqual([
      marked(user("examples 2")),
      marked(user("repo 2")),
      marked(user("chatFiles 2")),
    ]);
    const plain = chunks.allMessages().filter((m) => typeof m.content === "string");
    expect(plain).toHaveLength(16 - 3);
  });

  it("falls back to the system group and the read-only files when examples and repo are empty", () => {
    const chunks = filled(["examples", "repo"]);
    chunks.addCacheControlHeaders();
    expect(chunks.system).toEqual([user("system 1"), marked(user("system 2"))]);
    expect(chunks.readonlyFiles).toEqual([user("readonlyFiles 1"), marked(user("readonlyFiles 2"))]);
    expect(chunks.chatFiles).toEqual([user("chatFiles 1"), marked(user("chatFiles 2"))]);
  });

  it("marks nothing in empty groups and is idempotent", () => {
    const chunks = filled(["examples", "repo", "readonlyFiles", "chatFiles"]);
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
    expect(prefix).toEqual(chunks.allMessages().slice(0, 12));
    expect(prefix[prefix.length - 1]).toEqual(marked(user("chatFiles 2")));
  });

  it("has no cacheable prefix before any breakpoint is marked", () => {
    expect(filled().cacheableMessages()).toEqual([]);
  });
});
