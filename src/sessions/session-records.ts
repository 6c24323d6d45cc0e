// The lines of a session log (docs/sessions.md): one JSON object per line, appended. Types, and the one
// shape check a line passes before it is replayed; a line that fails it is skipped. Pure.
import type { ChatMessage } from "../core/chat-message.js";
import type { PromptSnapshot } from "../coders/prompt-state.js";
import { isProjectPath } from "../edits/write/journal-shape.js";
import type { PlatformFacts } from "../prompts/platform-text.js";

export const LOG_VERSION = 1;

/** A file version as the log keeps it: its mode and the blob of its bytes, or `withheld` when the bytes
 *  held one of the session's keys and were not kept. */
export interface StoredVersion {
  mode: number;
  blob?: string;
  withheld?: true;
}

export interface StoredWrite {
  rel: string;
  before: StoredVersion | null;
  after: StoredVersion | null;
}

/** What may change between records; each field is present only when it changed. */
export interface StateFields {
  /** The history is the previous one's first `from` messages, then `add`. */
  history?: { from: number; add: ChatMessage[] };
  files?: string[];
  readOnlyFiles?: string[];
  editFormat?: string;
  model?: string;
  prompt?: PromptSnapshot;
  /** SHA-256 of each chat and read-only file as the session last saw it. */
  hashes?: Record<string, string>;
}

export interface StartRecord {
  v: 1;
  type: "start";
  at: string;
  id: string;
  root: string;
  platform: Omit<PlatformFacts, "date"> & { date: string };
  model: string;
  weakModel: string | null;
  editorModel: string | null;
  editorEditFormat: string | null;
}

export interface TurnRecord extends StateFields {
  v: 1;
  type: "turn";
  at: string;
  request: string;
  cost: number | null;
  writes: StoredWrite[];
  /** The turn was stopped (Ctrl-C, a cancel, an error) after these writes; its history is unchanged. */
  interrupted?: true;
}

export interface StateRecord extends StateFields {
  v: 1;
  type: "state";
  at: string;
}

export interface MoveRecord extends StateFields {
  v: 1;
  type: "rewind" | "redo";
  at: string;
  turns: number;
}

export type SessionRecord = StartRecord | TurnRecord | StateRecord | MoveRecord;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

function isVersion(value: unknown): boolean {
  if (value === null) return true;
  if (!isObject(value) || typeof value.mode !== "number") return false;
  return value.withheld === true || (typeof value.blob === "string" && /^[0-9a-f]{64}$/.test(value.blob));
}

function isWrite(value: unknown): boolean {
  return isObject(value) && isProjectPath(value.rel) && isVersion(value.before) && isVersion(value.after);
}

function stateFieldsOk(r: Record<string, unknown>): boolean {
  const h = r.history;
  if (h !== undefined && !(isObject(h) && typeof h.from === "number" && Array.isArray(h.add))) return false;
  if (r.files !== undefined && !isStrings(r.files)) return false;
  if (r.readOnlyFiles !== undefined && !isStrings(r.readOnlyFiles)) return false;
  if (r.editFormat !== undefined && typeof r.editFormat !== "string") return false;
  if (r.model !== undefined && typeof r.model !== "string") return false;
  if (r.prompt !== undefined && !(isObject(r.prompt) && Array.isArray(r.prompt.pins))) return false;
  return r.hashes === undefined || isObject(r.hashes);
}

/** The record a log line holds, or undefined when it is not one (a torn last line, a foreign line). */
export function parseRecord(line: string): SessionRecord | undefined {
  let data: unknown;
  try {
    data = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (!isObject(data) || data.v !== LOG_VERSION || typeof data.at !== "string") return undefined;
  if (!stateFieldsOk(data)) return undefined;
  switch (data.type) {
    case "start":
      return typeof data.id === "string" && typeof data.model === "string" && isObject(data.platform)
        ? (data as unknown as StartRecord)
        : undefined;
    case "turn":
      return typeof data.request === "string" && Array.isArray(data.writes) && data.writes.every(isWrite)
        ? (data as unknown as TurnRecord)
        : undefined;
    case "state":
      return data as unknown as StateRecord;
    case "rewind":
    case "redo":
      return Number.isInteger(data.turns) && (data.turns as number) > 0
        ? (data as unknown as MoveRecord)
        : undefined;
    default:
      return undefined;
  }
}
