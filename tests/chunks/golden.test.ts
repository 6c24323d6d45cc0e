// Golden message arrays: every prompt class × the full product of the four settings axes (7 × 16),
// plus one check per axis that flipping it changes exactly what it should. Regenerate deliberately
// with KERF_UPDATE_GOLDEN=1, read the diff by eye, commit; never silently.
import fs from "node:fs";
import path from "node:path";
import { buildChatChunks } from "../../src/chunks/build-chat-chunks";
import { CHUNK_ORDER, type ChatChunks, type ChunkName } from "../../src/chunks/chat-chunks";
import { messageText, type ChatMessage } from "../../src/core/chat-message";
import type { BuildChatChunksInput, ChunkFile, ChunkSettings } from "../../src/chunks/chunk-input";
import { editFormatNames, getEditFormat } from "../../src/formats/registry";
import { editToolFormat } from "../../src/formats/edit-tool/format";
import { packageBasePrompt } from "../../src/prompts/base-prompts";
import type { PlatformFacts } from "../../src/prompts/platform-text";

const FIXTURES = path.join(__dirname, "../fixtures/prompts");
const UPDATE = process.env.KERF_UPDATE_GOLDEN === "1";

interface Context {
  chatFiles: string[];
  readOnlyFiles: string[];
  repoMap: string;
  done: ChatMessage[];
  cur: ChatMessage[];
  instructions: { text: string; reply: string };
  platform: PlatformFacts;
}

const context = JSON.parse(fs.readFileSync(path.join(FIXTURES, "context/context.json"), "utf8")) as Context;
const read = (file: string) => fs.readFileSync(path.join(FIXTURES, "context", file), "utf8");
const files = (names: string[]): ChunkFile[] => names.map((name) => ({ path: name, content: read(name) }));

/** The four axes the snapshots span; every other setting stays fixed. */
interface Variant {
  useSystemPrompt: boolean;
  examplesAsSystemMessage: boolean;
  reminder: "sys" | "user";
  cacheControl: boolean;
}

const fixed: Omit<ChunkSettings, keyof Variant> = {
  systemPromptPrefix: null,
  lazy: false,
  overeager: false,
  maxInputTokens: null,
  shellCommands: true,
  developerRole: false,
  cacheBySystem: false,
};

/** Layers 1, 2 and 5 as the coder fills them for an unknown model. */
const STACK: Partial<BuildChatChunksInput> = {
  baseInstructions: packageBasePrompt("default"),
  developerInstructions: "Prefer small, pure functions.",
  environment: { model: "gpt-4o", editFormat: "diff", approval: "ask" },
};

const VARIANTS: Variant[] = [true, false].flatMap((useSystemPrompt) =>
  [false, true].flatMap((examplesAsSystemMessage) =>
    (["sys", "user"] as const).flatMap((reminder) =>
      [false, true].map((cacheControl) => ({
        useSystemPrompt,
        examplesAsSystemMessage,
        reminder,
        cacheControl,
      })),
    ),
  ),
);

function variantName(v: Variant): string {
  return [
    v.useSystemPrompt ? "sysrole-on" : "sysrole-off",
    v.examplesAsSystemMessage ? "examples-in-system" : "examples-as-pairs",
    `reminder-${v.reminder}`,
    v.cacheControl ? "cache-on" : "cache-off",
  ].join("--");
}

const built = new Map<string, ChatChunks>();

function chunksFor(name: string, variant: Variant): ChatChunks {
  const key = `${name}--${variantName(variant)}`;
  const chunks = built.get(key) ?? buildFor(name, variant);
  built.set(key, chunks);
  return chunks;
}

/** The fixture context through buildChatChunks; `change` replaces parts of the context. */
function buildFor(name: string, variant: Variant, change: Partial<BuildChatChunksInput> = {}): ChatChunks {
  const format = getEditFormat(name);
  const { chunks } = buildChatChunks({
    prompts: format.prompts(),
    editFormat: format,
    settings: { ...fixed, ...variant },
    platform: context.platform,
    chatFiles: files(context.chatFiles),
    readOnlyFiles: files(context.readOnlyFiles),
    repoMap: read(context.repoMap),
    done: context.done,
    cur: context.cur,
    instructions: context.instructions,
    ...STACK,
    countTokens: (messages) => messages.reduce((sum, m) => sum + messageText(m).length, 0),
    ...change,
  });
  return chunks;
}

const classes = editFormatNames();
const cases = classes.flatMap((name) =>
  VARIANTS.map((variant) => [`${name}--${variantName(variant)}`, name, variant] as const),
);

