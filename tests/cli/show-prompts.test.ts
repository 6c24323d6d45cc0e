// `kerf --show-prompts`: the exact message array the flags produce, read back as JSON.
// Each case compares against a neighbouring run that differs by one flag, so only that flag's effect shows.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { messageText, type ChatMessage } from "../../src/core/chat-message";
import { countMessages } from "../../src/models/tokens";
import { EditBlockPrompts } from "../../src/prompts";
import { removeDir, tempDir } from "../helpers/file-tree";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

const NOTES = "# Notes\n\nPrices are in cents.\n";
const diffPrompts = new EditBlockPrompts();

let repo: TempRepo;
let home: string;
beforeEach(() => {
  repo = makeTempRepo({
    "a.py": "def total(prices):\n    return sum(prices)\n",
    "b.py": "from a import total\n\n\ndef report(prices):\n    return f'{total(prices)} cents'\n",
    "NOTES.md": NOTES,
  });
  home = tempDir("kerf-home-");
});
afterEach(() => {
  repo.remove();
  removeDir(home);
});

/** The parsed --show-prompts output; the run must succeed with nothing on stderr but the protocol line. */
async function showPrompts(args: string[]): Promise<ChatMessage[]> {
  // The per-turn preamble (time, branch) is left out here; its own test below turns it on.
  const run = await runCli(["--show-prompts", "--turn-preamble", "none", ...args], {
    cwd: repo.root,
    env: { HOME: home },
  });
  expect(run.stderr).toMatch(
    /^(protocol: (OpenAI chat completions|OpenAI Responses|Anthropic Messages) · POST \S+\n)?$/,
  );
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout) as ChatMessage[];
}

const plain = (messages: readonly ChatMessage[]): ChatMessage[] =>
  messages.map((m) => ({ role: m.role, content: messageText(m) }));
const marked = (messages: readonly ChatMessage[]) => messages.filter((m) => typeof m.content !== "string");
const cached = (role: ChatMessage["role"], text: string): ChatMessage => ({
  role,
  content: [{ type: "text", text, cache_control: { type: "ephemeral" } }],
});

describe("--cache-prompts", () => {
  it("marks the breakpoints for a Claude model and changes nothing else", async () => {
    const args = ["--model", "claude-sonnet-4-5", "--read", "NOTES.md", "a.py", "-m", "Round the total."];
    const withCache = await showPrompts(["--cache-prompts", ...args]);
    const without = await showPrompts(args);
    // The end of the stable layers (the repo map, which covers layers 1–5 and the read-only files),
    // the pinned chat files (each an acknowledgement) and the turn (the user's message; the reminder,
    // at its end without breakpoints, follows the mark as a message of its own, so the mark covers the
    // message as the next turn's history repeats it). The system message alone is under Claude's
    // 1,024-token minimum; there is no mark on it. A first turn has no history, so that breakpoint is
    // not there yet.
    expect(countMessages(without.slice(0, 1))).toBeLessThan(1024);
    const reminder = messageText(withCache.at(-1)!);
    expect(reminder).toContain("SEARCH/REPLACE");
    expect(marked(withCache)).toEqual([
      cached("assistant", diffPrompts.repoContentReply),
      cached("assistant", diffPrompts.filesContentAssistantReply),
      cached("user", "Round the total."),
    ]);
    expect(marked(without)).toEqual([]);
    expect(plain(withCache)).toEqual([
      ...without.slice(0, -1),
      { role: "user", content: "Round the total." },
      { role: "user", content: reminder },
    ]);
    expect(messageText(without.at(-1)!)).toBe(`Round the total.\n\n${reminder}`);
  });

  it("marks nothing for a model without cache control (gpt-4o)", async () => {
    const args = ["--model", "gpt-4o", "--read", "NOTES.md", "a.py", "-m", "Round the total."];
    const withCache = await showPrompts(["--cache-prompts", ...args]);
    expect(marked(withCache)).toEqual([]);
    expect(withCache).toEqual(await showPrompts(args));
  });
});

describe("--read FILE", () => {
  it("sends the file in the read-only group, with its prefix, before the chat files", async () => {
    const base = ["--model", "gpt-4o", "--map-tokens", "0", "a.py", "-m", "Round the total."];
    const withRead = await showPrompts([...base, "--read", "NOTES.md"]);
    const without = await showPrompts(base);
    const readOnly: ChatMessage[] = [
      {
        role: "user",
        content: `${diffPrompts.readOnlyFilesPrefix.trim()}\n\nNOTES.md\n\`\`\`\n${NOTES}\`\`\`\n`,
      },
      { role: "assistant", content: diffPrompts.readOnlyFilesReply },
    ];
    // gpt-4o keeps its examples in the system message; the read-only pair follows the environment pair.
    expect(messageText(without[1]!)).toMatch(/^<environment_context>/);
    expect(withRead).toEqual([...without.slice(0, 3), ...readOnly, ...without.slice(3)]);
    expect(messageText(withRead[5]!)).toContain("a.py\n```\ndef total(prices):");
    expect(messageText(withRead[5]!)).not.toContain("NOTES.md");
  });
});

