// A file's text style (BOM, line endings, final newline) and the codec between bytes and the Edit IR's
// LF text. Pure: no fs. Keeps every edit blind to `\r` and BOMs while files keep their own style.

export interface TextStyle {
  bom: boolean;
  eol: "\n" | "\r\n";
  finalNewline: boolean;
}

export const NEW_FILE_STYLE: TextStyle = { bom: false, eol: "\n", finalNewline: true };

const BOM = [0xef, 0xbb, 0xbf];
const decoder = new TextDecoder("utf-8");
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
  return { text, style: { bom, eol, finalNewline } };
}

/** LF text → bytes in the given style; the inverse of decodeText. */
export function encodeText(text: string, style: TextStyle): Uint8Array {
  let out = text;
  if (!style.finalNewline && out.endsWith("\n")) out = out.slice(0, -1);
  if (style.eol === "\r\n") out = out.replace(/\r?\n/g, "\r\n");
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
