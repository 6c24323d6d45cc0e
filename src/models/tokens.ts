// Token counting with gpt-tokenizer: text, and chat messages with OpenAI's per-message overhead.
// Pure. Models without a public tokenizer (Claude, Gemini, …) are counted with o200k_base as an estimate.
import type { TokenizerName } from "./model-settings.js";

/** A chat message as sent: plain text, or text parts (the form cache-control markers need). */
export interface TokenMessage {
  role: string;
  content: string | readonly { type: string; text?: string }[] | null;
  name?: string;
  /** Tool calls and results travel beside the text and are counted with it. */
  toolCalls?: readonly { name: string; input: string }[];
  toolResults?: readonly { output: string }[];
}

/**
 * OpenAI's published accounting for chat models since gpt-3.5-turbo-0613 (openai-cookbook, "How to count
 * tokens with tiktoken"): every message costs 3 tokens of framing plus its role and content, a `name`
 * costs 1 more plus its text, and every reply is primed with 3 tokens. With these numbers the cookbook's
 * six-message example counts 129 tokens in cl100k_base and 124 in o200k_base, as the API reports.
 */
export const MESSAGE_OVERHEAD = { perMessage: 3, perName: 1, replyPriming: 3 } as const;

// Text that happens to contain "<|endoftext|>" is user data, so special tokens are encoded as plain text.
const PLAIN = { disallowedSpecial: new Set<string>() };

type Encode = (typeof import("gpt-tokenizer/encoding/o200k_base"))["encode"];
const encoders = new Map<TokenizerName, Encode>();

/** An encoding's ranks take 0.3–1 s to load, so each is loaded on its first count, never at start-up
 * (a warm `--show-repo-map` or the first prompt counts nothing). Per-encoding entry points only. */
function encoderFor(tokenizer: TokenizerName): Encode {
  let encode = encoders.get(tokenizer);
  if (!encode) {
    /* eslint-disable @typescript-eslint/no-require-imports */
    encode =
      tokenizer === "cl100k_base"
        ? (
            require("gpt-tokenizer/encoding/cl100k_base") as typeof import("gpt-tokenizer/encoding/cl100k_base")
          ).encode
        : (require("gpt-tokenizer/encoding/o200k_base") as typeof import("gpt-tokenizer/encoding/o200k_base"))
            .encode;
    /* eslint-enable @typescript-eslint/no-require-imports */
    encoders.set(tokenizer, encode);
  }
  return encode;
}

/** Loads an encoding and runs it once on code-like text, so a later count pays neither the load nor
 * the first-run compilation (the repo map does this while its worker threads tag). */
export function warmUpTokenizer(tokenizer: TokenizerName = "o200k_base"): void {
  countText(WARM_UP_TEXT, tokenizer);
}

/** About a kilobyte of what a repo map holds, so the first real count runs optimised code. */
const WARM_UP_TEXT = [
  "src/app/main.py:",
  "│class OrderService(BaseService):",
  "│    def create_order(self, customer_id: int, items: list[str]) -> Order:",
  "│    async def cancel(self, order_id):",
  "⋮",
  "lib/http/client.ts:",
  "│export interface RequestOptions {",
  "│export async function fetchWithRetry(url: string, options: RequestOptions = {}): Promise<Response> {",
  "│  private readonly cache = new Map<string, CacheEntry>();",
  "⋮",
  "internal/store/store.go:",
  "│func (s *Store) Get(ctx context.Context, key string) ([]byte, error) {",
  "│type Store struct {",
  "crates/core/src/lib.rs:",
  "│pub fn parse_config(path: &Path) -> Result<Config, ConfigError> {",
  "│impl Display for ConfigError {",
  "README.md",
  "package.json",
]
  .join("\n")
  .repeat(3);

/** BPE merging is quadratic in the length of one pre-token; a long run of one character (or any long
 *  stretch without spaces) is counted in pieces of this many characters. Cuts elsewhere fall before a
 *  space that starts a word, where the tokenizer splits anyway, so ordinary text counts exactly. */
const MAX_PIECE = 256;
const CHUNK = 4096;

export function countText(text: string, tokenizer: TokenizerName = "o200k_base"): number {
  if (text.length === 0) return 0;
  const encode = encoderFor(tokenizer);
  if (text.length <= MAX_PIECE) return encode(text, PLAIN).length;
  let total = 0;
  for (const piece of boundedPieces(text)) total += encode(piece, PLAIN).length;
  return total;
}

/** Pieces of at most CHUNK characters, cut before " x" (space then a non-space after a non-space);
 *  a stretch of MAX_PIECE characters with no such place is cut where it stands. */
function* boundedPieces(text: string): Generator<string> {
  let start = 0;
  let lastCut = -1;
  for (let i = 1; i < text.length; i++) {
    if (text.charCodeAt(i) === 32 && text.charCodeAt(i - 1) > 32 && (text.charCodeAt(i + 1) || 32) > 32)
      lastCut = i;
    if (i - start >= CHUNK || (i - Math.max(start, lastCut) >= MAX_PIECE && !isSpace(text.charCodeAt(i)))) {
      const cut = lastCut > start ? lastCut : i;
      yield text.slice(start, cut);
      start = cut;
      lastCut = -1;
    }
  }
  if (start < text.length) yield text.slice(start);
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13;
}

export function messageText(message: TokenMessage): string {
  if (message.content === null) return "";
  if (typeof message.content === "string") return message.content;
  return message.content.map((part) => part.text ?? "").join("");
}

function countMessage(message: TokenMessage, tokenizer: TokenizerName): number {
  let tokens = MESSAGE_OVERHEAD.perMessage + countText(message.role, tokenizer);
  tokens += countText(messageText(message), tokenizer);
  for (const call of message.toolCalls ?? []) tokens += countText(call.name + call.input, tokenizer);
  for (const result of message.toolResults ?? []) tokens += countText(result.output, tokenizer);
  if (message.name !== undefined) tokens += MESSAGE_OVERHEAD.perName + countText(message.name, tokenizer);
  return tokens;
}

export interface CountMessagesOptions {
  tokenizer?: TokenizerName;
  /** Add the 3 tokens that prime the reply: true for a whole request, false (default) for a part of one. */
  primeReply?: boolean;
}

/**
 * Tokens the messages add to a request; parts counted separately add up to the whole. The second
 * argument is a tokenizer name or the options.
 */
export function countMessages(
  messages: readonly TokenMessage[],
  options: TokenizerName | CountMessagesOptions = {},
): number {
  const { tokenizer = "o200k_base", primeReply = false } =
    typeof options === "string" ? { tokenizer: options } : options;
  let total = primeReply ? MESSAGE_OVERHEAD.replyPriming : 0;
  for (const message of messages) total += countMessage(message, tokenizer);
  return total;
}
