// A Terminal whose output is text handed to a callback (no colour, keys masked): what the CLI's printers
// and the REPL's commands say, sent to an ACP client as message text instead of printed.
import { PassThrough, Writable } from "node:stream";
import type { CliIo } from "../cli-io.js";
import { Terminal } from "../terminal.js";

export function textTerminal(
  root: string,
  secrets: readonly string[],
  say: (text: string) => void,
): Terminal {
  const sink = () =>
    new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        say(chunk.toString());
        done();
      },
    });
  const io: CliIo = {
    argv: [],
    env: { NO_COLOR: "1" },
    cwd: root,
    stdin: new PassThrough(),
    stdout: sink(),
    stderr: sink(),
  };
  return new Terminal(io, { pretty: false, secrets });
}
