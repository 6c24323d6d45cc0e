// Removes secrets from text and errors before they leave the client. Pure; no I/O.
// Servers echo keys back ("Incorrect API key provided: sk-…") and SDK errors keep whole causes.

const MASK = "[redacted]";
/** Bearer tokens in echoed headers, whatever key they hold. */
const BEARER = /(Bearer\s+)[^\s"',;]+/gi;
/** Shorter fragments could match ordinary words; a masked echo of a key keeps at least this much. */
const MIN_FRAGMENT = 12;

/** `text` with every secret (and every long fragment a server may echo of it) replaced. */
export function scrubSecrets(text: string, secrets: readonly string[]): string {
  let out = text.replace(BEARER, `$1${MASK}`);
  for (const secret of secrets) {
    if (secret.length === 0) continue;
    out = out.split(secret).join(MASK);
    out = scrubFragments(out, secret);
  }
  return out;
}

/** Masks echoes like "sk-abcdef12****wxyz": a long prefix or suffix of the key. */
function scrubFragments(text: string, secret: string): string {
  if (secret.length < MIN_FRAGMENT * 2) return text;
  const head = secret.slice(0, MIN_FRAGMENT);
  const tail = secret.slice(-MIN_FRAGMENT);
  return text.split(head).join(MASK).split(tail).join(MASK);
}

/**
 * A plain Error with the same name, scrubbed message and scrubbed stack, and a scrubbed copy of its
 * own cause chain: safe to attach as `cause` of a kerf error.
 */
export function scrubError(error: unknown, secrets: readonly string[], depth = 0): Error {
  const source = isErrorLike(error) ? error : new Error(String(error));
  const cause =
    source.cause !== undefined && depth < 4 ? scrubError(source.cause, secrets, depth + 1) : undefined;
  const copy = new Error(scrubSecrets(source.message, secrets), cause ? { cause } : undefined);
  copy.name = source.name;
  copy.stack = scrubSecrets(source.stack ?? "", secrets);
  return copy;
}

/** Errors from Node's fetch come from another realm, where `instanceof Error` is false. */
export function isErrorLike(value: unknown): value is Error {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as Error).message === "string" &&
    typeof (value as Error).name === "string"
  );
}
