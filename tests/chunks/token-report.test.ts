import { checkContext } from "../../src/chunks/context-check";
import { formatTokens } from "../../src/models/format-tokens";
import { tokenReport, type ChunkMessages } from "../../src/chunks/token-report";
import { countMessages, countText } from "../../src/models/tokens";
import { ChatChunks } from "../../src/chunks/chat-chunks";

const user = (content: string) => ({ role: "user", content });
const assistant = (content: string) => ({ role: "assistant", content });
// "hello world" is 2 tokens; as a message 3 (framing) + 1 (role) + 2 = 6.
const hello = "hello world";

function chunks(overrides: Partial<ChunkMessages> = {}): ChunkMessages {
  return {
    system: [{ role: "system", content: hello }],
    developer: [],
    examples: [],
    userInstructions: [],
    environment: [],
    readonlyFiles: [],
    repo: [user(hello), assistant(hello)],
    chatFiles: [user(hello)],
    done: [],
    chatChanges: [],
    cur: [user(hello)],
    reminder: [],
    ...overrides,
  };
}

describe("tokenReport", () => {
  it("gives one row per chunk in request order with tokens and input cost, and a total with reply priming", () => {
    const report = tokenReport(chunks(), { prices: { input: 2.5, output: 10 }, contextWindow: 100 });
    const row = (chunk: string, label: string, messages: number, tokens: number) => ({
      chunk,
      label,
      messages,
      tokens,
      cost: (tokens * 2.5) / 1_000_000,
    });
    expect(report).toEqual({
      rows: [
        row("system", "system messages", 1, 6),
        row("developer", "developer instructions", 0, 0),
        row("examples", "example conversations", 0, 0),
        row("userInstructions", "user instructions", 0, 0),
        row("environment", "environment context", 0, 0),
        row("readonlyFiles", "read-only files", 0, 0),
        row("repo", "repository map", 2, 12),
        row("chatFiles", "chat files", 1, 6),
        row("done", "chat history", 0, 0),
        row("chatChanges", "chat file changes", 0, 0),
        row("cur", "current messages", 1, 6),
        row("reminder", "reminder", 0, 0),
      ],
      total: 33,
      cost: (33 * 2.5) / 1_000_000,
      contextWindow: 100,
      remaining: 67,
    });
  });

  it("reports unknown prices and windows as null", () => {
    const report = tokenReport(chunks());
    expect([report.cost, report.remaining, report.rows[0]?.cost]).toEqual([null, null, null]);
  });
});

describe("checkContext", () => {
  const big = "lorem ipsum dolor sit amet ".repeat(200);
  const medium = "lorem ipsum dolor sit amet ".repeat(80);
  const files = [
    { path: "src/big.ts", kind: "chat" as const, content: big },
    { path: "docs/medium.md", kind: "read-only" as const, content: medium },
  ];
  const request = chunks({
    chatFiles: [user(`src/big.ts\n${big}`)],
    readonlyFiles: [user(`docs/medium.md\n${medium}`)],
    done: [user(hello), assistant(hello)],
  });
  const total = tokenReport(request).total;
  const bigTokens = countText(`src/big.ts\n${big}`);
  const mediumTokens = countText(`docs/medium.md\n${medium}`);

  it("says nothing needs dropping when the request fits", () => {
    expect(checkContext({ chunks: request, limit: total, files })).toEqual({
      fits: true,
      total,
      limit: total,
      over: 0,
      drop: [],
      enough: true,
    });
  });

  it("names the largest thing first and stops once enough is dropped", () => {
    const check = checkContext({ chunks: request, limit: total - 10, files });
    expect(check.fits).toBe(false);
    expect(check.over).toBe(10);
    expect(check.drop).toEqual([
      {
        kind: "chat file",
        path: "src/big.ts",
        tokens: bigTokens,
        text: `drop chat file src/big.ts (${formatTokens(bigTokens)} tokens)`,
      },
    ]);
    expect(check.enough).toBe(true);
  });

  it("goes on to smaller candidates, largest first, when one is not enough", () => {
    const check = checkContext({ chunks: request, limit: total - bigTokens - 5, files });
    expect(check.drop.map((d) => [d.kind, d.path, d.tokens])).toEqual([
      ["chat file", "src/big.ts", bigTokens],
      ["read-only file", "docs/medium.md", mediumTokens],
    ]);
  });

  it("lists every candidate and says it is not enough when the fixed part alone is over", () => {
    const check = checkContext({ chunks: request, limit: 5, files });
    expect(check.drop.map((d) => d.text.replace(/\(.*\)/, "(n)"))).toEqual([
      "drop chat file src/big.ts (n)",
      "drop read-only file docs/medium.md (n)",
      "turn off the repository map (n)",
      "clear the chat history (n)",
    ]);
    expect(check.enough).toBe(false);
  });

  it("names whole file groups when it is not told the files", () => {
    const check = checkContext({ chunks: request, limit: total - 10 });
    expect(check.drop).toEqual([
      {
        kind: "chat file",
        tokens: tokenReport(request).rows.find((row) => row.chunk === "chatFiles")?.tokens,
        text: expect.stringMatching(/^drop the chat files \(\d/),
      },
    ]);
  });
});

describe("tokenReport over a real ChatChunks", () => {
  it("accepts a ChatChunks instance, cache-control parts included, and counts it like its messages", () => {
    const chat = new ChatChunks();
    chat.system = [{ role: "system", content: hello }];
    chat.chatFiles = [{ role: "user", content: hello }];
    chat.cur = [{ role: "user", content: hello }];
    chat.addCacheControlHeaders();
    const report = tokenReport(chat);
    expect(report.total).toBe(countMessages(chat.allMessages(), { primeReply: true }));
    expect(report.total).toBe(6 * 3 + 3);
  });
});
