// The `npm run demo` entry point (dist-tools/demo/runner/run-demo.js): runs the demo with this process's streams
// and environment and exits with kerf's exit code. The work itself is in demo-runner.ts.
import path from "node:path";
import { runDemo } from "./demo-runner.js";
import { packageRoot } from "./package-root.js";

export { runDemo, type DemoResult, type RunDemoOptions } from "./demo-runner.js";

async function main(): Promise<number> {
  // Ctrl-C reaches kerf as well (same process group): let kerf stop, then still show the result and
  // remove the temporary project. Only the first is caught, so a second Ctrl-C ends the demo at once.
  process.once("SIGINT", () => {});
  const bin = path.join(packageRoot(), "dist", "cli", "bin.js");
  const result = await runDemo({
    cliCommand: [process.execPath, bin],
    env: process.env,
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    color: process.stdout.isTTY === true,
    keep: process.argv.includes("--keep"),
  });
  return result.code;
}

if (require.main === module) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`demo: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
