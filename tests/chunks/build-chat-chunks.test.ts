import { buildChatChunks } from "../../src/chunks/build-chat-chunks";
import { messageText, type ChatMessage } from "../../src/core/chat-message";
import type { BuildChatChunksInput, ChunkSettings } from "../../src/chunks/chunk-input";
import type { EditFormat } from "../../src/formats/edit-format";
import { askFormat } from "../../src/formats/ask/format";
import { editBlockFormat } from "../../src/formats/editblock/format";
import { udiffFormat } from "../../src/formats/udiff/format";
import { AskPrompts } from "../../src/prompts/ask-prompts";
import { EditBlockPrompts } from "../../src/prompts/editblock-prompts";

const prompts = new EditBlockPrompts();
// A plain character count: deterministic, so the input-limit thresholds below are exact.
const countChars = (messages: readonly ChatMessage[]) =>
  messages.reduce((sum, message) => sum + messageText(message).length, 0);

const settings: ChunkSettings = {
  useSystemPrompt: true,
  examplesAsSystemMessage: false,
  reminder: "sys",
  systemPromptPrefix: null,
  lazy: false,
  overeager: false,
  cacheControl: false,
  maxInputTokens: null,
  shellCommands: false,
};

function input(overrides: Partial<BuildChatChunksInput> = {}): BuildChatChunksInput {
  return {
    prompts,
    editFormat: editBlockFormat,
    settings,
    platform: { os: "Linux", date: "2026-01-02", isGitRepo: true },
    chatFiles: [{ path: "src/app.py", content: "print('hi')" }],
    readOnlyFiles: [{ path: "docs/notes.md", content: "notes\n" }],
    repoMap: "src/lib.py:\n  def helper()",
    done: [
      { role: "user", content: "earlier question" },
      { role: "assistant", content: "earlier answer" },
    ],
    cur: [{ role: "user", content: "make it say bye" }],
    countTokens: countChars,
    ...overrides,
  };
}

const texts = (messages: readonly ChatMessage[]) => messages.map((m) => `${m.role}: ${messageText(m)}`);
const withSettings = (extra: Partial<ChunkSettings>) => input({ settings: { ...settings, ...extra } });

describe("buildChatChunks: the groups", () => {
  it("renders read-only files, repo map and chat files as user messages with an acknowledgement", () => {
    const { chunks, fence } = buildChatChunks(input());
    expect(fence).toEqual({ open: "```", close: "```" });
    expect(texts(chunks.readonlyFiles)).toEqual([
      `user: ${prompts.readOnlyFilesPrefix.trim()}\n\ndocs/notes.md\n\`\`\`\nnotes\n\`\`\`\n`,
      `assistant: ${prompts.readOnlyFilesReply}`,
    ]);
    expect(texts(chunks.repo)).toEqual([
      `user: ${prompts.repoContentPrefix.trim()}\n\nsrc/lib.py:\n  def helper()`,
      `assistant: ${prompts.repoContentReply}`,
    ]);
    // The missing final newline is added before the closing fence.
    expect(texts(chunks.chatFiles)).toEqual([
      `user: ${prompts.filesContentPrefix.trim()}\n\nsrc/app.py\n\`\`\`\nprint('hi')\n\`\`\`\n`,
      `assistant: ${prompts.filesContentAssistantReply}`,
    ]);
    expect(chunks.done).toEqual(input().done);
    expect(chunks.cur).toEqual(input().cur);
  });

  it("asks for files to be added when there are no chat files but a repo map", () => {
    const { chunks } = buildChatChunks(input({ chatFiles: [] }));
    expect(texts(chunks.chatFiles)).toEqual([
      `user: ${prompts.filesNoFullFilesWithRepoMap}`,
      `assistant: ${prompts.filesNoFullFilesWithRepoMapReply}`,
    ]);
  });

  it("says no files are added when there are neither chat files nor a repo map", () => {
    const { chunks } = buildChatChunks(input({ chatFiles: [], repoMap: null, readOnlyFiles: [] }));
    expect(texts(chunks.chatFiles)).toEqual([
      "user: I have not added any files to the chat yet.",
      "assistant: Ok.",
    ]);
    expect([chunks.repo, chunks.readonlyFiles]).toEqual([[], []]);
  });

  it("chooses the fence from chat and read-only contents and tells the model about it", () => {
    const { chunks, fence } = buildChatChunks(
      input({ readOnlyFiles: [{ path: "README.md", content: "```sh\nmake\n```\n" }] }),
    );
    expect(fence).toEqual({ open: "````", close: "````" });
    expect(messageText(chunks.readonlyFiles[0]!)).toContain("README.md\n````\n```sh\nmake\n```\n````\n");
    expect(messageText(chunks.system[0]!)).toContain("fence code with ```` and ```` instead of ```.");
    expect(messageText(chunks.examples[1]!)).toContain("shop/cart.py\n````\n<<<<<<< SEARCH");
  });

  it("does not change the caller's messages", () => {
    const given = input({ settings: { ...settings, reminder: "user", cacheControl: true } });
    const before = structuredClone({ cur: given.cur, done: given.done });
    buildChatChunks(given);
    expect({ cur: given.cur, done: given.done }).toEqual(before);
  });
});

