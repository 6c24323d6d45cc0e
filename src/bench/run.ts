// `npm run bench`: runs every benchmark part (or the ones named) and prints their numbers.
// Each part lives in its own file and reports through `print`; this file only dispatches.
import os from "node:os";

export type BenchPart = (print: (line: string) => void, args: string[]) => Promise<void>;

const parts: Record<string, () => Promise<BenchPart>> = {};

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
