// Binary detection, shared by the applier, the chat-file reader and the repo map. Pure.

/** A NUL byte in the first 8 KB marks a file as binary, as git does. */
export function isBinary(bytes: Uint8Array): boolean {
  return bytes.subarray(0, 8192).includes(0);
}
