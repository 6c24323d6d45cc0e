// A file's text style (encoding, BOM, line endings, final newline) and the codec between bytes and the
// Edit IR's LF text. Pure: no fs. Keeps every edit blind to `\r` and BOMs while files keep their own
// style. UTF-8 goes through the platform's codec; any other --encoding through iconv-lite.
import type iconvLite from "iconv-lite";
import { isBinary } from "../../core/binary.js";
import { withOriginalEndings } from "./mixed-endings.js";

export interface TextStyle {
  bom: boolean;
  eol: "\n" | "\r\n";
  finalNewline: boolean;
  /** The original text (endings as they were) when its lines end in a mix of CRLF and LF, so the
   *  untouched lines keep their own endings on write. */
  mixedOriginal?: string;
  /** The encoding the file was read in, when not UTF-8 (an iconv-lite name: latin1, cp1252, …). */
  encoding?: string;
}

/** How files are read and how new ones are written (--encoding, --line-endings). */
export interface TextOptions {
  /** Default UTF-8. */
  encoding?: string;
  /** Line endings of files kerf creates (default LF); existing files keep their own. */
  newFileEol?: "lf" | "crlf";
}

export const NEW_FILE_STYLE: TextStyle = { bom: false, eol: "\n", finalNewline: true };

/** The style a file kerf creates gets. */
export function newFileStyle(options: TextOptions = {}): TextStyle {
  const encoding = otherEncoding(options.encoding);
  const eol = options.newFileEol === "crlf" ? "\r\n" : "\n";
  return { ...NEW_FILE_STYLE, eol, ...(encoding ? { encoding } : {}) };
}

/** iconv-lite and its code tables load only for a file in another encoding than UTF-8 (~15 ms). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const iconv = (): typeof iconvLite => require("iconv-lite") as typeof iconvLite;

/** True for a name iconv-lite (so kerf) can read and write. */
export function isKnownEncoding(name: string): boolean {
  return otherEncoding(name) === undefined || iconv().encodingExists(name);
}

/** The encoding's name when it is not UTF-8, else undefined (the fast, strict path). */
function otherEncoding(name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  return /^utf-?8$/i.test(name.trim()) ? undefined : name;
}

/** Binary content (NUL bytes and the like), except in the wide encodings where NULs are text. */
export function looksBinary(bytes: Uint8Array, encoding?: string): boolean {
  return !/^(utf-?(16|32)|ucs-?2)/i.test(encoding ?? "") && isBinary(bytes);
}

/** Whether `bytes` are text in `encoding` that writes back byte for byte (UTF-8: valid UTF-8). */
export function isValidText(bytes: Uint8Array, encoding?: string): boolean {
  const other = otherEncoding(encoding);
  if (!other) return isValidUtf8(bytes);
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = iconv().decode(buffer, other, { stripBOM: false });
  return iconv().encode(text, other, { addBOM: false }).equals(buffer);
}

const BOM = [0xef, 0xbb, 0xbf];
const decoder = new TextDecoder("utf-8");
const strict = new TextDecoder("utf-8", { fatal: true });

/** False for bytes that are not valid UTF-8 (Latin-1, Shift-JIS, …): such a file is never re-encoded,
 *  since decoding would turn its bytes into U+FFFD. */
export function isValidUtf8(bytes: Uint8Array): boolean {
  try {
    strict.decode(bytes);
    return true;
  } catch {
    return false;
  }
}
const encoder = new TextEncoder();

/**
 * Bytes → LF text that ends with "\n" unless empty, plus the style to restore on write. A file is CRLF
 * when CRLF line ends are at least as common as bare LF ones.
 */
export function decodeText(bytes: Uint8Array, encoding?: string): { text: string; style: TextStyle } {
  const other = otherEncoding(encoding);
  const { bom, raw } = other ? decodeOther(bytes, other) : decodeUtf8(bytes);
  const crlf = countOf(raw, "\r\n");
  const lf = countOf(raw, "\n") - crlf;
  const eol = crlf > 0 && crlf >= lf ? "\r\n" : "\n";
  let text = raw.replace(/\r\n/g, "\n");
  const finalNewline = text === "" || text.endsWith("\n");
  if (!finalNewline) text += "\n";
  const style: TextStyle = { bom, eol, finalNewline };
  if (crlf > 0 && lf > 0) style.mixedOriginal = raw;
  if (other) style.encoding = other;
  return { text, style };
}

function decodeUtf8(bytes: Uint8Array): { bom: boolean; raw: string } {
  const bom = bytes.length >= 3 && BOM.every((byte, i) => bytes[i] === byte);
  return { bom, raw: decoder.decode(bom ? bytes.subarray(3) : bytes) };
}

function decodeOther(bytes: Uint8Array, encoding: string): { bom: boolean; raw: string } {
  const raw = iconv().decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), encoding, {
    stripBOM: false,
  });
  // A BOM is kept as a flag, as for UTF-8, and written back on encode (UTF-16's FF FE, …).
  const bom = raw.startsWith("\uFEFF") && /^utf-?(16|32)/i.test(encoding);
  return { bom, raw: bom ? raw.slice(1) : raw };
}

/** LF text → bytes in the given style; the inverse of decodeText. */
export function encodeText(text: string, style: TextStyle): Uint8Array {
  let out = text;
  if (style.mixedOriginal !== undefined) out = withOriginalEndings(style.mixedOriginal, out, style.eol);
  else if (style.eol === "\r\n") out = out.replace(/\r?\n/g, "\r\n");
  if (!style.finalNewline) out = out.replace(/\r?\n$/, "");
  if (style.encoding) return iconv().encode(out, style.encoding, { addBOM: style.bom });
  const body = encoder.encode(out);
  if (!style.bom) return body;
  const bytes = new Uint8Array(body.length + 3);
  bytes.set(BOM, 0);
  bytes.set(body, 3);
  return bytes;
}

function countOf(text: string, needle: string): number {
  let count = 0;
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + needle.length)) count++;
  return count;
}
