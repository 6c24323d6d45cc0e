// What one eval run is built from: its own typed options object (not the CLI's settings), filled by the
// CLI or a library user. Types and defaults only.
import { DEFAULTS } from "../core/defaults.js";
import type { LlmClient } from "../llm/llm-client.js";
import type { ResolvedModel } from "../models/resolve-model.js";
import type { PlatformFacts } from "../prompts/platform-text.js";
import type { ExerciseFilter } from "./find-exercises.js";

export interface Shard {
  /** 1-based. */
  index: number;
  count: number;
}

export interface EvalOptions extends ExerciseFilter {
  models: readonly ResolvedModel[];
  /** Edit formats to compare (one with `usesEditor`, architect, uses `editorModel`). */
  editFormats: readonly string[];
  editorModel?: ResolvedModel | null;
  editorEditFormat?: string | null;
  llm: LlmClient;
  /** Tries per attempt: a failing try's test output is the next try's message. Default 2. */
  tries?: number;
  /** Attempts run at once. Default 1 (the CLI passes the number of cores). */
  jobs?: number;
  /** Exercise folders (or folders of them). Default: the bundled starter set. */
  tasks?: readonly string[];
  shard?: Shard;
  /** The folder holding run folders, e.g. `<project>/.kerf/eval`. */
  resultsRoot: string;
  /** Default: derived from what is compared, so the same command resumes the same run. */
  runId?: string;
  /** The environment of the test processes (the library reads none of its own). */
  env: Record<string, string | undefined>;
  /** Where work copies are made; never inside the user's repository. */
  tempDir: string;
  /** The node executable for `node --test` (default process.execPath). */
  nodePath?: string;
  /** Overrides every language's test time limit. */
  testTimeoutMs?: number;
  platform: PlatformFacts;
  stream?: boolean;
  signal?: AbortSignal;
  /** Milliseconds clock (injectable for tests). */
  now?: () => number;
}

export const DEFAULT_TRIES = DEFAULTS.evalTries;
