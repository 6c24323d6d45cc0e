#!/usr/bin/env node
// The `kerf` executable: runs the CLI on this process's arguments and streams.
import { processIo } from "./cli-io.js";
import { main } from "./main.js";

main(processIo()).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`kerf: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
