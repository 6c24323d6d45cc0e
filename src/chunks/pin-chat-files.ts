// The diff-chain rule: which copy of each chat file a request sends whole (the pinned copy, before the
// history) and the change notes that bring it up to date, each a diff from the file as the conversation
// last showed it, kept in the history where it was first sent. Pure: the caller keeps the state.
import { boundedPatch } from "../edits/bounded-diff.js";
import type { ChatFileChange, ChangeNote, ChunkFile } from "./chunk-input.js";

/**
 * The notes since the last re-pin may add up to this share of a file (in characters) before every file
 * is re-sent whole: past it the model reads more diff than file, and one whole copy beats a long chain.
 * Re-pinning resets the cached prefix from the chat files on, once.
 */
export const REPIN_SHARE = 0.5;

/** Lines of context around each change: one locates the hunk (its header gives the line numbers too). */
export const DIFF_CONTEXT = 1;

/** What a session's requests have shown of its chat files; the next request starts from it. */
export interface PinState {
  /** The copies the chat-files layer sends whole. */
  pinned: ReadonlyMap<string, string>;
  /** Each file as the conversation shows it: its pinned copy with every note applied in order. */
  known: ReadonlyMap<string, string>;
  /** The change notes since the pin, each anchored in the conversation (see ChangeNote). */
  notes: readonly ChangeNote[];
}

export interface PinnedView {
  /** What the chat-files layer sends: every chat file as pinned, in the order given. */
  pinned: ChunkFile[];
  /** Every note since the pin, oldest first, this request's new one (if any) last. */
  notes: ChangeNote[];
  /** The changes this request notes for the first time; empty when none. */
  changes: ChatFileChange[];
  /** The pins changed (first request, another file set, a history that moved, a chain too long). */
  repinned: boolean;
  /** The state the next request starts from. */
  state: PinState;
}

/**
 * Where this request stands in the conversation: `texts` is the text of every message of the history
 * and the turn so far, in order; `noteAt` is where a new note goes (before the turn's newest user
 * message), or null when none may go in now (a tool round: nothing may sit between calls and results).
 */
export interface ConversationPoint {
  texts: readonly string[];
  noteAt: number | null;
}

/**
 * `state`: what the previous request left (null before the first). The chat files are re-pinned whole
 * when the set of files changes, when the history no longer holds a note where it was sent (summarised
 * or cleared), or when a file's chain of notes would outgrow its share; otherwise a file that changed
 * since the conversation last showed it gets a new note at `point.noteAt`.
 */
export function pinChatFiles(
  state: PinState | null,
  current: readonly ChunkFile[],
  point: ConversationPoint,
  repinShare = REPIN_SHARE,
): PinnedView {
  if (!state || !sameFiles(state, current) || !state.notes.every((note) => standsIn(note, point.texts))) {
    return whole(current);
  }
  const changes: ChatFileChange[] = [];
  for (const file of current) {
    const before = state.known.get(file.path)!;
    if (before === file.content) continue;
    const diff = fileDiff(file.path, before, file.content);
    if (chainLength(state.notes, file.path) + diff.length > repinShare * file.content.length) {
      return whole(current);
    }
    changes.push({ path: file.path, diff });
  }
  const pinned = current.map((file) => ({ path: file.path, content: state.pinned.get(file.path)! }));
  if (changes.length === 0 || point.noteAt === null) {
    return { pinned, notes: [...state.notes], changes: [], repinned: false, state };
  }
  const at = point.noteAt;
  const note: ChangeNote = { at, after: at === 0 ? null : point.texts[at - 1]!, changes };
  const notes = [...state.notes, note];
  const known = new Map(state.known);
  for (const file of current) known.set(file.path, file.content);
  return { pinned, notes, changes, repinned: false, state: { pinned: state.pinned, known, notes } };
}

/** A unified diff from what the conversation showed to the current content, its headers naming which. */
export function fileDiff(path: string, before: string, after: string): string {
  const patch = boundedPatch(`${path} (as shown before)`, `${path} (now)`, before, after, DIFF_CONTEXT);
  return patch.replace(/^(Index: .*\n)?=+\n/, "");
}

function whole(current: readonly ChunkFile[]): PinnedView {
  const copies = new Map(current.map((file) => [file.path, file.content]));
  const state: PinState = { pinned: copies, known: copies, notes: [] };
  return { pinned: [...current], notes: [], changes: [], repinned: true, state };
}

/** Characters of the diffs the notes since the pin hold for `path`. */
function chainLength(notes: readonly ChangeNote[], path: string): number {
  let length = 0;
  for (const note of notes)
    for (const change of note.changes) if (change.path === path) length += change.diff.length;
  return length;
}

function sameFiles(state: PinState, current: readonly ChunkFile[]): boolean {
  return state.pinned.size === current.length && current.every((file) => state.pinned.has(file.path));
}

/** A note still stands where it was sent: the message it followed is still there, at the same place. */
function standsIn(note: ChangeNote, texts: readonly string[]): boolean {
  if (note.at > texts.length) return false;
  return note.at === 0 ? note.after === null : texts[note.at - 1] === note.after;
}
