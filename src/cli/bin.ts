#!/usr/bin/env node
// The `kerf` executable: runs the CLI on this process's arguments and streams, then exits as soon as
// the output is flushed and no write is running (finish-process.ts: no idle tail after the output).
// It owns the process, so it also sets the process-wide V8 tiering the repo map's tagging wants.
import { processIo } from "./cli-io.js";
import { setWritePauseForTests } from "../edits/write/write-files.js";
import { exitOnSignals } from "./exit-signals.js";
import { finishProcess } from "./finish-process.js";
import { main } from "./main.js";
import { tuneWasmTiering } from "../repomap/wasm-tiering.js";

exitOnSignals();
// Before any grammar loads: rare languages' giant lexers stay on V8's baseline tier (wasm-tiering.ts).
tuneWasmTiering();
// Test hook (tests/security): slow the write stage down so a real signal can land in the middle of it.
const pause = Number(process.env.KERF_TEST_WRITE_PAUSE_MS ?? 0);
if (pause > 0) setWritePauseForTests(pause);

main(processIo()).then(
  (code) => finishProcess(code),
  (error: unknown) => {
    process.stderr.write(`kerf: ${error instanceof Error ? error.message : String(error)}\n`);
    return finishProcess(1);
  },
);
