// Where the change notes go among the history and the turn: each before the message it was first sent
// before, so every later request repeats it at the same place. Placement only; the caller renders notes.
import type { ChatMessage } from "../core/chat-message.js";
import type { ChangeNote } from "./chunk-input.js";

export interface PlacedNotes {
  /** The history with the notes sent within it. */
  done: ChatMessage[];
  /** The notes sent between the history and the turn (this turn's first request made them). */
  changes: ChatMessage[];
  /** The turn with the notes sent within it (before a reflection round's message). */
  cur: ChatMessage[];
}

export function placeNotes(
  done: readonly ChatMessage[],
  cur: readonly ChatMessage[],
  notes: readonly ChangeNote[],
  render: (note: ChangeNote) => ChatMessage[],
): PlacedNotes {
  const end = done.length + cur.length;
  const byPlace = new Map<number, ChatMessage[]>();
  // Notes at or past the end of a non-empty turn (made when it did not end with a user message) go last.
  const last = (at: number) => at >= end && at > done.length;
  for (const note of notes) {
    const at = last(note.at) ? Infinity : note.at;
    byPlace.set(at, [...(byPlace.get(at) ?? []), ...render(note)]);
  }
  const before = (index: number) => byPlace.get(index) ?? [];
  const placed: PlacedNotes = { done: [], changes: before(done.length), cur: [] };
  done.forEach((message, index) => placed.done.push(...before(index), message));
  cur.forEach((message, index) =>
    placed.cur.push(...(index > 0 ? before(done.length + index) : []), message),
  );
  placed.cur.push(...before(Infinity));
  return placed;
}
