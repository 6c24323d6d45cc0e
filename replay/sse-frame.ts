// One server-sent event as the payload builders describe it, and the pure helpers on frames and text
// the builders share. Pure: no network.

/** One SSE frame. `data` is JSON-encoded unless it is a string (e.g. "[DONE]"). */
export interface Frame {
  event?: string;
  data: unknown;
  /** Part of the stream's opening: what a cut after 0 characters still sends. */
  head?: boolean;
  /** A streamed piece of text, thinking or arguments: paced by chunkDelayMs. */
  delta?: boolean;
}

/** The frames a stream had sent when it broke off after its last delta (or after its opening). */
export function openingFrames(frames: readonly Frame[]): Frame[] {
  const lastDelta = frames.map((frame) => frame.delta === true).lastIndexOf(true);
  if (lastDelta >= 0) return frames.slice(0, lastDelta + 1);
  const firstBody = frames.findIndex((frame) => frame.head !== true);
  return frames.slice(0, firstBody < 0 ? frames.length : firstBody);
}

/** `text` in pieces of `size` characters (code points, so no surrogate pair is split). */
export function pieces(text: string, size: number): string[] {
  const chars = Array.from(text);
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(""));
  return out;
}