describe("buildChatChunks: system text and examples", () => {
  it("joins the model prefix, the main system prompt and the format reminder, placeholders all filled", () => {
    const { chunks } = buildChatChunks(withSettings({ systemPromptPrefix: "Formatting re-enabled." }));
    expect(chunks.system).toHaveLength(1);
    const text = messageText(chunks.system[0]!);
    expect(chunks.system[0]!.role).toBe("system");
    expect(text.startsWith("Formatting re-enabled.\n\n# Mode: edit")).toBe(true);
    expect(text.indexOf("# Mode: edit")).toBeLessThan(text.indexOf("# SEARCH/REPLACE blocks"));
    // The environment is a message of its own (layer 5), not part of the system text.
    expect(text).not.toContain("2026-01-02");
    expect(messageText(chunks.environment[0]!)).toContain("<current_date>2026-01-02</current_date>");
    expect(
      text.endsWith("Do not suggest shell commands.\n\nReply in the same language the user writes in."),
    ).toBe(true);
    expect(text).not.toMatch(/\{[A-Za-z]+\}|\n\n\n/);
  });

  it("sends examples as user/assistant pairs followed by the reset pair", () => {
    const { chunks } = buildChatChunks(input());
    expect(chunks.examples.map((m) => m.role)).toEqual([
      "user",
      "assistant",
      "user",
      "assistant",
      "user",
      "assistant",
    ]);
    expect(texts(chunks.examples.slice(4))).toEqual([
      `user: ${prompts.examplesResetUser}`,
      `assistant: ${prompts.examplesResetReply}`,
    ]);
    expect(messageText(chunks.examples[0]!).startsWith("Let Cart.add() take a quantity")).toBe(true);
  });

  it("puts the examples inside the system text, before the reminder, when asked to", () => {
    const { chunks } = buildChatChunks(withSettings({ examplesAsSystemMessage: true }));
    const text = messageText(chunks.system[0]!);
    expect(chunks.examples).toEqual([]);
    const heading = text.indexOf("# Example conversations");
    expect(heading).toBeGreaterThan(text.indexOf("# Environment"));
    expect(text.indexOf("## User\n\nLet Cart.add() take a quantity")).toBeGreaterThan(heading);
    expect(text.indexOf("## Assistant\n\nI'll create src/pad.ts")).toBeLessThan(
      text.indexOf("# SEARCH/REPLACE blocks"),
    );
  });

  it("sends the system text as a user message and an Ok. when the model has no system role", () => {
    const { chunks } = buildChatChunks(withSettings({ useSystemPrompt: false, reminder: null }));
    expect(chunks.system.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(messageText(chunks.system[1]!)).toBe("Ok.");
    expect(chunks.allMessages().some((m) => m.role === "system")).toBe(false);
  });

  it("sends the AGENTS.md pair after the examples and before the environment, inside the static prefix", () => {
    const instructions = {
      text: "# AGENTS.md instructions for /repo\n<INSTRUCTIONS>\nbe brief\n</INSTRUCTIONS>",
      reply: "Understood.",
    };
    const { chunks } = buildChatChunks(
      input({ instructions, settings: { ...settings, examplesAsSystemMessage: true, cacheControl: true } }),
    );
    expect(chunks.userInstructions).toEqual([
      { role: "user", content: instructions.text },
      { role: "assistant", content: "Understood." },
    ]);
    const all = chunks.allMessages();
    const at = all.indexOf(chunks.userInstructions[0]!);
    expect(all[at - 1]).toBe(chunks.system.at(-1));
    expect(all[at + 2]).toBe(chunks.environment[0]);
    // The static prefix ends with the environment context's acknowledgement; the repo map's reply,
    // further down, carries the breakpoint that covers it (the map stays put between turns too).
    const marks = all.flatMap((m, index) => (typeof m.content === "string" ? [] : [index]));
    const covering = chunks.repo.at(-1) ?? chunks.readonlyFiles.at(-1) ?? chunks.environment.at(-1);
    expect(marks[0]).toBe(all.indexOf(covering!));
    expect(marks[0]).toBeGreaterThanOrEqual(all.indexOf(chunks.environment.at(-1)!));
  });

  it("puts the base instructions first, verbatim, then the mode text and the format rules", () => {
    const { chunks } = buildChatChunks(input({ baseInstructions: "House rules: {not a template}." }));
    const text = messageText(chunks.system[0]!);
    expect(text.startsWith("House rules: {not a template}.\n\n# Mode: edit\n")).toBe(true);
    expect(text.indexOf("# Mode: edit")).toBeLessThan(text.indexOf("# SEARCH/REPLACE blocks"));
  });

  // The pairing check is gone with the string pairing (issue 10): a format object holds its prompts, so
  // the examples are always rendered by the format the request is in, and none without a format.
  it("renders the examples in the format it is given, none without a format, and none for ask", () => {
    const examples = (editFormat: EditFormat | null) =>
      messageText(buildChatChunks(input({ editFormat })).chunks.examples[1] ?? { role: "user", content: "" });
    expect(examples(udiffFormat)).toContain("@@ ");
    expect(examples(udiffFormat)).not.toContain("<<<<<<< SEARCH");
    expect(buildChatChunks(input({ editFormat: null })).chunks.examples).toEqual([]);
    const { chunks } = buildChatChunks(input({ prompts: new AskPrompts(), editFormat: askFormat }));
    expect(chunks.examples).toEqual([]);
  });
});

describe("buildChatChunks: the reminder (rule 5)", () => {
  const reminderText = (result: ReturnType<typeof buildChatChunks>) =>
    messageText(result.chunks.system[0]!).slice(
      messageText(result.chunks.system[0]!).indexOf("# SEARCH/REPLACE blocks"),
    );

  it('"sys": a trailing system message repeating the format rules, when it fits exactly', () => {
    const unlimited = buildChatChunks(input());
    const total = countChars(unlimited.chunks.allMessages());
    expect(unlimited.chunks.reminder).toEqual([{ role: "system", content: reminderText(unlimited) }]);
    expect(unlimited.tokens).toBeNull();
    const atLimit = buildChatChunks(withSettings({ maxInputTokens: total }));
    expect([atLimit.chunks.reminder.length, atLimit.tokens]).toEqual([1, total]);
    const over = buildChatChunks(withSettings({ maxInputTokens: total - 1 }));
    expect([over.chunks.reminder, over.tokens]).toEqual([[], null]);
  });

  it('"user": appended to the last user message, when it fits exactly', () => {
    const result = buildChatChunks(withSettings({ reminder: "user" }));
    expect(result.chunks.reminder).toEqual([]);
    expect(result.chunks.cur).toEqual([
      { role: "user", content: `make it say bye\n\n${reminderText(result)}` },
    ]);
    const total = countChars(result.chunks.allMessages());
    const atLimit = buildChatChunks(withSettings({ reminder: "user", maxInputTokens: total }));
    expect([atLimit.chunks.cur, atLimit.tokens]).toEqual([result.chunks.cur, total]);
    const over = buildChatChunks(withSettings({ reminder: "user", maxInputTokens: total - 1 }));
    expect(over.chunks.cur).toEqual(input().cur);
  });

  it('"sys" becomes the user form when the model has no system role', () => {
    const result = buildChatChunks(withSettings({ useSystemPrompt: false }));
    expect(result.chunks.reminder).toEqual([]);
    expect(messageText(result.chunks.cur[0]!)).toBe(`make it say bye\n\n${reminderText(result)}`);
  });

  it('"user" leaves the turn alone when it does not end with a user message; null adds nothing', () => {
    const cur: ChatMessage[] = [{ role: "assistant", content: "partial reply" }];
    expect(buildChatChunks(input({ cur, settings: { ...settings, reminder: "user" } })).chunks.cur).toEqual(
      cur,
    );
    const none = buildChatChunks(withSettings({ reminder: null }));
    expect([none.chunks.reminder, none.chunks.cur]).toEqual([[], input().cur]);
  });
});

describe("buildChatChunks: cache control", () => {
  it("marks the repo map reply (the stable layers' end), the chat files reply, the last history message and the turn", () => {
    const { chunks } = buildChatChunks(withSettings({ cacheControl: true }));
    const marked = chunks
      .allMessages()
      .map((m, index) => (typeof m.content === "string" ? null : index))
      .filter((index) => index !== null);
    // system(1) examples(6) environment(2) readonly(2) repo(2) chatFiles(2) done(2) cur(1) reminder(1)
    expect(marked).toEqual([12, 14, 16, 17]);
    expect(chunks.cacheableMessages()).toHaveLength(18);
  });

  it("leaves every message a plain string when cache control is off", () => {
    const { chunks } = buildChatChunks(input());
    expect(chunks.allMessages().every((m) => typeof m.content === "string")).toBe(true);
  });
});
