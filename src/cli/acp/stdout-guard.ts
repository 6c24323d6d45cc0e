// While kerf serves ACP, its stdout carries the JSON-RPC stream and nothing else: anything else that
// would write there (console.log, a library's process.stdout.write) goes to stderr. Returns the one
// writer of the real stdout, for the protocol stream.
import type { Writable } from "node:stream";

export function guardStdout(out: Writable): (chunk: Uint8Array) => Promise<void> {
  const write = out.write.bind(out) as (chunk: Uint8Array, done: (error?: Error | null) => void) => boolean;
  if (out === process.stdout) {
    process.stdout.write = process.stderr.write.bind(process.stderr) as typeof process.stdout.write;
    console.log = console.info = console.debug = console.error;
  }
  return (chunk) =>
    new Promise((resolve, reject) => write(chunk, (error) => (error ? reject(error) : resolve())));
}
