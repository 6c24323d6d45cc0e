// The size bounds of the MCP tools' arguments, in one table, and the checks that refuse by size with
// words before any work is done. The transports' own bounds (cli/mcp) sit above these, so an argument
// over a bound here reaches the tool and is refused in words.
import { formatBytes } from "../trust/read-limits.js";
import { ToolRefusal } from "./tool-result.js";

const KIB = 1024;
const MIB = 1024 * KIB;

export const MCP_LIMITS = {
  /** A model reply given as text. */
  replyBytes: 4 * MIB,
  /** A model reply given as tool calls. */
  replyCalls: 1000,
  /** Focus or chat files. */
  files: 1000,
  /** One path. */
  pathChars: 4096,
  /** The request's words. */
  requestBytes: 256 * KIB,
  /** A model or format name. */
  nameChars: 200,
  /** The repo map's token ceiling. */
  budgetTokens: 65536,
  /** Elements of one tools/call arguments object (the SDK counts array elements and object members). */
  inputElements: 20000,
} as const;

/** Refuses text over `limit` UTF-8 bytes, naming the argument and both sizes. */
export function checkBytes(argument: string, text: string, limit: number): void {
  const size = Buffer.byteLength(text, "utf8");
  if (size > limit)
    throw new ToolRefusal(
      `${argument} is ${formatBytes(size)}, over the limit of ${formatBytes(limit)}: refused`,
    );
}

/** Refuses a list over `limit` entries. */
export function checkCount(argument: string, count: number, limit: number, noun: string): void {
  if (count > limit)
    throw new ToolRefusal(`${argument} has ${count} ${noun}, over the limit of ${limit}: refused`);
}

/** Refuses a list of paths that is too long, or holds a path that is. */
export function checkFiles(argument: string, files: readonly string[]): void {
  checkCount(argument, files.length, MCP_LIMITS.files, "entries");
  const long = files.find((file) => file.length > MCP_LIMITS.pathChars);
  if (long !== undefined)
    throw new ToolRefusal(
      `${argument} holds a path of ${long.length} characters, over the limit of ${MCP_LIMITS.pathChars}: refused`,
    );
}
