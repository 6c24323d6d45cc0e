// How hot a grammar's WebAssembly function must run before V8 recompiles it with its optimizing tier.
// V8 charges a function's budget by the bytes of code it passes over, so a grammar's giant lexer
// (bash: one 160 KB function) is "hot" after a dozen calls: one small .sh file then costs ~1.2 s of
// optimizing compile that blocks the event loop and the process exit. Setting the flag is the host's
// choice (it is process-wide): the CLI and the benchmarks call this; a library user may.
import { setFlagsFromString } from "node:v8";

/** 100× V8's default: a small file of a rare language stays on the baseline tier; a language with
 * megabytes of source still reaches the optimizing tier early in the scan (docs/repo-map-speed.md). */
export const TAGGING_TIERING_BUDGET = 180_000_000;

let chosen: number | undefined;

/** Applies to WebAssembly instances created after the call, in every thread of the process, and to
 * the tagging process (tag-pool.ts) started after it. */
export function tuneWasmTiering(budget: number = TAGGING_TIERING_BUDGET): void {
  chosen = Math.max(1, Math.round(budget));
  setFlagsFromString(`--wasm-tiering-budget=${chosen}`);
}

/** Node flags that give a child process the tiering this process was tuned to (none if untuned). */
export function tieringFlags(): string[] {
  return chosen === undefined ? [] : [`--wasm-tiering-budget=${chosen}`];
}
