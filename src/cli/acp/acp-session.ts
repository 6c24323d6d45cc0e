// One ACP session: the kerf session built for the client's cwd (open-session.ts), the REPL state its
// slash commands run on, the turn in progress and its cancel. Its id is the id of the kerf session log it
// records into (so session/load finds it), or a random one when the log is kept in memory only. Every
// update for the client goes through one queue, so they arrive in order and before the prompt's answer.
import { randomUUID } from "node:crypto";
import { PassThrough } from "node:stream";
import {
  RequestError,
  type AgentContext,
  type ContentBlock,
  type PromptResponse,
  type SessionUpdate,
} from "@agentclientprotocol/sdk";
import type { Reporter } from "../../coders/coder-events.js";
import type { TurnResult } from "../../coders/turn.js";
import { FsWorkspace } from "../../edits/workspace/fs-workspace.js";
import type { Workspace } from "../../edits/workspace/workspace.js";
import { maskKeys } from "../../trust/secret-mask.js";
import { runCommand } from "../repl/command-table.js";
import { LineInput } from "../repl/line-input.js";
import { Repl } from "../repl/repl.js";
import type { Session } from "../setup.js";
import { availableCommands, offeredCommand, runOffered } from "./acp-commands.js";
import { EditorWorkspace } from "./editor-workspace.js";
import { SessionUpdates } from "./event-updates.js";
import { missingKey, openKerfSession, type AcpDefaults } from "./open-session.js";
import { Permissions } from "./permission.js";
import { readPrompt } from "./prompt-blocks.js";
import { currentMode, modeState, switchMode } from "./session-modes.js";
import { stopReasonOf } from "./stop-reason.js";
import { replayUpdates } from "./stored-session.js";
import { textTerminal } from "./text-terminal.js";
import { WatchedWorkspace } from "./watched-workspace.js";

export interface OpenInput {
  cwd: string;
  defaults: AcpDefaults;
  client: AgentContext;
  /** The client reads and writes text files for the agent (both fs capabilities). */
  clientFiles: boolean;
  /** session/load: the id of the stored session to go on with (it is then this session's id). */
  load?: string;
}

export class AcpSession {
  private turn: AbortController | null = null;
  private queue: Promise<void> = Promise.resolve();
  /** Said at the start of the first turn: a session/new answer carries no text. */
  private notes: string[];

  private constructor(
    readonly id: string,
    readonly kerf: Session,
    readonly repl: Repl,
    readonly updates: SessionUpdates,
    private readonly client: AgentContext,
    notes: string[],
  ) {
    this.notes = notes;
  }

  /** Opens the session; for session/load, the stored conversation has been replayed to the client (and
   *  every update sent) when this resolves. Throws the MissingApiKeyError, having sent nothing, when the
   *  session's model has no key. */
  static async open(input: OpenInput): Promise<AcpSession> {
    const { client } = input;
    let id = input.load ?? randomUUID();
    // Events of the setup itself (a warning) are kept until the updates exist.
    const early: Parameters<Reporter>[0][] = [];
    let report: Reporter = (event) => early.push(event);
    // Until the settings are loaded nothing is asked; then they say whether --yes-always holds.
    let yesAlways = false;
    const permissions = new Permissions(
      client,
      () => id,
      () => yesAlways,
    );
    let turnSignal: AbortSignal | undefined;
    const confirm = permissions.confirmFor(() => turnSignal);
    const hooks = { reporter: (event: Parameters<Reporter>[0]) => report(event), confirm };
    const { session, warnings } = await openKerfSession(input.defaults, input.cwd, hooks, input.load);
    // No key for the model: refused before anything reaches the client (a load's replay included).
    const missing = missingKey(session);
    if (missing) {
      await session.sessionLog.release();
      throw missing;
    }
    if (input.load === undefined && session.sessionLog.persistent) id = session.sessionLog.id;
    yesAlways = session.settings.values.yesAlways;
    const send = (update: SessionUpdate) => acp.send(update);
    const updates = new SessionUpdates({
      root: session.root,
      secrets: session.secrets,
      contextWindow: () => session.coder.options.model.settings.contextWindow ?? 0,
      send,
    });
    const term = textTerminal(session.root, session.secrets, (text) => updates.line(text));
    const io = { ...session.io, stdin: new PassThrough() };
    const repl = new Repl(session, term, new LineInput({ io, interactive: false }), runCommand);
    const workspace = new WatchedWorkspace(innerWorkspace(session, id, input.clientFiles, client), {
      before: (writes) => updates.edits.announce(writes),
      after: (_writes, error) => updates.edits.settle(error),
    });
    // The REPL's constructor asked questions on its input; here the client answers them.
    repl.replaceCoder({ confirm, workspace });
    const acp = new AcpSession(id, session, repl, updates, client, [
      ...warnings.map((warning) => `warning: ${warning}`),
    ]);
    acp.trackSignal = (signal) => (turnSignal = signal);
    report = updates.handle;
    // The conversation first, then what setup said (the resume's note, files changed since).
    if (input.load !== undefined)
      for (const update of replayUpdates(session.sessionLog.recorded?.turns ?? [])) acp.send(update);
    for (const event of early) updates.handle(event);
    await acp.queue;
    return acp;
  }

