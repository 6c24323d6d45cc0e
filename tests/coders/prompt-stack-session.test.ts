// A scripted 10-turn session against a real loopback server: the static prefix (layers 1–5) is
// byte-identical in every request, history only grows, a subfolder chat file brings its own AGENTS.md
// once, and a skill's body joins the turn once (by relevance, then by `$name`) while the list stays put.
import { resolveModel, type ResolvedModel } from "../../src/models/resolve-model";
import { loadInstructions } from "../../src/instructions/load-instructions";
import { discoverSkills } from "../../src/instructions/skills";
import { harness, type Harness } from "../helpers/coder-harness";

/** The model with no minimum cacheable prefix, so every breakpoint is placed whatever its size. */
const anyPrefixCaches = (model: ResolvedModel): ResolvedModel => ({
  ...model,
  settings: { ...model.settings, minCacheTokens: 0 },
});

const FILES = {
  "app.py": "def main():\n    return 1\n",
  "AGENTS.md": "Root rule: keep functions short.\n",
  "sub/AGENTS.md": "Sub rule: sub/ is generated, regenerate instead of editing by hand.\n",
  "sub/util.py": "def helper():\n    return 2\n",
  ".kerf/skills/testing/SKILL.md":
    "---\nname: testing\ndescription: Write pytest unit tests with fixtures for Python modules\n---\nUse pytest. One test file per module.\n",
};

const MESSAGES = [
  "What does main return?",
  "And why?",
  "Look at the helper too.",
  "Is helper used anywhere?",
  "Please write unit tests with pytest fixtures for app.py",
  "$testing again, for util.py this time",
  "Thanks.",
  "Anything else to note?",
  "Summarise the files.",
  "Done for today.",
];

let h: Harness;
afterEach(async () => h.close());

const text = (m: { content: unknown }) =>
  typeof m.content === "string" ? m.content : (m.content as { text: string }[]).map((p) => p.text).join("");
const marks = (messages: { content: unknown }[]) =>
  messages.flatMap((m, i) => (typeof m.content !== "string" ? [i] : []));

it("keeps layers 1–5 byte-identical over 10 turns and lets what changes ride in the preamble", async () => {
  h = await harness(
    FILES,
    MESSAGES.map((_, i) => ({ kind: "reply" as const, text: `Answer ${i + 1}.` })),
  );
  const root = h.repo.root;
  const instructions = await loadInstructions({ gitRoot: root, cwd: root });
  const { skills } = await discoverSkills({ root });
  let minute = 0;
  const coder = await h.coder({
    // A small project: the breakpoints' placement, not Claude's 1,024-token minimum, is tested here.
    model: anyPrefixCaches(resolveModel("sonnet")),
    editFormat: "ask",
    files: ["app.py"],
    instructions,
    skills,
    cachePrompts: true,
    turnPreamble: {},
    timeZone: "UTC",
    clock: () => new Date(Date.UTC(2026, 10, 25, 9, minute++)),
    platform: { os: "Linux", shell: "bash", date: "2026-11-25", isGitRepo: true, cwd: root, branch: "main" },
  });
  for (const [i, message] of MESSAGES.entries()) {
    if (i === 2) coder.files.add("sub/util.py");
    await coder.run(message);
  }
  const requests = MESSAGES.map((_, i) => h.messages(i));
  expect(h.errors).toEqual([]);

  // Layers 1–5 end at the first breakpoint (no map here): the same bytes in every request.
  const staticEnd = (messages: { content: unknown }[]) => marks(messages)[0]! + 1;
  const prefix = (n: number) => JSON.stringify(requests[n]!.slice(0, staticEnd(requests[n]!)));
  for (let n = 1; n < 10; n++) expect(prefix(n)).toBe(prefix(0));
  expect(text(requests[0]![staticEnd(requests[0]!) - 2]!)).toMatch(/^<environment_context>/);
  // The skills list (metadata) sits in the user instructions, the body does not.
  const staticText = requests[0]!.slice(0, staticEnd(requests[0]!)).map(text).join("\n");
  expect(staticText).toContain(
    "- testing: Write pytest unit tests with fixtures for Python modules (.kerf/skills/testing/SKILL.md)",
  );
  expect(staticText).not.toContain("One test file per module.");

  // The pinned chat files precede the history, which only grows: each request but its reminder (its
  // current message included) starts the next request too (role and text; the breakpoint marker moves on to the newest
  // history message, as Anthropic's multi-turn caching expects, without changing the cached content).
  // Turn 3 adds a file, so the chat files change and only the static layers carry over to it.
  const plain = (messages: { role: string; content: unknown }[]) =>
    JSON.stringify(messages.map((m) => ({ role: m.role, text: text(m) })));
  for (let n = 0; n < 9; n++) {
    const end = n === 1 ? staticEnd(requests[n]!) : requests[n]!.length - 1;
    expect(plain(requests[n + 1]!.slice(0, end))).toBe(plain(requests[n]!.slice(0, end)));
  }
  expect(plain(requests[2]!.slice(0, staticEnd(requests[1]!) + 1))).not.toBe(
    plain(requests[1]!.slice(0, staticEnd(requests[1]!) + 1)),
  );

  // The format reminder is the last message (its own, after the turn's breakpoint); the turn precedes it.
  for (const request of requests)
    expect(text(request.at(-1)!)).toBe("Reply in the same language the user writes in.");
  const current = (n: number) => text(requests[n]!.at(-2)!);
  expect(current(0)).toMatch(
    /^\[Context: 2026-11-25 09:00 \(UTC\) \| branch main\]\n\nWhat does main return\?/,
  );
  expect(current(1)).toMatch(
    /^\[Context: 2026-11-25 09:01 \(UTC\) \| branch main, 0 files changed since last turn\]/,
  );
  // Turn 3 adds sub/util.py: its folder's AGENTS.md joins that turn, once.
  expect(current(2)).toContain("Instructions from: sub/AGENTS.md\n\nSub rule:");
  for (const n of [0, 1, 3, 4]) expect(current(n)).not.toContain("Sub rule:");
  expect(requests.map((r) => r.map(text).join("\n").split("Sub rule:").length - 1)).toEqual([
    0, 0, 1, 1, 1, 1, 1, 1, 1, 1,
  ]);
  // Turn 5 matches the skill by relevance; turn 6 names it: listed as active, body not sent again.
  expect(current(4)).toContain("| skills testing]");
  expect(current(4)).toContain(
    "<skill>\n<name>testing</name>\n<path>.kerf/skills/testing/SKILL.md</path>\nUse pytest.",
  );
  expect(current(5)).toContain("| skills testing]");
  expect(current(5)).not.toContain("<skill>");
  for (const n of [0, 1, 2, 3, 6, 7, 8, 9]) expect(current(n)).not.toContain("skills testing");
});
