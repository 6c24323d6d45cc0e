// --encoding and --line-endings as the library's text options: the encoding checked against the
// codecs kerf has (a usage error names the flag), "platform" turned into this system's line ending.
import os from "node:os";
import { DEFAULTS } from "../core/defaults.js";
import { isKnownEncoding, type TextOptions } from "../edits/workspace/text-file.js";
import { UsageError } from "./exit-codes.js";

export function textOptions(
  values: { encoding?: string; lineEndings?: string },
  eol: string = os.EOL,
): Required<TextOptions> {
  const encoding = values.encoding ?? DEFAULTS.encoding;
  if (!isKnownEncoding(encoding))
    throw new UsageError(
      `--encoding ${encoding}: not an encoding kerf knows (e.g. utf-8, latin1, cp1252, utf-16le, shift_jis)`,
    );
  const chosen = values.lineEndings;
  const newFileEol = chosen === "crlf" || (chosen !== "lf" && eol === "\r\n") ? "crlf" : "lf";
  return { encoding, newFileEol };
}