describe("golden message arrays", () => {
  it.each(cases)("%s matches its golden file", (file, name, variant) => {
    const golden = path.join(FIXTURES, "golden", `${file}.json`);
    const actual = `${JSON.stringify(chunksFor(name, variant).allMessages(), null, 2)}\n`;
    if (UPDATE) {
      fs.mkdirSync(path.dirname(golden), { recursive: true });
      fs.writeFileSync(golden, actual);
    }
    if (!fs.existsSync(golden))
      throw new Error(`${golden} is missing: run with KERF_UPDATE_GOLDEN=1 and review it`);
    expect(actual).toBe(fs.readFileSync(golden, "utf8"));
  });

  it("covers 10 prompt classes × 16 variants and keeps no golden file that no case checks", () => {
    expect(classes.length * VARIANTS.length).toBe(160);
    expect(new Set(cases.map(([file]) => file)).size).toBe(160);
    const names = fs.readdirSync(path.join(FIXTURES, "golden")).sort();
    expect(names).toEqual(cases.map(([file]) => `${file}.json`).sort());
  });
});

/** The same messages with every content as a plain string: what the cache-off variant sends. */
const plain = (messages: readonly ChatMessage[]): ChatMessage[] =>
  messages.map((m) => ({ role: m.role, content: messageText(m) }));

/** The index in allMessages() of the last message of a group. */
function groupEnd(chunks: ChatChunks, group: ChunkName): number {
  const upTo = CHUNK_ORDER.slice(0, CHUNK_ORDER.indexOf(group) + 1);
  return upTo.reduce((sum, name) => sum + chunks[name].length, 0) - 1;
}

/** The format reminder as the sys variant sends it on its own: the reference for the other variants. */
function reminderText(name: string, variant: Variant): string {
  const reminder = chunksFor(name, {
    ...variant,
    useSystemPrompt: true,
    reminder: "sys",
    cacheControl: false,
  }).reminder;
  expect(reminder).toHaveLength(1);
  expect(reminder[0]!.role).toBe("system");
  return messageText(reminder[0]!);
}

