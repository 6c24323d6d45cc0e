// `kerf acp [options]`: kerf as an Agent Client Protocol agent on stdio. The flags and config files are
// every session's defaults; stdout carries the JSON-RPC stream alone from here on. Returns when the
// client closes the connection (its end of stdin).
import { Readable, Writable } from "node:stream";
import { ndJsonStream } from "@agentclientprotocol/sdk";
import type { CliIo } from "../cli-io.js";
import { EXIT, UsageError } from "../exit-codes.js";
import { helpExtras } from "../help-extras.js";
import { parseArgs } from "../program.js";
import { protocolStdout } from "../protocol-stdout.js";
import { kerfAgent } from "./acp-agent.js";
import type { AcpSession } from "./acp-session.js";
import { warmUp } from "./warm-up.js";

export async function acpMain(io: CliIo, argv: string[]): Promise<number> {
  const write = { out: (s: string) => io.stdout.write(s), err: (s: string) => io.stderr.write(s) };
  const args = parseArgs(argv, write, await helpExtras(io));
  if (!args) return EXIT.ok;
  if (args.files.length > 0)
    throw new UsageError("kerf acp takes no files: each session's project is the client's cwd");
  if (args.given.continue !== undefined || args.given.resume !== undefined)
    throw new UsageError(
      "kerf acp takes no --continue or --resume: a client resumes a session with session/load",
    );
  const output = Writable.toWeb(protocolStdout(io.stdout)) as WritableStream<Uint8Array>;
  // Before the first message is read: a session's first request does not wait for it (warm-up.ts).
  await warmUp();
  const input = Readable.toWeb(io.stdin) as ReadableStream<Uint8Array>;
  const sessions = new Map<string, AcpSession>();
  const agent = kerfAgent({ args, env: io.env, stderr: io.stderr }, sessions);
  const connection = agent.connect(ndJsonStream(output, input));
  await connection.closed;
  // Each session's chat log finishes its last entry, and its session log records its last state.
  await Promise.all([...sessions.values()].map((session) => session.close()));
  return EXIT.ok;
}
