// One session's append-only log (docs/sessions.md) and the operations on it: record each turn (its
// history, files, mode, model, prompt state and what it wrote), record the state at exit, `/rewind` and
// `/redo`. Everything kept is masked with the session's keys; a file version holding one is withheld.
// The log is written from the first turn on; a failure to write it is said once and the session goes
// on. Never prints: problems go to `onWarning`.
import type { Coder } from "../coders/base-coder.js";
import { wasInterrupted, type TurnResult } from "../coders/turn.js";
import { DEFAULTS } from "../core/defaults.js";
import type { WrittenFile } from "../edits/write/written-file.js";
import { dayOf } from "../prompts/platform-text.js";
import type { PidLock } from "../trust/index.js";
import { maskDeep, maskKeys } from "../trust/secret-mask.js";
import { currentState } from "./current-state.js";
import { listSessions, type SessionSummary } from "./load-session.js";
import { moveFiles, stepsFor, type MoveOutcome } from "./rewind-files.js";
import { lockSession, notInUse } from "./session-lock.js";
import type { SessionRecord, StartRecord, StoredVersion } from "./session-records.js";
import {
  applyRecord,
  startState,
  stateDelta,
  type CurrentState,
  type KnownWrite,
  type SessionState,
} from "./session-state.js";
import {
  appendRecord,
  getBlob,
  newSessionId,
  projectFolder,
  pruneSessions,
  putBlob,
  sha256,
  type SessionPlace,
} from "./session-store.js";

export interface SessionLogOptions extends SessionPlace {
  /** The session's API keys: masked in everything the log keeps. */
  secrets?: readonly string[];
  /** The project's logs are pruned, oldest first, to stay under this (default DEFAULTS.sessionLogBytes). */
  maxBytes?: number;
  /** Go on with this stored session (see loadSessionCoderOptions) instead of starting a new one. */
  resume?: SessionState;
  /** False: keep the record in memory only (`/rewind` within this process; nothing is written). */
  persist?: boolean;
  /** Told once when the log cannot be written (the session goes on without it). */
  onWarning?: (message: string) => void;
  /** The clock for record times and a new session's id. */
  now?: () => Date;
}

/** What a rewind or redo did: the files put back and how many turns, or why nothing was done. */
export type MoveResult = (MoveOutcome & { turns: number }) | { ok: false; file?: undefined; why: string };

export class SessionLog {
  readonly id: string;
  readonly project: string;
  private state: SessionState | undefined;
  private failed = false;
  private held: PidLock | undefined;
  private readonly now: () => Date;

  constructor(private readonly options: SessionLogOptions) {
    this.now = options.now ?? (() => new Date());
    this.project = projectFolder(options);
    this.state = options.resume;
    this.id = options.resume?.start.id ?? newSessionId(this.now());
  }

  /** Whether the log goes to the state folder (false: memory only; it can never be resumed). */
  get persistent(): boolean {
    return this.options.persist !== false;
  }

  /** The session as recorded so far (undefined before its first turn). */
  get recorded(): SessionState | undefined {
    return this.state;
  }

  /** Takes the session's lock (its folder's `lock`, naming this process): a resume does this before it
   *  goes on, and a new session with its first record. Throws SessionBusyError while another live
   *  process holds it. Nothing to lock for a log kept in memory. */
  async lock(): Promise<void> {
    if (this.held || !this.writing()) return;
    this.held = await lockSession(this.project, this.id);
  }

  /** Lets the session go (`close` does this too): another process may resume it. */
  async release(): Promise<void> {
    const held = this.held;
    this.held = undefined;
    await held?.release();
  }

  /** This project's sessions, newest first (this one once it has a turn). */
  list(): Promise<SessionSummary[]> {
    return listSessions(this.options);
  }

  /** The coder's `onTurnDone`: records the turn that just ended (or was stopped after it wrote). */
  readonly turnDone = async (coder: Coder, result: TurnResult): Promise<void> => {
    // The log is the session's memory, not its work: a failure here never fails the turn.
    await this.recordTurn(coder, result).catch((error: unknown) => {
      const why = error instanceof Error ? error.message : String(error);
      this.options.onWarning?.(`the session log could not record this turn (${why})`);
    });
  };

  private async recordTurn(coder: Coder, result: TurnResult): Promise<void> {
    const state = await this.started(coder);
    const writes = await Promise.all(result.writes.map((write) => this.known(write)));
    const record: SessionRecord = {
      ...this.header("turn"),
      request: this.mask(result.request),
      cost: result.cost,
      writes: writes.map(({ rel, before, after }) => ({ rel, before: stored(before), after: stored(after) })),
      ...(wasInterrupted(result) ? { interrupted: true as const } : {}),
      ...stateDelta(state, await this.current(coder)),
    };
    await this.append(record);
    applyRecord(state, record, writes);
  }

  /** Records what changed since the last record (files added, a mode switched) before the exit, and
   *  lets the session go. */
  async close(coder: Coder): Promise<void> {
    try {
      if (!this.state) return;
      const fields = stateDelta(this.state, await this.current(coder));
      if (Object.keys(fields).length === 0) return;
      const record: SessionRecord = { ...this.header("state"), ...fields };
      await this.append(record);
      applyRecord(this.state, record);
    } finally {
      await this.release();
    }
  }

