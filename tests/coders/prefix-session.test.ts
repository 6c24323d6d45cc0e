// Issue 26's scripted session run through the coder against the loopback server (bench/stable-session):
// ten turns on the Python standard library's email package, both chat files edited in every turn, a
// failed edit and its reflection in turn 3, `/architect` in turn 7. Asserts on the wire bodies: the
// prefix each request shares with the previous one, the breakpoints, what the editor carries, and that
// every request shows each chat file's current content exactly once (pinned copy, plus its change notes).
import { applyPatch } from "diff";
import { medianTurnShare, reflectionShare, sessionStats, type RequestStats } from "../../bench/session-stats";
import { runStableSession, type SessionRequest } from "../../bench/stable-session";
import { SESSION_TURNS } from "../../bench/stable-session-turns";

jest.setTimeout(180_000);

let kerf: SessionRequest[];
let stats: RequestStats[];
let aider: RequestStats[];
beforeAll(async () => {
  kerf = await runStableSession("kerf");
  stats = sessionStats(kerf);
  aider = sessionStats(await runStableSession("aider"), "aider");
});

/** A request's texts in wire order (Anthropic: the system blocks, then each message's text parts). */
function texts(entry: SessionRequest): string[] {
  const body = entry.request.body as {
    system?: { text: string }[];
    messages: { content: string | { text?: string }[] }[];
  };
  const parts = (content: string | { text?: string }[]) =>
    typeof content === "string" ? [content] : content.map((part) => part.text ?? "");
  return [
    ...(body.system ?? []).map((block) => block.text),
    ...body.messages.flatMap((m) => parts(m.content)),
  ];
}

/** The fenced block under `path` in `text` that opens with `open`, or null. */
function fenced(text: string, path: string, open: string): string | null {
  const head = `${path}\n${open}\n`;
  const start = text.indexOf(head);
  if (start < 0) return null;
  const end = text.indexOf("\n```\n", start + head.length - 1);
  return text.slice(start + head.length, end + 1);
}

it("sends ten turns: twelve requests with the reflection and the architect's editor", () => {
  expect(stats.map((row) => row.label)).toEqual([
    "1",
    "2",
    "3",
    "3 reflection",
    "4",
    "5",
    "6",
    "7 architect",
    "7 editor",
    "8",
    "9",
    "10",
  ]);
});

it("shares a byte-identical prefix of ≥ 85 % (median, turns 2–10) with the previous request; a reflection ≥ 90 % of the failed one", () => {
  expect(medianTurnShare(stats)).toBeGreaterThanOrEqual(0.85);
  expect(reflectionShare(stats)).toBeGreaterThanOrEqual(0.9);
  // The same session in Aider's order shares far less: every edit moves the files after the history.
  expect(medianTurnShare(aider)).toBeLessThan(0.5);
});

it("shows each chat file's current content exactly once: the pinned copy, then each change note in order", () => {
  for (const entry of kerf) {
    const all = texts(entry);
    // The editor's request words its copies for a request with no history ("The files to edit").
    const copies = all.filter((text) => /^(I added these files to the chat|The files to edit)/.test(text));
    const notes = all.filter((text) => text.startsWith("Changes to the chat files"));
    expect(copies).toHaveLength(1);
    for (const [path, current] of Object.entries(entry.files)) {
      expect(copies[0]!.split(`${path}\n\`\`\`\n`)).toHaveLength(2);
      const copy = fenced(copies[0]!, path, "```")!;
      // Each note's diff starts from what the copy and the notes before it made of the file.
      const shown = notes.reduce((text, note) => {
        const diff = fenced(note, path, "```diff");
        return diff === null ? text : (applyPatch(text, diff) as string);
      }, copy);
      expect(shown).toBe(current);
    }
  }
  // The session did edit both files past their first copies, and the notes stay in the history: the
  // last request carries one per edited turn, each sent once.
  const last = texts(kerf.at(-1)!).filter((text) => text.startsWith("Changes to the chat files"));
  expect(last.length).toBeGreaterThan(3);
  expect(new Set(last).size).toBe(last.length);
  expect(last.some((note) => note.includes("email/quoprimime.py\n```diff\n"))).toBe(true);
  expect(last.some((note) => note.includes("email/base64mime.py\n```diff\n"))).toBe(true);
});

it("marks at most four breakpoints, the first over the stable layers and Claude's 1,024-token minimum", () => {
  for (const row of stats) expect(row.breakpoints).toBeLessThanOrEqual(4);
  expect(stats[0]!.firstBreakpoint).toBeGreaterThanOrEqual(1024);
  const first = texts(kerf[0]!);
  const mapAt = first.findIndex((text) => text.startsWith("Here is a summary of other files"));
  expect(mapAt).toBeGreaterThan(0);
});

it("sends the architect's editor the plan and the files, not the map, the examples or the history", () => {
  const editor = texts(kerf.find((entry) => entry.kind === "editor")!).join("\n");
  expect(editor).toContain(SESSION_TURNS[6]!.replies[0]!.slice(0, 60));
  expect(editor).toContain("email/quoprimime.py\n```\n");
  expect(editor).not.toContain("Here is a summary of other files");
  expect(editor).not.toContain("I switched to a new code base");
  expect(editor).not.toContain(SESSION_TURNS[0]!.message);
});

it("costs at most half, at Claude's cache rates, of the same session in Aider's order and breakpoints", () => {
  const sum = (rows: RequestStats[]) => rows.reduce((total, row) => total + row.claude, 0);
  expect(sum(stats) / sum(aider)).toBeLessThanOrEqual(0.5);
});