  /** Set by `open`: the signal the permission requests of the running turn are cancelled by. */
  private trackSignal: (signal: AbortSignal | undefined) => void = () => undefined;

  /** Sent after session/new's answer: the slash commands the prompt box offers. */
  advertise(): void {
    this.send({ sessionUpdate: "available_commands_update", availableCommands: availableCommands() });
  }

  modes() {
    return modeState(this.repl);
  }

  setMode(id: string): void {
    if (!switchMode(this.repl, id)) throw RequestError.invalidParams(undefined, `kerf has no mode "${id}"`);
    this.send({ sessionUpdate: "current_mode_update", currentModeId: currentMode(this.repl) });
  }

  /** The session ends (session/close, a reload, the connection's end): its turn is cancelled, the chat
   *  log finishes its entry and the session log records what changed since the last turn (files added,
   *  a mode switched), as the CLI does at exit, so a later session/load finds it. */
  async close(): Promise<void> {
    this.cancel();
    await this.kerf.chatLog.settled();
    await this.kerf.sessionLog.close(this.kerf.coder).catch(() => undefined);
  }

  /** session/cancel: the model request stops at once, pending permission requests are cancelled. */
  cancel(): void {
    this.turn?.abort();
  }

  async prompt(blocks: readonly ContentBlock[]): Promise<PromptResponse> {
    if (this.turn)
      throw RequestError.invalidRequest(undefined, "a prompt is already running in this session");
    const controller = new AbortController();
    this.turn = controller;
    this.trackSignal(controller.signal);
    try {
      const stopReason = await this.runTurn(blocks, controller.signal);
      return { stopReason, _meta: { kerf: { usage: this.updates.usage, cost: this.updates.cost } } };
    } finally {
      this.turn = null;
      this.trackSignal(undefined);
      await this.queue;
    }
  }

  private async runTurn(
    blocks: readonly ContentBlock[],
    signal: AbortSignal,
  ): Promise<PromptResponse["stopReason"]> {
    for (const note of this.notes.splice(0)) this.updates.line(`${note}\n`);
    const coder = this.repl.coder;
    const message = readPrompt(blocks, this.kerf.root);
    for (const note of message.notes) this.updates.line(`warning: ${note}\n`);
    const added = message.files.filter((file) => !coder.files.has(file));
    for (const file of added) coder.files.add(file);
    if (added.length > 0) this.updates.handle({ type: "files-added", paths: added });
    if (offeredCommand(message.text)) {
      const mode = currentMode(this.repl);
      await this.repl.refreshProjectFiles();
      await runOffered(this.repl, message.text);
      if (currentMode(this.repl) !== mode)
        this.send({ sessionUpdate: "current_mode_update", currentModeId: currentMode(this.repl) });
      return "end_turn";
    }
    if (message.text.trim() === "") return "end_turn";
    let result: TurnResult;
    try {
      result = await coder.run(message.text, { signal });
    } catch (error) {
      if (signal.aborted) return "cancelled";
      const words = error instanceof Error ? error.message : String(error);
      throw RequestError.internalError(undefined, maskKeys(words, this.kerf.secrets));
    }
    return stopReasonOf(result, signal.aborted);
  }

  private send(update: SessionUpdate): void {
    const params = { sessionId: this.id, update };
    this.queue = this.queue.then(() => this.client.notify("session/update", params)).catch(() => undefined);
  }
}

/** The editor's buffers when the client reads and writes text files for kerf (and the files are UTF-8,
 *  as the client's text is); the disk otherwise. */
function innerWorkspace(
  session: Session,
  sessionId: string,
  clientFiles: boolean,
  client: AgentContext,
): Workspace {
  const disk = new FsWorkspace(session.root);
  const encoding = session.coder.options.encoding;
  const utf8 = encoding === undefined || /^utf-?8$/i.test(encoding);
  if (!clientFiles || !utf8) return disk;
  return new EditorWorkspace(disk, {
    read: async (path) => (await client.request("fs/read_text_file", { sessionId, path })).content,
    write: async (path, content) => {
      await client.request("fs/write_text_file", { sessionId, path, content });
    },
  });
}
