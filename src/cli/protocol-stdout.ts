// While kerf serves a protocol on stdio (`kerf acp`, `kerf mcp`), its stdout carries the JSON-RPC stream
// and nothing else: anything else that would write there (console.log, a library's
// process.stdout.write) goes to stderr. Returns the one writer of the real stdout, for the protocol's
// transport.
import { Writable } from "node:stream";

export function protocolStdout(out: Writable): Writable {
  const write = out.write.bind(out) as (chunk: Uint8Array, done: (error?: Error | null) => void) => boolean;
  if (out === process.stdout) {
    process.stdout.write = process.stderr.write.bind(process.stderr) as typeof process.stdout.write;
    console.log = console.info = console.debug = console.error;
  }
  return new Writable({ write: (chunk: Uint8Array, _encoding, done) => write(chunk, done) });
}
