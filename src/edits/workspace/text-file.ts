// A file's text style (BOM, line endings, final newline) and the codec between bytes and the Edit IR's
// LF text. Pure: no fs. Keeps every edit blind to `\r` and BOMs while files keep their own style.
import { withOriginalEndings } from "./mixed-endings.js";

export interface TextStyle {
  bom: boolean;
  eol: "\n" | "\r\n";
  finalNewline: boolean;
  /** The original text (endings as they were) when its lines end in a mix of CRLF and LF, so the
   *  untouched lines keep their own endings on write. */
  mixedOriginal?: string;
}

export const NEW_FILE_STYLE: TextStyle = { bom: false, eol: "\n", finalNewline: true };

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
export function decodeText(bytes: Uint8Array): { text: string; style: TextStyle } {
  const bom = bytes.length >= 3 && BOM.every((byte, i) => bytes[i] === byte);
  const raw = decoder.decode(bom ? bytes.subarray(3) : bytes);
  const crlf = countOf(raw, "\r\n");
  const lf = countOf(raw, "\n") - crlf;
  const eol = crlf > 0 && crlf >= lf ? "\r\n" : "\n";
  let text = raw.replace(/\r\n/g, "\n");
  const finalNewline = text === "" || text.endsWith("\n");
  if (!finalNewline) text += "\n";
  const style: TextStyle = { bom, eol, finalNewline };
  if (crlf > 0 && lf > 0) style.mixedOriginal = raw;
  return { text, style };
}

/** LF text → bytes in the given style; the inverse of decodeText. */
export function encodeText(text: string, style: TextStyle): Uint8Array {
  let out = text;
  if (style.mixedOriginal !== undefined) out = withOriginalEndings(style.mixedOriginal, out, style.eol);
  else if (style.eol === "\r\n") out = out.replace(/\r?\n/g, "\r\n");
  if (!style.finalNewline) out = out.replace(/\r?\n$/, "");
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
