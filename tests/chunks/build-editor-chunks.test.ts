// buildEditorChunks: an architect's editor request keeps the system text, the instructions, the files and
// the plan, and drops the examples, base prompt, environment, repo map and history whatever it is given.
import { buildChatChunks } from "../../src/chunks/build-chat-chunks";
import { buildEditorChunks } from "../../src/chunks/build-editor-chunks";
import { hasBreakpoint } from "../../src/chunks/chat-chunks";
import type { BuildChatChunksInput, ChunkSettings } from "../../src/chunks/chunk-input";
import { messageText, type ChatMessage } from "../../src/core/chat-message";
import { editBlockFormat } from "../../src/formats/editblock/format";
import { EditorEditBlockPrompts } from "../../src/prompts/editor-prompts";

const prompts = new EditorEditBlockPrompts();
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
  shellCommands: true,
};

const PLAN = "Rename greet to hello in src/app.py.";

// Everything a main coder's request carries, so the test shows what the editor's leaves out.
function input(extra: Partial<ChunkSettings> = {}): BuildChatChunksInput {
  return {
    prompts,
    editFormat: editBlockFormat,
    settings: { ...settings, ...extra },
    platform: { os: "Linux", shell: "bash", date: "2026-01-02", isGitRepo: true },
    chatFiles: [{ path: "src/app.py", content: "def greet():\n    pass\n" }],
    readOnlyFiles: [{ path: "docs/style.md", content: "Indent with tabs.\n" }],
    repoMap: "src/lib.py:\n│def helper():",
    done: [
      { role: "user", content: "earlier question" },
      { role: "assistant", content: "earlier answer" },
    ],
    cur: [{ role: "user", content: PLAN }],
    instructions: { text: "AGENTS.md: use tabs", reply: "Understood." },
    baseInstructions: "You are kerf, the family base prompt.",
    developerInstructions: "Developer: keep functions short.",
    environment: { model: "gpt-4o", editFormat: "diff", approval: "ask" },
    countTokens: countChars,
  };
}

const texts = (messages: readonly ChatMessage[]) => messages.map((m) => `${m.role}: ${messageText(m)}`);

describe("buildEditorChunks", () => {
  it("sends the editor prompts, the instructions, the files and the plan, nothing else", () => {
    const { chunks, fence, tokens } = buildEditorChunks(input());
    const full = buildChatChunks({
      ...input(),
      editFormat: null,
      baseInstructions: null,
      repoMap: null,
      done: [],
    }).chunks;
    expect(fence).toEqual({ open: "```", close: "```" });
    expect(tokens).toBeNull();
    expect(chunks.examples).toEqual([]);
    expect(chunks.environment).toEqual([]);
    expect(chunks.repo).toEqual([]);
    expect(chunks.done).toEqual([]);
    expect(chunks.system).toEqual(full.system);
    expect(texts(chunks.developer)).toEqual(["system: Developer: keep functions short."]);
    expect(texts(chunks.userInstructions)).toEqual(["user: AGENTS.md: use tabs", "assistant: Understood."]);
    expect(chunks.readonlyFiles).toEqual(full.readonlyFiles);
    expect(chunks.chatFiles).toEqual(full.chatFiles);
    expect(chunks.cur).toEqual([{ role: "user", content: PLAN }]);
    // The system text ends with the format's reminder: no second copy after the plan.
    expect(full.reminder).toHaveLength(1);
    expect(chunks.reminder).toEqual([]);
    expect(messageText(chunks.system[0]!)).toContain(messageText(full.reminder[0]!));
    const sent = texts(chunks.allMessages()).join("\n");
    for (const absent of ["family base prompt", "<environment_context>", "def helper", "earlier question"]) {
      expect(sent).not.toContain(absent);
    }
    expect(messageText(chunks.system[0]!)).toMatch(/^# Mode: editor\n/);
  });

  it("gives no examples even to prompts that carry them (a plugin format without editor prompts)", () => {
    const own = editBlockFormat.prompts();
    expect(own.examples.length).toBeGreaterThan(0);
    const inPairs = buildEditorChunks({ ...input(), prompts: own });
    const inSystem = buildEditorChunks({ ...input({ examplesAsSystemMessage: true }), prompts: own });
    expect(inPairs.chunks.examples).toEqual([]);
    expect(messageText(inSystem.chunks.system[0]!)).not.toContain(own.examplesHeading.split("\n")[0]);
  });

  it("marks no cache breakpoint even with prompt caching on: nothing but its own rare reflections reuses it", () => {
    const { chunks } = buildEditorChunks(input({ cacheControl: true }));
    expect(chunks.allMessages().filter(hasBreakpoint)).toEqual([]);
    // The same input as a chat request is marked: the editor leaves them out on purpose.
    const chat = buildChatChunks(input({ cacheControl: true })).chunks;
    expect(chat.allMessages().filter(hasBreakpoint).length).toBeGreaterThan(0);
  });
});
