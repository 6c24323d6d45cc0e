// The refusal of the safe reader: a typed error naming the file, and for size refusals its size and the
// limit, so the CLI can print it as is and the library can branch on `code`.

export type SafeReadCode = "missing" | "not-a-file" | "too-large" | "outside-roots" | "unreadable";

export class SafeReadError extends Error {
  readonly code: SafeReadCode;
  /** The file as the caller named it. */
  readonly path: string;
  readonly size?: number;
  readonly limit?: number;
  /** For outside-roots: where the path really leads. */
  readonly realPath?: string;
  /** For not-a-file: what it is instead ("a named pipe (FIFO)", "a folder", "a symlink loop"). */
  readonly kind?: string;

  constructor(
    code: SafeReadCode,
    path: string,
    message: string,
    extra: { size?: number; limit?: number; realPath?: string; kind?: string; cause?: unknown } = {},
  ) {
    super(message, extra.cause === undefined ? undefined : { cause: extra.cause });
    this.name = "SafeReadError";
    this.code = code;
    this.path = path;
    if (extra.size !== undefined) this.size = extra.size;
    if (extra.limit !== undefined) this.limit = extra.limit;
    if (extra.realPath !== undefined) this.realPath = extra.realPath;
    if (extra.kind !== undefined) this.kind = extra.kind;
  }
}