describe("--model-settings-file FILE", () => {
  it("applies Aider's snake_case keys to the named model", async () => {
    const settings = path.join(home, "models.yml");
    writeFileSync(
      settings,
      "- name: gpt-4o\n  edit_format: whole\n  examples_as_sys_msg: false\n  use_system_prompt: false\n  reminder: user\n",
    );
    const base = ["--model", "gpt-4o", "--map-tokens", "0", "a.py", "-m", "Round the total."];
    const changed = await showPrompts([...base, "--model-settings-file", settings]);
    // The table's gpt-4o, told only to use the whole format: examples inside the system message,
    // a system role and a trailing system reminder.
    const table = await showPrompts([...base, "--edit-format", "whole"]);
    const tableSystem = messageText(table[0]!);
    const reminder = messageText(table.at(-1)!);
    // system, environment pair, chat files pair, message, reminder
    expect(table.map((m) => m.role)).toEqual([
      "system",
      ...["user", "assistant", "user", "assistant"],
      "user",
      "system",
    ]);
    expect(tableSystem.endsWith(reminder)).toBe(true);

    expect(changed.map((m) => m.role)).toEqual([
      ...["user", "assistant"], // the system text as a user turn
      ...["user", "assistant", "user", "assistant"], // two example tasks
      ...["user", "assistant"], // the reset after the examples
      ...["user", "assistant"], // the environment context
      ...["user", "assistant"], // the chat files
      "user",
    ]);
    const systemText = messageText(changed[0]!);
    expect(systemText).not.toContain("# Example conversations");
    expect(tableSystem.startsWith(systemText.slice(0, -reminder.length))).toBe(true);
    expect(systemText.endsWith(reminder)).toBe(true);
    // The examples moved out of the system text into pairs, rendered as whole files.
    for (const example of changed.slice(2, 6)) expect(tableSystem).toContain(messageText(example).trimEnd());
    expect(changed.slice(8, 12)).toEqual(table.slice(1, 5));
    expect(changed.at(-1)).toEqual({ role: "user", content: `Round the total.\n\n${reminder}` });
  });
});

describe("--system-prompt-file FILE", () => {
  it("replaces the base prompt and keeps the mode text and format rules after it", async () => {
    const file = path.join(home, "SYSTEM.md");
    const mine = "You review Python code for a bakery. Keep every change minimal.";
    const fileText = `${mine}\n`;
    writeFileSync(file, fileText);
    const base = ["--model", "gpt-4o", "--map-tokens", "0", "a.py", "-m", "Round the total."];
    const replaced = await showPrompts([...base, "--system-prompt-file", file]);
    const original = await showPrompts(base);
    const originalSystem = messageText(original[0]!);
    const kept = originalSystem.slice(originalSystem.indexOf("# Mode: edit"));
    expect(kept).toContain("# SEARCH/REPLACE blocks");
    // What goes: gpt-4o's base prompt (the OpenAI family's).
    expect(originalSystem.slice(0, originalSystem.indexOf("# Mode: edit"))).toContain("# Contract");
    expect(kept).not.toContain("# Contract");
    expect(originalSystem).not.toContain(mine);
    // The file's text goes in verbatim (its final newline too), then the mode text, examples and format
    // rules; every other layer stays as it was.
    expect(replaced).toEqual([{ role: "system", content: `${fileText}\n\n${kept}` }, ...original.slice(1)]);
  });
});

describe("-m MESSAGE", () => {
  it("comes last, before a trailing system reminder (gpt-4o)", async () => {
    const base = ["--model", "gpt-4o", "--map-tokens", "0", "a.py"];
    const withMessage = await showPrompts([...base, "-m", "Round the total."]);
    const without = await showPrompts(base);
    expect(withMessage.at(-1)!.role).toBe("system");
    expect(withMessage).toEqual([
      ...without.slice(0, -1),
      { role: "user", content: "Round the total." },
      without.at(-1),
    ]);
  });

  it("comes last, with the reminder appended, for a user-reminder model (sonnet)", async () => {
    const base = ["--model", "claude-sonnet-4-5", "--map-tokens", "0", "a.py"];
    const withMessage = await showPrompts([...base, "-m", "Round the total."]);
    const without = await showPrompts(base);
    const last = messageText(withMessage.at(-1)!);
    expect(withMessage.slice(0, -1)).toEqual(without);
    expect(withMessage.at(-1)!.role).toBe("user");
    expect(last.startsWith("Round the total.\n\n# SEARCH/REPLACE blocks")).toBe(true);
    expect(messageText(without[0]!).endsWith(last.slice("Round the total.\n\n".length))).toBe(true);
  });
});

describe("the per-turn preamble", () => {
  it("starts the current user message and leaves every layer above it unchanged", async () => {
    const args = ["--show-prompts", "--model", "claude-sonnet-4-5", "a.py", "-m", "Round the total."];
    const run = await runCli(args, { cwd: repo.root, env: { HOME: home } });
    expect(run.code).toBe(0);
    const withPreamble = JSON.parse(run.stdout) as ChatMessage[];
    const without = await showPrompts(args.slice(1));
    const last = messageText(withPreamble.at(-1)!);
    expect(last).toMatch(
      /^\[Context: \d{4}-\d\d-\d\d \d\d:\d\d \([^)]+\) \| branch main\]\n\nRound the total\./,
    );
    expect(withPreamble.slice(0, -1)).toEqual(without.slice(0, -1));
  });
});