describe("each settings axis changes exactly what it should", () => {
  it.each(cases)("%s: system role", (_file, name, variant) => {
    const messages = chunksFor(name, variant).allMessages();
    if (variant.useSystemPrompt) {
      const systems = messages.filter((m) => m.role === "system");
      expect(messages[0]!.role).toBe("system");
      // The developer message (system role for this model) follows; the only other one is the reminder.
      const developer = chunksFor(name, variant).developer;
      expect(developer.map((m) => [m.role, messageText(m)])).toEqual([
        ["system", STACK.developerInstructions],
      ]);
      expect(messages[1]).toEqual(developer[0]);
      const expected = [messages[0], messages[1], ...(variant.reminder === "sys" ? [messages.at(-1)] : [])];
      expect(systems).toEqual(expected);
      return;
    }
    expect(messages.filter((m) => m.role === "system")).toEqual([]);
    // Without a system role the system text travels as a user turn answered "Ok."; a sys reminder
    // falls back to the user form, so the rest equals the system-role variant with a user reminder.
    // The developer message travels the same way.
    const withRole = chunksFor(name, { ...variant, useSystemPrompt: true, reminder: "user" }).allMessages();
    const ok = getEditFormat(name).prompts().systemAsUserReply;
    expect(plain(messages)).toEqual([
      { role: "user", content: messageText(withRole[0]!) },
      { role: "assistant", content: ok },
      { role: "user", content: messageText(withRole[1]!) },
      { role: "assistant", content: ok },
      ...plain(withRole.slice(2)),
    ]);
  });

  it.each(cases)("%s: examples as pairs or inside the system text", (_file, name, variant) => {
    const prompts = getEditFormat(name).prompts();
    const chunks = chunksFor(name, variant);
    const pairs = chunksFor(name, { ...variant, examplesAsSystemMessage: false });
    const inSystem = chunksFor(name, { ...variant, examplesAsSystemMessage: true });
    if (prompts.examples.length === 0) {
      // Ask and architect have no examples: the setting must change nothing.
      expect(chunks.examples).toEqual([]);
      expect(inSystem.allMessages()).toEqual(pairs.allMessages());
      return;
    }
    const examples = plain(pairs.examples);
    expect(examples.map((m) => m.role)).toEqual(
      Array.from({ length: prompts.examples.length * 2 + 2 }, (_, i) => (i % 2 === 0 ? "user" : "assistant")),
    );
    expect(examples.slice(-2)).toEqual([
      { role: "user", content: prompts.examplesResetUser },
      { role: "assistant", content: prompts.examplesResetReply },
    ]);
    if (!variant.examplesAsSystemMessage) return;
    expect(chunks.examples).toEqual([]);
    const text = messageText(chunks.system[0]!);
    const without = messageText(pairs.system[0]!);
    const reminder = reminderText(name, variant);
    // The examples sit between the main text and the reminder, under their heading, and nowhere else.
    expect(without.endsWith(reminder)).toBe(true);
    expect(text.startsWith(without.slice(0, -reminder.length))).toBe(true);
    expect(text.endsWith(`\n\n${reminder}`)).toBe(true);
    expect(text.split("# Example conversations")).toHaveLength(2);
    for (const example of examples.slice(0, -2)) expect(text).toContain(example.content);
    const rest = (c: ChatChunks) =>
      plain(CHUNK_ORDER.filter((g) => g !== "system" && g !== "examples").flatMap((g) => c[g]));
    expect(rest(chunks)).toEqual(rest(pairs));
  });

  it.each(cases)("%s: reminder in a system message or at the end of the last user message", (_f, name, v) => {
    const chunks = chunksFor(name, v);
    const messages = plain(chunks.allMessages());
    const reminder = reminderText(name, v);
    expect(reminder).not.toBe("");
    // The system text repeats the reminder at its end; the variants differ only in the tail.
    expect(messageText(chunks.system[0]!).endsWith(reminder)).toBe(true);
    const ask = messageText(context.cur[0]!);
    if (v.reminder === "sys" && v.useSystemPrompt) {
      expect(chunks.reminder).toEqual([{ role: "system", content: reminder }]);
      expect(messages.slice(-2)).toEqual([
        { role: "user", content: ask },
        { role: "system", content: reminder },
      ]);
      return;
    }
    if (v.cacheControl) {
      // With breakpoints the user form is a message of its own after the turn's mark (the provider
      // merges it into the turn), so the mark covers the message as the history will repeat it.
      expect(chunks.reminder).toEqual([{ role: "user", content: reminder }]);
      expect(messages.slice(-2)).toEqual([
        { role: "user", content: ask },
        { role: "user", content: reminder },
      ]);
      return;
    }
    expect(chunks.reminder).toEqual([]);
    expect(messages.at(-1)).toEqual({ role: "user", content: `${ask}\n\n${reminder}` });
    const sys = plain(chunksFor(name, { ...v, useSystemPrompt: true, reminder: "sys" }).allMessages());
    if (v.useSystemPrompt) expect(messages.slice(0, -1)).toEqual(sys.slice(0, -2));
  });

  it.each(cases)("%s: cache control", (_file, name, variant) => {
    const chunks = chunksFor(name, variant);
    const messages = chunks.allMessages();
    const marked = messages.flatMap((m, i) =>
      typeof m.content !== "string" && m.content.some((part) => part.cache_control) ? [i] : [],
    );
    if (!variant.cacheControl) {
      expect(messages.every((m) => typeof m.content === "string")).toBe(true);
      expect(chunks.cacheableMessages()).toEqual([]);
      return;
    }
    // Four marks, each where a later request still starts with the same bytes: the repo map (one mark
    // over all the stable layers), the pinned chat files, the newest history message and the turn.
    expect(marked).toEqual([
      groupEnd(chunks, "repo"),
      groupEnd(chunks, "chatFiles"),
      groupEnd(chunks, "done"),
      groupEnd(chunks, "cur"),
    ]);
    for (const index of marked) {
      expect(messages[index]!.content).toEqual([
        { type: "text", text: messageText(messages[index]!), cache_control: { type: "ephemeral" } },
      ]);
    }
    expect(chunks.cacheableMessages()).toEqual(messages.slice(0, groupEnd(chunks, "cur") + 1));
    // Apart from the four marks, the request is byte for byte the cache-off one, but for a user-form
    // reminder, which leaves the turn's message for a message of its own after the marks.
    const off = chunksFor(name, { ...variant, cacheControl: false }).allMessages();
    const reminder = chunks.reminder[0];
    if (reminder?.role === "user") {
      const last = messageText(off.at(-1)!);
      off.splice(
        -1,
        1,
        { role: "user", content: last.slice(0, -`\n\n${messageText(reminder)}`.length) },
        reminder,
      );
    }
    expect(plain(messages)).toEqual(off);
  });
});

