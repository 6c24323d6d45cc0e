// Golden message arrays: every prompt class × five settings variants, built from the fixture context.
// Regenerate deliberately with KERF_UPDATE_GOLDEN=1, read the diff by eye, commit; never silently.
import fs from "node:fs";
import path from "node:path";
import { buildChatChunks } from "../../src/chunks/build-chat-chunks";
import { messageText, type ChatMessage } from "../../src/chunks/chat-message";
import type { ChunkFile, ChunkSettings } from "../../src/chunks/chunk-input";
import { getEditFormat } from "../../src/edits/formats";
import { PROMPT_CLASSES } from "../../src/prompts";
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

const base: ChunkSettings = {
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

// One axis changed at a time from the base: 7 × 5 files instead of the 7 × 16 full product, which
// would mostly repeat these.
const VARIANTS: Record<string, Partial<ChunkSettings>> = {
  base: {},
  "no-system-role": { useSystemPrompt: false },
  "examples-in-system": { examplesAsSystemMessage: true },
  "reminder-user": { reminder: "user" },
  "cache-control": { cacheControl: true },
};

function messagesFor(name: string, variant: Partial<ChunkSettings>): ChatMessage[] {
  const prompts = new PROMPT_CLASSES[name]!();
  const { chunks } = buildChatChunks({
    prompts,
    editFormat: prompts.format === null ? null : getEditFormat(prompts.format),
    settings: { ...base, ...variant },
    platform: context.platform,
    chatFiles: files(context.chatFiles),
    readOnlyFiles: files(context.readOnlyFiles),
    repoMap: read(context.repoMap),
    done: context.done,
    cur: context.cur,
    instructions: context.instructions,
    countTokens: (messages) => messages.reduce((sum, m) => sum + messageText(m).length, 0),
  });
  return chunks.allMessages();
}

const cases = Object.keys(PROMPT_CLASSES).flatMap((name) =>
  Object.entries(VARIANTS).map(([variant, settings]) => [`${name}--${variant}`, name, settings] as const),
);

it.each(cases)("%s matches its golden message array", (file, name, settings) => {
  const golden = path.join(FIXTURES, "golden", `${file}.json`);
  const actual = `${JSON.stringify(messagesFor(name, settings), null, 2)}\n`;
  if (UPDATE) fs.writeFileSync(golden, actual);
  if (!fs.existsSync(golden))
    throw new Error(`${golden} is missing: run with KERF_UPDATE_GOLDEN=1 and review it`);
  expect(actual).toBe(fs.readFileSync(golden, "utf8"));
});

it("keeps no golden file that no case checks", () => {
  const names = fs.readdirSync(path.join(FIXTURES, "golden")).sort();
  expect(names).toEqual(cases.map(([file]) => `${file}.json`).sort());
});
