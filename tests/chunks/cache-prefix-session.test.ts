// The cache breakpoints over the scripted 10-turn session `npm run bench chunks` measures: layers 1–5
// are byte-identical in every request; the repo map and the pinned chat files stay put, so each
// request's prefix up to its history breakpoint starts the next request (the next turn reads the stable
// prefix, the files and all earlier turns from the cache); the last mark (the turn) serves its rounds.
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

it("marks the repo map, the pinned chat files, the newest history message (from turn 2) and the turn", () => {
  requests.forEach((messages, n) => {
    const ends = marks(messages);
    const repoAck =
      messages.findIndex((m) => messageText(m).startsWith("Here is a summary of other files")) + 2;
    const filesAck = messages.findIndex((m) => messageText(m).startsWith("I added these files")) + 2;
    // This turn's change note, if any, sits between the history and the turn's message (earlier notes
    // are history: they stay where they were sent).
    const noteAt = messages.length - 4;
    const changes = messageText(messages[noteAt]!).startsWith("Changes to the chat files") ? noteAt : -1;
    // The turn's mark is on its user message; the reminder follows it as a message of its own, unmarked,
    // so the mark covers the message as the next turn's history repeats it.
    const reminder = messages.at(-1)!;
    expect([reminder.role, hasBreakpoint(reminder)]).toEqual(["user", false]);
    const turnEnd = messages.length - 1;
    const historyEnd = changes >= 0 ? changes : turnEnd - 1;
    expect(countMessages(messages.slice(0, 1))).toBeLessThan(1024);
    expect(ends).toEqual(n === 0 ? [repoAck, filesAck, turnEnd] : [repoAck, filesAck, historyEnd, turnEnd]);
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

it("starts each request with the previous one's prefix up to its history breakpoint, the chat files included", () => {
  for (let n = 0; n < 9; n++) {
    const [previous, next] = [requests[n]!, requests[n + 1]!];
    const ends = marks(previous);
    const historyEnd = n === 0 ? ends[1]! : ends.at(-2)!;
    expect(plain(next.slice(0, historyEnd))).toBe(plain(previous.slice(0, historyEnd)));
    // History only appends: the next request holds the previous turn after it.
    expect(next.length).toBeGreaterThan(previous.length);
  }
});

it("counts what the cache serves: the prefix up to the previous request's history breakpoint at least", () => {
  const shares = requests.map((messages, n) => cacheShare(messages, requests[n - 1] ?? null, count));
  for (let n = 1; n < 10; n++) {
    const ends = marks(requests[n - 1]!);
    const upTo = n === 1 ? ends[1]! : ends.at(-2)!;
    const expected = requests[n]!.slice(0, upTo).reduce((sum, m) => sum + count(m), 0);
    expect(shares[n]!.reused).toBeGreaterThanOrEqual(expected);
    expect(shares[n]!.reused! / shares[n]!.total).toBeGreaterThanOrEqual(0.8);
  }
  expect(shares[0]!.reused).toBeNull();
});
