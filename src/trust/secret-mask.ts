// The one place that decides masking. The configured keys (a list the session passes in: library code
// never reads the environment) are masked wherever text leaves kerf — printed output, logs, history,
// requests, errors; credential shapes (OpenAI, Anthropic, AWS, GitHub, …) are masked too in printed diffs
// and in commit-message and summary requests. Pure.
import { CREDENTIAL_PATTERNS } from "./secret-files.js";

export const MASK = "[redacted]";
/** A shorter "key" (`k`, `ollama`) would mask ordinary words; such values are not secrets worth it. */
export const MIN_KEY_LENGTH = 8;
/** Servers echo a key's long head or tail ("sk-proj-ABCD…"); a fragment this long is masked too. */
const MIN_FRAGMENT = 12;

const usable = (keys: readonly string[]): string[] =>
  [...new Set(keys)].filter((key) => key.length >= MIN_KEY_LENGTH).sort((a, b) => b.length - a.length);

function maskExact(text: string, keys: readonly string[]): string {
  let out = text;
  for (const key of keys) if (out.includes(key)) out = out.split(key).join(MASK);
  return out;
}

function maskFragments(text: string, keys: readonly string[]): string {
  let out = text;
  for (const key of keys) {
    if (key.length < MIN_FRAGMENT * 2) continue;
    out = out.split(key.slice(0, MIN_FRAGMENT)).join(MASK).split(key.slice(-MIN_FRAGMENT)).join(MASK);
  }
  return out;
}

/** `text` with each configured key, and each long fragment of one, replaced by the mask. */
export function maskKeys(text: string, keys: readonly string[]): string {
  const list = usable(keys);
  return list.length === 0 ? text : maskFragments(maskExact(text, list), list);
}

/** The configured keys and every credential shape: for diffs and commit-message / summary requests. */
export function maskSecrets(text: string, keys: readonly string[] = []): string {
  return maskCredentials(maskKeys(text, keys));
}

function maskCredentials(text: string): string {
  let out = text;
  for (const pattern of CREDENTIAL_PATTERNS) out = out.replace(pattern, (match) => credentialMask(match));
  return out;
}

/** Keeps a credential's kind visible ("ghp_…") so a diff still says what was there. */
function credentialMask(match: string): string {
  if (match.startsWith("-----BEGIN")) return `-----BEGIN PRIVATE KEY----- ${MASK} -----END PRIVATE KEY-----`;
  return `${match.slice(0, 4)}…${MASK}`;
}

/** Every string inside a value (an event, a request body), masked with `mask`. */
export function maskDeep<T>(value: T, mask: (text: string) => string): T {
  if (typeof value === "string") return mask(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => maskDeep(item, mask)) as T;
  if (typeof value === "object" && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = maskDeep(item, mask);
    return out as T;
  }
  return value;
}

/** Characters a credential token is made of: a streamed word is held until it ends. */
const WORD_CHAR = /[A-Za-z0-9_-]/;
/** A longer run is no credential kerf knows; it is let through rather than held for ever. */
const MAX_HELD_WORD = 1024;

/** Masks keys in streamed text: a tail that could be the start of a key is held until the next push,
 *  so a key split over two chunks is still masked whole. With `credentials`, credential shapes are
 *  masked too, each word held until it ends (a printed reply that writes a token into a file). */
export class StreamMasker {
  private held = "";
  private readonly keys: string[];

  constructor(
    keys: readonly string[],
    private readonly options: { credentials?: boolean } = {},
  ) {
    this.keys = usable(keys);
  }

  push(text: string): string {
    if (this.keys.length === 0 && !this.options.credentials) return text;
    const buffer = maskExact(this.held + text, this.keys);
    const hold = Math.max(this.keyPrefixLength(buffer), this.wordLength(buffer));
    this.held = buffer.slice(buffer.length - hold);
    return this.finish(buffer.slice(0, buffer.length - hold));
  }

  /** The held tail (a long key prefix masked: the stream ended inside what looks like a key). */
  end(): string {
    const tail = this.held;
    this.held = "";
    if (this.keyPrefixLength(tail) === tail.length && tail.length >= MIN_FRAGMENT) return MASK;
    return this.finish(tail);
  }

  private finish(text: string): string {
    const out = maskFragments(text, this.keys);
    return this.options.credentials ? maskCredentials(out) : out;
  }

  /** The longest suffix of `text` that is a proper prefix of a key. */
  private keyPrefixLength(text: string): number {
    let best = 0;
    for (const key of this.keys) {
      for (let n = Math.min(key.length - 1, text.length); n > best; n--) {
        if (text.endsWith(key.slice(0, n))) {
          best = n;
          break;
        }
      }
    }
    return best;
  }

  /** The length of the word `text` ends in, when credential shapes are masked. */
  private wordLength(text: string): number {
    if (!this.options.credentials) return 0;
    let n = 0;
    while (n < text.length && n <= MAX_HELD_WORD && WORD_CHAR.test(text[text.length - 1 - n] ?? "")) n++;
    return n > MAX_HELD_WORD ? 0 : n;
  }
}