describe("cache breakpoints when groups are empty", () => {
  const on: Variant = {
    useSystemPrompt: true,
    examplesAsSystemMessage: false,
    reminder: "sys",
    cacheControl: true,
  };
  const markedGroups = (chunks: ChatChunks) =>
    CHUNK_ORDER.filter((group) => chunks[group].some((m) => typeof m.content !== "string"));

  it("falls back to the read-only files for the stable mark, and marks each group's last message", () => {
    const chunks = buildFor("ask", on, { repoMap: null, developerInstructions: null });
    expect(markedGroups(chunks)).toEqual(["readonlyFiles", "chatFiles", "done", "cur"]);
    for (const group of markedGroups(chunks)) {
      expect(chunks[group].filter((m) => typeof m.content !== "string")).toEqual([chunks[group].at(-1)]);
    }
  });

  it("marks the environment's reply when there is neither a read-only file nor a repo map", () => {
    const chunks = buildFor("diff", on, { repoMap: null, readOnlyFiles: [] });
    expect(markedGroups(chunks)).toEqual(["environment", "chatFiles", "done", "cur"]);
    const marks = chunks.allMessages().filter((m) => typeof m.content !== "string");
    expect(marks).toEqual([
      chunks.environment.at(-1),
      chunks.chatFiles.at(-1),
      chunks.done.at(-1),
      chunks.cur.at(-1),
    ]);
  });

  it("marks three places on a first turn, which has no history yet", () => {
    const chunks = buildFor("diff", on, { done: [] });
    expect(markedGroups(chunks)).toEqual(["repo", "chatFiles", "cur"]);
  });
});

describe("developer instructions and the two-part shape", () => {
  const base: Variant = {
    useSystemPrompt: true,
    examplesAsSystemMessage: false,
    reminder: "sys",
    cacheControl: false,
  };
  const developer = STACK.developerInstructions!;

  it("sends a developer-role message to a model that accepts it, right after the system message", () => {
    const chunks = buildFor("diff", base, { settings: { ...fixed, ...base, developerRole: true } });
    expect(chunks.developer).toEqual([{ role: "developer", content: developer }]);
    expect(chunks.allMessages()[1]).toEqual(chunks.developer[0]);
  });

  it("joins developer text to the system message where the provider caches by system message", () => {
    const settings = { ...fixed, ...base, cacheControl: true, cacheBySystem: true };
    const joined = buildFor("diff", base, { settings });
    const separate = buildFor("diff", base);
    expect(joined.developer).toEqual([]);
    expect(plain(joined.system)).toEqual([
      { role: "system", content: `${messageText(separate.system[0]!)}\n\n${developer}` },
    ]);
    // Everything after the stable part is the same messages; the first breakpoint covers the stable
    // layers up to the map, not the system message alone.
    expect(typeof joined.repo.at(-1)!.content).not.toBe("string");
    expect(plain(joined.allMessages()).slice(1)).toEqual(plain(separate.allMessages()).slice(2));
  });

  it("puts the environment context in its own message pair after the user instructions", () => {
    const chunks = buildFor("diff", base);
    const text = messageText(chunks.environment[0]!);
    expect(text).toContain("<model>You are powered by the model named gpt-4o.</model>");
    expect(text).toContain("<approval_mode>ask:");
    expect(text).toContain("<edit_format>diff</edit_format>");
    expect(messageText(chunks.system[0]!)).not.toContain("<environment_context>");
    const order = chunks.allMessages().map((m) => messageText(m));
    expect(order.indexOf(text)).toBe(order.indexOf(context.instructions.text) + 2);
  });
});

describe("edit-tool's words where the request declares Anthropic's text editor tool", () => {
  it("match their own golden file (the words of the tools Claude is given)", () => {
    const tools = editToolFormat.tools!.native![0]!;
    const variant: Variant = {
      useSystemPrompt: true,
      examplesAsSystemMessage: false,
      reminder: "sys",
      cacheControl: true,
    };
    const prompts = editToolFormat.prompts({ kind: "native", tool: tools });
    const chunks = buildFor("edit-tool", variant, { prompts });
    const golden = path.join(FIXTURES, "golden-tools", "edit-tool--text-editor.json");
    const actual = `${JSON.stringify(chunks.allMessages(), null, 2)}\n`;
    if (UPDATE) {
      fs.mkdirSync(path.dirname(golden), { recursive: true });
      fs.writeFileSync(golden, actual);
    }
    expect(actual).toBe(fs.readFileSync(golden, "utf8"));
    expect(actual).toContain("str_replace_based_edit_tool");
    expect(actual).not.toMatch(/old_string|new_string/);
  });
});
