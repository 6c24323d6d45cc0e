// --encoding and --line-endings as the library's text options: the encoding checked against the
// codecs kerf has (a usage error names the flag), "platform" turned into this system's line ending.
import os from "node:os";
import { isKnownEncoding, type TextOptions } from "../edits/workspace/text-file.js";
import { UsageError } from "./exit-codes.js";
import type { Settings } from "./settings.js";

export function textOptions(values: Settings["values"], eol: string = os.EOL): Required<TextOptions> {
  const encoding = typeof values.encoding === "string" && values.encoding !== "" ? values.encoding : "utf-8";
  if (!isKnownEncoding(encoding))
    throw new UsageError(
      `--encoding ${encoding}: not an encoding kerf knows (e.g. utf-8, latin1, cp1252, utf-16le, shift_jis)`,
    );
  const chosen = values.lineEndings;
  const newFileEol = chosen === "crlf" || (chosen !== "lf" && eol === "\r\n") ? "crlf" : "lf";
  return { encoding, newFileEol };
}
