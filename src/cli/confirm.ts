// Asks the user a yes/no question on the terminal. A non-interactive stdin means "no".
import { createInterface } from "node:readline/promises";
import type { CliIo } from "./cli-io.js";

export async function askYesNo(io: CliIo, question: string): Promise<boolean> {
  if (!io.stdin.isTTY) {
    io.stderr.write(`${question} (y/N) no — stdin is not interactive; pass --yes-always to allow\n`);
    return false;
  }
  const rl = createInterface({ input: io.stdin, output: io.stderr });
  try {
    const answer = await rl.question(`${question} (y/N) `);
    return /^y(es)?$/i.test(answer.trim());
  } finally {
    rl.close();
  }
}
