// Reading a tool call's JSON arguments: an object, string fields under their name or the spellings other
// tools use (filePath, oldString…), and CallError for what the model must fix (its reason, as data; the
// call's result is its sentence, edits/issue-text.ts). Pure.
import type { CallProblem, IssueReason } from "../../edits/issue-reason.js";
import { reasonText } from "../../edits/issue-text.js";

export type Args = Readonly<Record<string, unknown>>;

/** A call kerf cannot carry out as written: `reason` says why, as data. */
export class CallError extends Error {
  override name = "CallError";
  readonly reason: IssueReason;
  constructor(tool: string, problem: CallProblem) {
    const reason: IssueReason = { kind: "bad-call", tool, problem };
    super(reasonText(reason));
    this.reason = reason;
  }
}

/** The arguments object; CallError when the input is not a JSON object. */
export function parseArgs(input: string, tool: string): Args {
  let parsed: unknown;
  try {
    parsed = JSON.parse(input.trim() === "" ? "{}" : input);
  } catch {
    throw new CallError(tool, { why: "not-json" });
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new CallError(tool, { why: "not-object" });
  }
  return parsed as Args;
}

/** The first of `names` that holds a string; undefined when none does. */
export function stringField(args: Args, ...names: string[]): string | undefined {
  for (const name of names) if (typeof args[name] === "string") return args[name] as string;
  return undefined;
}

/** A required string field; CallError naming it when it is missing. */
export function required(args: Args, tool: string, ...names: string[]): string {
  const value = stringField(args, ...names);
  if (value === undefined) {
    throw new CallError(tool, { why: "missing-argument", argument: names[0] ?? "", type: "string" });
  }
  return value;
}

export function booleanField(args: Args, ...names: string[]): boolean {
  return names.some((name) => args[name] === true);
}

/** Model text uses LF inside kerf: a CRLF copied from a Windows file must still match. */
export function lf(text: string): string {
  return text.replace(/\r\n/g, "\n");
}

/** Runs a call reader, turning CallError into the error the call gets back. */
export function readingOf<T>(read: () => T): T | { error: IssueReason } {
  try {
    return read();
  } catch (error) {
    if (error instanceof CallError) return { error: error.reason };
    throw error;
  }
}
