// `npm run bench`: runs every benchmark part (or the ones named) and prints their numbers.
// Each part lives in its own file and reports through `print`; this file only dispatches.
import os from "node:os";

export type BenchPart = (print: (line: string) => void, args: string[]) => Promise<void>;

// Loaded lazily so `npm run bench edits` pays only for its own part.
/* eslint-disable @typescript-eslint/no-require-imports */
const parts: Record<string, () => Promise<BenchPart>> = {
  edits: async () => (require("./edits-bench.js") as typeof import("./edits-bench.js")).editsBench,
  hostile: async () => (require("./hostile-bench.js") as typeof import("./hostile-bench.js")).hostileBench,
  chunks: async () => (require("./chunks-bench.js") as typeof import("./chunks-bench.js")).chunksBench,
  repomap: async () => (require("./repomap-bench.js") as typeof import("./repomap-bench.js")).repomapBench,
  "repomap-30k": async () =>
    (require("./repomap-large-bench.js") as typeof import("./repomap-large-bench.js")).repomapLargeBench,
  "native-parse": async () =>
    (require("./native-parse-bench.js") as typeof import("./native-parse-bench.js")).nativeParseBench,
  "exit-tail": async () =>
    (require("./exit-tail-bench.js") as typeof import("./exit-tail-bench.js")).exitTailBench,
  "first-prompt": async () =>
    (require("./first-prompt-bench.js") as typeof import("./first-prompt-bench.js")).firstPromptBench,
  install: async () => (require("./install-bench.js") as typeof import("./install-bench.js")).installBench,
  mapquality: async () =>
    (require("./mapquality-bench.js") as typeof import("./mapquality-bench.js")).mapqualityBench,
  cost: async () => (require("./cost-bench.js") as typeof import("./cost-bench.js")).costBench,
  acp: async () => (require("./acp-bench.js") as typeof import("./acp-bench.js")).acpBench,
  "cli-start": async () =>
    (require("./cli-start-bench.js") as typeof import("./cli-start-bench.js")).cliStartBench,
};
/* eslint-enable @typescript-eslint/no-require-imports */

async function main(): Promise<void> {
  const [only, ...args] = process.argv.slice(2);
  console.log(
    `kerf bench · node ${process.version} · ${os.cpus().length} cores · ${os.cpus()[0]?.model ?? ""}`,
  );
  for (const [name, load] of Object.entries(parts)) {
    if (only && only !== name) continue;
    console.log(`\n## ${name}`);
    const part = await load();
    await part((line) => console.log(line), args);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
