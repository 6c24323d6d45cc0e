// The cache breakpoints over the scripted 10-turn session `npm run bench chunks` measures: layers 1–5
// are byte-identical in every request; each request's prefix up to its history breakpoint starts the
// next request (so the next turn reads the stable prefix and all earlier turns from the cache); the
// last breakpoint (chat files) follows the growing history, so it serves only the turn's own rounds.
import { scriptedSession } from "../../bench/chunks-session";
import { cacheShare } from "../../src/chunks/cache-share";
import { hasBreakpoint } from "../../src/chunks/chat-chunks";
import { messageText, type ChatMessage } from "../../src/core/chat-message";
import { countMessages } from "../../src/models/tokens";

jest.setTimeout(60_000);

const plain = (messages: readonly ChatMessage[]) =>
  JSON.stringify(messages.map((m) => ({ role: m.role, text: messageText(m) })));
const marks = (messages: readonly ChatMessage[]) =>
  messages.flatMap((m, index) => (hasBreakpoint(m) ? [index + 1] : []));
const count = (m: ChatMessage) => countMessages([m]);

let requests: ChatMessage[][];
beforeAll(async () => {
  requests = await scriptedSession();
});

it("runs ten turns, one request each", () => {
  expect(requests).toHaveLength(10);
});

it("marks the repo map, the newest history message (from turn 2) and the chat files; the system message alone is too small to cache", () => {
  requests.forEach((messages, n) => {
    const ends = marks(messages);
    const repoAck =
      messages.findIndex((m) => messageText(m).startsWith("Here is a summary of other files")) + 2;
    const filesAck = messages.length - 1;
    const historyEnd = filesAck - 2;
    expect(countMessages(messages.slice(0, 1))).toBeLessThan(1024);
    expect(ends).toEqual(n === 0 ? [repoAck, filesAck] : [repoAck, historyEnd, filesAck]);
  });
});

it("places every breakpoint over at least Anthropic's 1,024-token minimum cacheable prefix", () => {
  for (const messages of requests) {
    for (const end of marks(messages))
      expect(countMessages(messages.slice(0, end))).toBeGreaterThanOrEqual(1024);
  }
});

it("keeps layers 1–5 byte-identical in every request", () => {
  const staticEnd = (messages: ChatMessage[]) =>
    messages.findIndex((m) => messageText(m).startsWith("<environment_context>")) + 2;
  const first = JSON.stringify(requests[0]!.slice(0, staticEnd(requests[0]!)));
  for (const messages of requests) expect(JSON.stringify(messages.slice(0, staticEnd(messages)))).toBe(first);
});

it("starts each request with the previous one's prefix up to its history breakpoint; the chat files' does not", () => {
  for (let n = 0; n < 9; n++) {
    const [previous, next] = [requests[n]!, requests[n + 1]!];
    const ends = marks(previous);
    const historyEnd = ends.at(-2)!;
    expect(plain(next.slice(0, historyEnd))).toBe(plain(previous.slice(0, historyEnd)));
    const filesEnd = ends.at(-1)!;
    expect(plain(next.slice(0, filesEnd))).not.toBe(plain(previous.slice(0, filesEnd)));
    // History only appends: the next request holds the previous turn after it.
    expect(next.length).toBeGreaterThan(previous.length);
  }
});

it("counts what the cache serves: the prefix up to the previous history breakpoint; >= 90 % before the last breakpoint", () => {
  const shares = requests.map((messages, n) => cacheShare(messages, requests[n - 1] ?? null, count));
  for (let n = 1; n < 10; n++) {
    const upTo = marks(requests[n - 1]!).at(-2)!;
    const expected = requests[n]!.slice(0, upTo).reduce((sum, m) => sum + count(m), 0);
    expect(shares[n]!.reused).toBe(expected);
  }
  expect(shares[0]!.reused).toBeNull();
  const before = shares.map((s) => s.beforeLastBreakpoint / s.total).sort((a, b) => a - b);
  expect(before[5]).toBeGreaterThanOrEqual(0.9);
  // Each turn reads more: the history it reuses grows faster than the part sent anew.
  expect(shares[9]!.reused! / shares[9]!.total).toBeGreaterThan(shares[1]!.reused! / shares[1]!.total);
});
