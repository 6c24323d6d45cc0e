// Benchmark part "chunks": assemble and count a ~100k-token request (20 chat files, a repo map and a
// history) with buildChatChunks and o200k counting, next to baselines measured in the same run; then
// the prompt-cache shares of a scripted 10-turn session (chunks-session.ts), per turn and median.
import { buildChatChunks } from "../src/chunks/build-chat-chunks.js";
import { messageText, type ChatMessage } from "../src/core/chat-message.js";
import type { BuildChatChunksInput } from "../src/chunks/chunk-input.js";
import { getEditFormat } from "../src/formats/registry.js";
import { countMessages, countText } from "../src/models/tokens.js";
import { EditBlockPrompts } from "../src/prompts/editblock-prompts.js";
import { cacheShare } from "../src/chunks/cache-share.js";
import { scriptedSession } from "./chunks-session.js";
import { formatMs, medianMs } from "./measure.js";
import type { BenchPart } from "./run.js";

const RUNS = 9;
const WORDS = ["value", "item", "count", "result", "buffer", "index", "total", "node", "entry", "parse"];

/** Deterministic code-like text: `lines` lines that differ enough to tokenise like real code. */
function codeText(lines: number, seed: number): string {
  const out: string[] = [];
  for (let i = 0; i < lines; i++) {
    const a = WORDS[(i * 7 + seed) % WORDS.length] ?? "x";
    const b = WORDS[(i * 3 + seed * 5) % WORDS.length] ?? "y";
    out.push(
      i % 12 === 0
        ? `def ${a}_${b}_${i}(self, ${b}):`
        : `    ${a}${i % 97} = ${b}.${a}(${(i * seed) % 1000})`,
    );
  }
  return `${out.join("\n")}\n`;
}

function benchInput(): BuildChatChunksInput {
  const chatFiles = Array.from({ length: 20 }, (_, i) => ({
    path: `src/module_${i}.py`,
    content: codeText(470, i + 1),
  }));
  const repoMap = Array.from({ length: 150 }, (_, i) => `lib/file_${i}.py:\n│${codeText(6, i + 40)}`).join(
    "",
  );
  const done: ChatMessage[] = Array.from({ length: 20 }, (_, i) => ({
    role: i % 2 === 0 ? "user" : "assistant",
    content: codeText(25, i + 200),
  }));
  const countTokens = (messages: readonly ChatMessage[]) => countMessages(messages, { primeReply: true });
  return {
    prompts: new EditBlockPrompts(),
    editFormat: getEditFormat("diff"),
    settings: {
      useSystemPrompt: true,
      examplesAsSystemMessage: false,
      reminder: "sys",
      lazy: false,
      overeager: false,
      cacheControl: true,
      maxInputTokens: 200_000,
      shellCommands: true,
    },
    platform: { os: "Linux", shell: "/bin/bash", date: "2026-01-02", isGitRepo: true },
    chatFiles,
    readOnlyFiles: [],
    repoMap,
    done,
    cur: [{ role: "user", content: "Rename every `total` to `sum`." }],
    countTokens,
  };
}

/** Counts each distinct message once: what a session gains when files and map repeat across turns. */
function memoCounter(): (messages: readonly ChatMessage[]) => number {
  const seen = new Map<string, number>();
  return (messages) => {
    let total = countMessages([], { primeReply: true });
    for (const message of messages) {
      const key = JSON.stringify(message);
      let tokens = seen.get(key);
      if (tokens === undefined) {
        tokens = countMessages([message]);
        seen.set(key, tokens);
      }
      total += tokens;
    }
    return total;
  };
}

export const chunksBench: BenchPart = async (print) => {
  const input = benchInput();
  const messages = buildChatChunks(input).chunks.allMessages();
  const joined = () =>
    messages.map((m) => (typeof m.content === "string" ? m.content : m.content[0]?.text)).join("");
  const tokens = countMessages(messages, { primeReply: true });
  print(`context: ${messages.length} messages, ${tokens} tokens (o200k_base), ${joined().length} chars`);

  const noLimit = { ...input, settings: { ...input.settings, maxInputTokens: null } };
  const assembleOnly = await medianMs(() => buildChatChunks(noLimit), RUNS);
  // With an input limit the reminder check counts the whole array once; that count is the total.
  const withTotal = await medianMs(() => {
    const built = buildChatChunks(input);
    return built.tokens ?? input.countTokens(built.chunks.allMessages());
  }, RUNS);
  const memo = memoCounter();
  memo(messages);
  const warm = await medianMs(() => buildChatChunks({ ...input, countTokens: memo }), RUNS);
  const joinOnly = await medianMs(joined, RUNS);
  const countJoined = await medianMs(() => countText(joined()), RUNS);
  print(`assemble, no counting:                    ${formatMs(assembleOnly)}`);
  print(`assemble + count (one o200k count):       ${formatMs(withTotal)}   target < 100 ms`);
  print(
    `assemble + count, per-message memo warm:  ${formatMs(warm)}   (a later turn: only new messages counted)`,
  );
  print(`baseline: join the message texts:         ${formatMs(joinOnly)}`);
  print(`baseline: count the joined text once:     ${formatMs(countJoined)}`);
  await printCacheShares(print);
};

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The request as the layout before the history breakpoint marked it: the newest history message plain. */
function withoutHistoryMark(messages: readonly ChatMessage[]): ChatMessage[] {
  const marked = messages.flatMap((m, index) => (typeof m.content === "string" ? [] : [index]));
  if (marked.length < 4) return [...messages];
  const history = marked[2] as number;
  return messages.map((m, index) => (index === history ? { role: m.role, content: messageText(m) } : m));
}

/** Per turn: tokens before the last breakpoint, and tokens the previous turn's cache entries serve. */
export async function printCacheShares(print: (line: string) => void): Promise<void> {
  const requests = await scriptedSession();
  const count = (m: ChatMessage) => countMessages([m]);
  print("");
  print(`scripted session: ${requests.length} requests (claude-sonnet-4-5, --cache-prompts, o200k counts)`);
  print(
    "turn  tokens  before last breakpoint  read from the previous turn's cache  (baseline: no history mark)",
  );
  const before: number[] = [];
  const reused: number[] = [];
  const baseline: number[] = [];
  requests.forEach((messages, index) => {
    const previous = requests[index - 1] ?? null;
    const share = cacheShare(messages, previous, count);
    const old = cacheShare(messages, previous && withoutHistoryMark(previous), count);
    before.push(share.beforeLastBreakpoint / share.total);
    if (share.reused !== null) reused.push(share.reused / share.total);
    if (old.reused !== null) baseline.push(old.reused / old.total);
    const read = share.reused === null ? "-" : percent(share.reused, share.total);
    const base = old.reused === null ? "-" : percent(old.reused, old.total);
    print(
      `${String(index + 1).padStart(4)}  ${String(share.total).padStart(6)}  ${percent(share.beforeLastBreakpoint, share.total).padStart(22)}  ${read.padStart(35)}  ${base.padStart(27)}`,
    );
  });
  const last = requests.length;
  print(`median before the last breakpoint:        ${(100 * median(before)).toFixed(1)} %   goal >= 90 %`);
  print(`median read from cache (turns 2-${last}):      ${(100 * median(reused)).toFixed(1)} %`);
  print(
    `baseline, no history breakpoint:          ${(100 * median(baseline)).toFixed(1)} %   ratio ${(median(reused) / median(baseline)).toFixed(2)}x`,
  );
}
