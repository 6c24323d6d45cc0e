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
  const before = (index: number) => notes.filter((note) => note.at === index).flatMap(render);
  const placed: PlacedNotes = { done: [], changes: before(done.length), cur: [] };
  done.forEach((message, index) => placed.done.push(...before(index), message));
  cur.forEach((message, index) =>
    placed.cur.push(...(index > 0 ? before(done.length + index) : []), message),
  );
  const end = done.length + cur.length;
  const after = notes.filter((note) => note.at >= end && note.at > done.length).flatMap(render);
  placed.cur.push(...after);
  return placed;
}
