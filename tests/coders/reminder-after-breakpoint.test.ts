// On Anthropic with --cache-prompts the format reminder rides after the turn's breakpoint, in a block of
// its own: the mark covers the user's message as the next request's history repeats it, so the next turn
// reads the whole previous turn from the cache. Wire bodies from the loopback server, two turns.
import { createLlmClient } from "../../src/llm/llm-client";
import { resolveModel } from "../../src/models/resolve-model";
import { harness, type Harness } from "../helpers/coder-harness";

interface Block {
  type: string;
  text?: string;
  cache_control?: unknown;
}
interface Body {
  system: Block[];
  messages: { role: string; content: Block[] }[];
}

let h: Harness;
afterEach(async () => h.close());

/** Every text block in wire order, each with its role and whether it carries a breakpoint. */
function blocks(body: Body): { role: string; text: string; marked: boolean }[] {
  const system = body.system.map((b) => ({ role: "system", text: b.text!, marked: "cache_control" in b }));
  const turns = body.messages.flatMap((m) =>
    m.content.map((b) => ({ role: m.role, text: b.text ?? "", marked: "cache_control" in b })),
  );
  return [...system, ...turns];
}

it("sends the reminder unmarked after the turn's marked message, and the next request repeats that message", async () => {
  h = await harness({ "app.py": "def main():\n    return 1\n" }, [
    { kind: "reply", text: "It returns 1." },
    { kind: "reply", text: "Because the literal says so." },
  ]);
  const model = resolveModel("sonnet");
  const coder = await h.coder({
    // A tiny project: the breakpoints' placement, not Claude's 1,024-token minimum, is tested here.
    model: { ...model, settings: { ...model.settings, minCacheTokens: 0 } },
    llm: createLlmClient({ baseURL: h.server.baseUrl, apiKey: "sk-test", protocol: "anthropic" }),
    editFormat: "diff",
    files: ["app.py"],
    cachePrompts: true,
  });
  const reminder = coder.prompts.systemReminder.split("\n")[0]!;
  await coder.run("What does main return?");
  await coder.run("Why?");
  const [first, second] = h.server.requests.map((request) => blocks(request.body as Body));

  // Request 1 ends with the user's turn: the message (marked), then the reminder (unmarked).
  const lastTurn = first!.slice(-2);
  expect(lastTurn.map(({ role, marked }) => [role, marked])).toEqual([
    ["user", true],
    ["user", false],
  ]);
  expect(lastTurn[0]!.text).toBe("What does main return?");
  expect(lastTurn[1]!.text).toContain(reminder);
  // The format rules end the system text too; besides it, the reminder is sent once, last.
  expect(first!.filter((b) => b.role !== "system" && b.text.includes(reminder))).toHaveLength(1);

  // Request 2 starts with every block of request 1 up to its last breakpoint, byte for byte.
  const cached = first!.slice(0, first!.map((b) => b.marked).lastIndexOf(true) + 1);
  const text = (list: typeof first) => list!.map(({ role, text }) => ({ role, text }));
  expect(text(second!.slice(0, cached.length))).toEqual(text(cached));
  expect(second!.at(-1)!.text).toContain(reminder);
  expect(second!.at(-2)).toEqual({ role: "user", text: "Why?", marked: true });
});
