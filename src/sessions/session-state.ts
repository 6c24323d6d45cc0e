// A session as its log describes it, built by replaying the records in order — the same steps whether
// the records were just written (the live session) or read back (a resume): the history, files, mode,
// model and prompt state as last recorded, the turns that can be rewound and the rewound ones that can
// be redone. Pure.
import type { ChatMessage } from "../core/chat-message.js";
import type { PromptSnapshot } from "../coders/prompt-state.js";
import type { SessionRecord, StartRecord, StateFields, StoredVersion } from "./session-records.js";

/** A file version: as the log keeps it, plus its bytes when this process still holds them. */
export interface KnownVersion extends StoredVersion {
  bytes?: Uint8Array;
}

export interface KnownWrite {
  rel: string;
  before: KnownVersion | null;
  after: KnownVersion | null;
}

/** One turn as `/rewind` needs it: the history before and after it, and what it wrote. */
export interface SessionTurn {
  at: string;
  request: string;
  historyBefore: ChatMessage[];
  historyAfter: ChatMessage[];
  writes: KnownWrite[];
  /** Stopped by Ctrl-C, a cancel or an error after it wrote (historyBefore and historyAfter match). */
  interrupted?: true;
}

export interface SessionState {
  start: StartRecord;
  history: ChatMessage[];
  files: string[];
  readOnlyFiles: string[];
  editFormat: string | undefined;
  model: string;
  prompt: PromptSnapshot | undefined;
  hashes: Record<string, string>;
  /** Turns not rewound, oldest first. */
  turns: SessionTurn[];
  /** Rewound groups, the last rewound on top. */
  redo: SessionTurn[][];
  /** Every turn's cost that is known (rewound turns still cost what they cost). */
  cost: number;
  /** Every turn ever made, rewound ones included. */
  turnCount: number;
  firstRequest: string | undefined;
  lastAt: string;
}

export function startState(start: StartRecord): SessionState {
  return {
    start,
    history: [],
    files: [],
    readOnlyFiles: [],
    editFormat: undefined,
    model: start.model,
    prompt: undefined,
    hashes: {},
    turns: [],
    redo: [],
    cost: 0,
    turnCount: 0,
    firstRequest: undefined,
    lastAt: start.at,
  };
}

/** The state of a whole log, or undefined when it does not open with a start record. */
export function replay(records: readonly SessionRecord[]): SessionState | undefined {
  const [first, ...rest] = records;
  if (first?.type !== "start") return undefined;
  const state = startState(first);
  for (const record of rest) applyRecord(state, record);
  return state;
}

/** One record's effect; `writes`: the turn's writes with the bytes this process still holds. */
export function applyRecord(state: SessionState, record: SessionRecord, writes?: KnownWrite[]): void {
  if (record.type === "start") return;
  state.lastAt = record.at;
  if (record.type === "turn") {
    const historyBefore = state.history;
    applyFields(state, record);
    state.turns.push({
      at: record.at,
      request: record.request,
      historyBefore,
      historyAfter: state.history,
      writes: writes ?? record.writes,
      ...(record.interrupted ? { interrupted: true as const } : {}),
    });
    state.redo = [];
    state.cost += record.cost ?? 0;
    state.turnCount++;
    state.firstRequest ??= record.request;
    return;
  }
  if (record.type === "rewind") {
    const group = state.turns.splice(Math.max(0, state.turns.length - record.turns));
    if (group.length > 0) state.redo.push(group);
  } else if (record.type === "redo") {
    state.turns.push(...(state.redo.pop() ?? []));
  }
  applyFields(state, record);
}

function applyFields(state: SessionState, fields: StateFields): void {
  if (fields.history) state.history = [...state.history.slice(0, fields.history.from), ...fields.history.add];
  if (fields.files) state.files = [...fields.files];
  if (fields.readOnlyFiles) state.readOnlyFiles = [...fields.readOnlyFiles];
  if (fields.editFormat !== undefined) state.editFormat = fields.editFormat;
  if (fields.model !== undefined) state.model = fields.model;
  if (fields.prompt) state.prompt = fields.prompt;
  if (fields.hashes) state.hashes = { ...fields.hashes };
}

/** What a session looks like now, in the log's terms (masked already: it is compared with the log). */
export interface CurrentState {
  history: ChatMessage[];
  files: string[];
  readOnlyFiles: string[];
  editFormat: string;
  model: string;
  prompt: PromptSnapshot;
  hashes: Record<string, string>;
}

/** The fields of `now` that differ from `state`: what the next record must carry. */
export function stateDelta(state: SessionState, now: CurrentState): StateFields {
  const fields: StateFields = {};
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  let from = 0;
  while (
    from < state.history.length &&
    from < now.history.length &&
    same(state.history[from], now.history[from])
  )
    from++;
  if (from < state.history.length || from < now.history.length)
    fields.history = { from, add: now.history.slice(from) };
  if (!same(state.files, now.files)) fields.files = now.files;
  if (!same(state.readOnlyFiles, now.readOnlyFiles)) fields.readOnlyFiles = now.readOnlyFiles;
  if (state.editFormat !== now.editFormat) fields.editFormat = now.editFormat;
  if (state.model !== now.model) fields.model = now.model;
  if (!same(state.prompt, now.prompt)) fields.prompt = now.prompt;
  if (!same(state.hashes, now.hashes)) fields.hashes = now.hashes;
  return fields;
}