  /** Puts back the files of the last `n` turns and trims the coder's history to before them. */
  rewind(coder: Coder, n = 1): Promise<MoveResult> {
    const turns = this.state?.turns ?? [];
    if (!Number.isInteger(n) || n < 1) return refused(`not a number of turns: ${n}`);
    if (turns.length === 0) return refused("no turn of this session to rewind");
    if (n > turns.length) return refused(`only ${turns.length} turn(s) of this session can be rewound`);
    const group = turns.slice(turns.length - n);
    return this.move(coder, group, "back");
  }

  /** Puts back what the last `/rewind` took away: its files and its conversation. */
  redo(coder: Coder): Promise<MoveResult> {
    const group = this.state?.redo.at(-1);
    if (!group) return refused("nothing to redo");
    return this.move(coder, group, "forward");
  }

  private async move(
    coder: Coder,
    group: readonly SessionState["turns"][number][],
    direction: "back" | "forward",
  ): Promise<MoveResult> {
    const state = this.state as SessionState;
    const outcome = await moveFiles(coder.root, stepsFor(group, direction), (version) =>
      this.bytesOf(version),
    );
    if (!outcome.ok) return { ...outcome, turns: group.length };
    const history = direction === "back" ? group[0]!.historyBefore : group.at(-1)!.historyAfter;
    coder.done = [...history];
    const record: SessionRecord = {
      ...this.header(direction === "back" ? "rewind" : "redo"),
      turns: group.length,
      ...stateDelta(state, await this.current(coder)),
    };
    await this.append(record);
    applyRecord(state, record);
    return { ...outcome, turns: group.length };
  }

  private async bytesOf(version: StoredVersion & { bytes?: Uint8Array }): Promise<Uint8Array | undefined> {
    if (version.bytes) return version.bytes;
    if (version.withheld || !version.blob) return undefined;
    return getBlob(this.project, this.id, version.blob);
  }

  /** The state, with the start record written first when this is the session's first turn. */
  private async started(coder: Coder): Promise<SessionState> {
    if (this.state) return this.state;
    const o = coder.options;
    const start: StartRecord = {
      ...this.header("start"),
      id: this.id,
      root: coder.root,
      platform: this.mask({ ...o.platform, date: dayOf(o.platform.date) }),
      model: o.model.name,
      weakModel: o.weakModel?.name ?? null,
      editorModel: o.editorModel?.name ?? null,
      editorEditFormat: o.editorEditFormat ?? null,
    };
    await this.append(start);
    // A new id: nobody else holds it; a lock that cannot be made only leaves the session unguarded.
    await this.lock().catch(() => undefined);
    this.state = startState(start);
    return this.state;
  }

  private header<T extends SessionRecord["type"]>(type: T): { v: 1; type: T; at: string } {
    return { v: 1, type, at: this.now().toISOString() };
  }

  /** The coder's state as the log keeps it: masked, and each pinned or shown file text as the blob of
   *  its (masked) text, so a file shown in many turns is kept once. */
  private async current(coder: Coder): Promise<CurrentState> {
    const now = this.mask(await currentState(coder));
    const ref = async ([path, text]: [string, string]): Promise<[string, string]> => {
      const bytes = Buffer.from(text, "utf8");
      const hash = this.writing()
        ? await putBlob(this.project, this.id, bytes).catch(() => sha256(bytes))
        : sha256(bytes);
      return [path, hash];
    };
    const pins = await Promise.all(
      now.prompt.pins.map(async (pin) => ({
        ...pin,
        pinned: await Promise.all(pin.pinned.map(ref)),
        known: await Promise.all(pin.known.map(ref)),
      })),
    );
    return { ...now, prompt: { ...now.prompt, pins } };
  }

  /** A written file as the log keeps it: each version's bytes in a blob, unless they hold a key. */
  private async known(write: WrittenFile): Promise<KnownWrite> {
    const version = async (v: WrittenFile["before"]) => {
      if (v === null) return null;
      const text = Buffer.from(v.bytes).toString("latin1");
      if (maskKeys(text, this.options.secrets ?? []) !== text)
        return { mode: v.mode, withheld: true as const, bytes: v.bytes };
      const blob = !this.writing()
        ? undefined
        : await putBlob(this.project, this.id, v.bytes).catch(() => undefined);
      return { mode: v.mode, bytes: v.bytes, ...(blob ? { blob } : { withheld: true as const }) };
    };
    return { rel: write.rel, before: await version(write.before), after: await version(write.after) };
  }

  /** Whether records and blobs go to disk (not with `persist: false`, nor after a write failed). */
  private writing(): boolean {
    return !this.failed && this.options.persist !== false;
  }

  private mask<T>(value: T): T {
    const secrets = this.options.secrets ?? [];
    return maskDeep(value, (text) => maskKeys(text, secrets));
  }

  private async append(record: SessionRecord): Promise<void> {
    if (!this.writing()) return;
    try {
      await appendRecord(this.project, this.id, record);
      await pruneSessions(this.project, this.options.maxBytes ?? DEFAULTS.sessionLogBytes, this.id, (id) =>
        notInUse(this.project, id),
      );
    } catch (error) {
      this.failed = true;
      const why = error instanceof Error ? error.message : String(error);
      this.options.onWarning?.(
        `the session log cannot be written (${why}); this session will not be resumable`,
      );
    }
  }
}

/** A version without the bytes this process holds: what the log line says. */
function stored(version: (StoredVersion & { bytes?: Uint8Array }) | null): StoredVersion | null {
  if (version === null) return null;
  const { bytes: _bytes, ...rest } = version;
  return rest;
}

const refused = (why: string): Promise<MoveResult> => Promise.resolve({ ok: false, why });
