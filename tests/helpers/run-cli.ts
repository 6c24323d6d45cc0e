// Runs the kerf CLI in-process with its own streams, environment and working directory.
import { PassThrough } from "node:stream";
import { main } from "../../src/cli/main";

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export async function runCli(
  argv: string[],
  options: { cwd: string; env?: Record<string, string>; stdinTty?: boolean; input?: string },
): Promise<CliRun> {
  const stdin = Object.assign(new PassThrough(), { isTTY: options.stdinTty ?? false });
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = "";
  let err = "";
  stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
  if (options.input !== undefined) stdin.end(options.input);
  const code = await main({ argv, env: options.env ?? {}, cwd: options.cwd, stdin, stdout, stderr });
  return { code, stdout: out, stderr: err };
}
