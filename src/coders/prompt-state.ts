// What a session's earlier requests fixed in place, so the next one starts with the same bytes: the pinned
// copies of the chat files with their change notes, and the repo map. Decides when either is rebuilt; no text.
import {
  pinChatFiles,
  type ConversationPoint,
  type PinnedView,
  type PinState,
} from "../chunks/pin-chat-files.js";
import type { ChangeNote, ChunkFile } from "../chunks/chunk-input.js";
import type { RepoMap, RepoMapResult } from "../repomap/repo-map.js";
import { messageText, type ChatMessage } from "../core/chat-message.js";
import { mentionsIn, sentMapCeiling } from "./chat-context.js";
import type { CoderOptions } from "./coder-options.js";

/**
 * The map is ranked once and reused until the set of chat files (or the ceiling it implies) changes or
 * the user asks (`refreshMap`): a message's identifiers wait for that refresh instead of re-ranking the
 * map a cached prefix holds, and a reflection round never re-ranks.
 */
export class PromptState {
  /**
   * Per chat mode (the prompt class): a one-off `/ask` or `/architect` message sends its own system
   * text, so it pins its own copies, and the edit mode's pins are still there when it returns. A mode's
   * change notes sit in the history all modes share, but only that mode's requests send them: each
   * follows its own pins, and the first note after a switch back covers everything since.
   */
  private readonly pins = new Map<string, PinState>();
  private map: { key: string; text: string | null } | null = null;
  private readonly idents = new Set<string>();
  private readonly mentionedFiles = new Set<string>();
  /** The user's messages since the map was last ranked: their words steer the next ranking. */
  private readonly requests: string[] = [];

  /** The chat files as this request of chat mode `mode` sends them (see pinChatFiles); the mode's pins
   *  and notes move on with it. */
  chatFiles(mode: string, current: readonly ChunkFile[], point: ConversationPoint): PinnedView {
    const view = pinChatFiles(this.pins.get(mode) ?? null, current, point);
    this.pins.set(mode, view.state);
    return view;
  }

  /**
   * The map text a request with turn `cur` carries, null when it carries none: the session's map, or a
   * fresh one when a new turn finds the chat's file set (or the ceiling) changed. The turn's message is
   * noted for the next refresh first, so a refresh due anyway ranks with it too. A reflection round
   * (the turn already holds a reply) never re-ranks.
   */
  async mapText(
    options: CoderOptions,
    chatFiles: readonly string[],
    cur: readonly ChatMessage[],
  ): Promise<string | null> {
    const maxTokens = sentMapCeiling(options, chatFiles.length);
    if (maxTokens <= 0 || !options.repoMap) return null;
    const reflection = cur.some((message) => message.role === "assistant");
    const lastUser = [...cur].reverse().find((message) => message.role === "user");
    if (!reflection && lastUser) this.note(messageText(lastUser));
    const key = mapKey(chatFiles, maxTokens);
    if (this.map !== null && (reflection || this.map.key === key)) return this.map.text;
    return this.rank(options.repoMap, chatFiles, maxTokens, false).then(() => this.map!.text);
  }

  /** Re-ranks the map now (the user's `/map-refresh`); null when requests carry no map. */
  async refreshMap(options: CoderOptions, chatFiles: readonly string[]): Promise<RepoMapResult | null> {
    const maxTokens = sentMapCeiling(options, chatFiles.length);
    if (maxTokens <= 0 || !options.repoMap) return null;
    return this.rank(options.repoMap, chatFiles, maxTokens, true);
  }

  /** Carries the pins and the map over to a coder switched from this one (a new chat mode). */
  adopt(from: PromptState): void {
    for (const [mode, pins] of from.pins) this.pins.set(mode, pins);
    this.map = from.map;
    for (const ident of from.idents) this.idents.add(ident);
    for (const file of from.mentionedFiles) this.mentionedFiles.add(file);
    this.requests.push(...from.requests);
  }

  /** What a later process needs to send the same bytes again: each mode's pins and the map (a session
   *  log keeps it; see docs/sessions.md). */
  snapshot(): PromptSnapshot {
    const pins = [...this.pins].map(([mode, state]) => ({
      mode,
      pinned: [...state.pinned],
      known: [...state.known],
      notes: state.notes.map((note) => ({ ...note, changes: note.changes.map((c) => ({ ...c })) })),
    }));
    return { pins, map: this.map && { ...this.map } };
  }

  /** Takes the pins and the map a snapshot holds (a resumed session's first request starts from them). */
  restore(snapshot: PromptSnapshot): void {
    this.pins.clear();
    for (const pin of snapshot.pins) {
      const state = { pinned: new Map(pin.pinned), known: new Map(pin.known), notes: pin.notes };
      this.pins.set(pin.mode, state);
    }
    this.map = snapshot.map && { ...snapshot.map };
  }

  private note(message: string): void {
    const mentions = mentionsIn(message);
    for (const ident of mentions.idents) this.idents.add(ident);
    for (const file of mentions.files) this.mentionedFiles.add(file);
    this.requests.push(message);
  }

  private async rank(
    repoMap: RepoMap,
    chatFiles: readonly string[],
    maxTokens: number,
    force: boolean,
  ): Promise<RepoMapResult> {
    const result = await repoMap.getRepoMap({
      chatFiles,
      mentionedFiles: [...this.mentionedFiles],
      mentionedIdents: [...this.idents],
      ...(this.requests.length > 0 ? { requestText: this.requests.join("\n\n") } : {}),
      maxTokens,
      ...(force ? { forceRefresh: true } : {}),
    });
    this.idents.clear();
    this.mentionedFiles.clear();
    this.requests.length = 0;
    this.map = { key: mapKey(chatFiles, maxTokens), text: result.text.trim() === "" ? null : result.text };
    return result;
  }
}

/** A PromptState as data (JSON-safe): each chat mode's pinned copies, the files as shown, the change
 *  notes, and the ranked map with the key it was ranked for. */
export interface PromptSnapshot {
  pins: { mode: string; pinned: [string, string][]; known: [string, string][]; notes: ChangeNote[] }[];
  map: { key: string; text: string | null } | null;
}

/** The files the repo map treats as the chat's (not shown, they personalise the ranking): the chat
 *  files and the read-only ones, as Aider's map does; sorted, each once. */
export function mapChatFiles(files: Iterable<string>, readOnlyFiles: Iterable<string>): string[] {
  return [...new Set([...files, ...readOnlyFiles])].sort();
}

function mapKey(chatFiles: readonly string[], maxTokens: number): string {
  return JSON.stringify([[...chatFiles].sort(), maxTokens]);
}

/**
 * Where a request built from `done` and `cur` stands (see ConversationPoint): a new change note goes
 * before the turn's newest user message (the turn's own, or a reflection round's), or after everything
 * when the turn is empty (a preview). Never inside a tool round: calls and their results stay together.
 */
export function conversationPoint(
  done: readonly ChatMessage[],
  cur: readonly ChatMessage[],
): ConversationPoint {
  const texts = [...done, ...cur].map(messageText);
  if (cur.some((message) => message.toolCalls?.length || message.toolResults?.length)) {
    return { texts, noteAt: null };
  }
  const last = cur[cur.length - 1];
  return { texts, noteAt: last?.role === "user" ? texts.length - 1 : texts.length };
}
