#!/usr/bin/env node
// The `kerf` executable: runs the CLI on this process's arguments and streams.
import { processIo } from "./cli-io.js";
import { setWritePauseForTests } from "../edits/write/write-files.js";
import { exitOnSignals } from "./exit-signals.js";
import { main } from "./main.js";

exitOnSignals();
// Test hook (tests/security): slow the write stage down so a real signal can land in the middle of it.
const pause = Number(process.env.KERF_TEST_WRITE_PAUSE_MS ?? 0);
if (pause > 0) setWritePauseForTests(pause);

main(processIo()).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`kerf: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
