// `kerf eval`'s and `kerf eval report`'s flags as rows of the main flag table's kind (flags.ts): the
// same commander options, the same validator (parseFlagValue) and typed settings derived the same
// way (SettingsOf). Data only; a flag is declared once, here.
import { DEFAULTS } from "../../core/defaults.js";
import type { Flag } from "../flags.js";
import type { DefaultsFit, SettingsOf } from "../settings-schema.js";

export const EVAL_FLAG_ROWS = [
  {
    name: "model",
    kind: "list",
    value: "MODEL",
    commas: true,
    help: "model to evaluate (repeat for several)",
  },
  {
    name: "edit-format",
    kind: "list",
    value: "FORMAT",
    commas: true,
    help: "edit format to compare (repeat, or comma-separated)",
  },
  {
    name: "edit-formats",
    kind: "list",
    value: "all|LIST",
    commas: true,
    help: "`all` (every edit format) or a comma-separated list",
  },
  { name: "editor-model", kind: "string", value: "MODEL", help: "the editor model of the architect format" },
  {
    name: "editor-edit-format",
    kind: "string",
    value: "FORMAT",
    help: "the edit format of the architect's editor",
  },
  {
    name: "tries",
    kind: "number",
    value: "N",
    whole: true,
    positive: true,
    max: 100,
    default: DEFAULTS.evalTries,
    help: "tries per exercise; a failing try's test output is the next message",
  },
  {
    name: "jobs",
    kind: "number",
    value: "N",
    whole: true,
    positive: true,
    max: 1024,
    help: "attempts run at once (default: the number of cores)",
  },
  {
    name: "tasks",
    kind: "list",
    value: "DIR",
    commas: true,
    help: "a folder of exercises in the exercism layout (default: the bundled set)",
  },
  {
    name: "languages",
    kind: "list",
    value: "LIST",
    commas: true,
    help: "only these languages (comma-separated)",
  },
  {
    name: "only",
    kind: "list",
    value: "NAMES",
    commas: true,
    help: "only these exercises (names or language/name, comma-separated)",
  },
  {
    name: "limit",
    kind: "number",
    value: "N",
    whole: true,
    max: 1_000_000,
    help: "at most N exercises, taken in turn from each language",
  },
  { name: "shard", kind: "string", value: "i/n", help: "run only slice i of n (CI matrices, indexed jobs)" },
  {
    name: "run-id",
    kind: "string",
    value: "ID",
    help: "name of the results folder (default: derived from what is compared)",
  },
  {
    name: "results",
    kind: "string",
    value: "DIR",
    help: "where run folders go (default: .kerf/eval in the project)",
  },
  {
    name: "test-timeout",
    kind: "number",
    value: "SECONDS",
    positive: true,
    max: 24 * 60 * 60,
    help: "time limit of each test run (default per language)",
  },
  { name: "toolchain-check", kind: "boolean", help: "say which languages can run here, then exit" },
  {
    name: "write-settings",
    kind: "boolean",
    help: "write a significant winner into .kerf.model.settings.yml",
  },
  { name: "model-settings-file", kind: "string", value: "FILE", help: "extra model settings (YAML)" },
  {
    name: "env-file",
    kind: "string",
    value: "FILE",
    help: "read API keys and base URLs from this .env file instead of the git root's .env",
  },
  { name: "openai-api-base", kind: "string", value: "URL", help: "base URL of an OpenAI-compatible server" },
  { name: "openai-api-key", kind: "string", value: "KEY", help: "API key for that server" },
  {
    name: "stream",
    kind: "boolean",
    negatable: true,
    default: true,
    help: "stream replies (--no-stream asks for whole replies)",
  },
  { name: "json", kind: "boolean", help: "print events as JSON lines on stdout" },
] as const satisfies readonly Flag[];

export const REPORT_FLAG_ROWS = [
  {
    name: "format",
    kind: "string",
    value: "FORMAT",
    choices: ["text", "markdown", "html"],
    default: "text",
    help: "text, markdown or html",
  },
  { name: "output", kind: "string", value: "FILE", help: "write the report to FILE instead of stdout" },
  {
    name: "write-settings",
    kind: "boolean",
    help: "write a significant winner into .kerf.model.settings.yml",
  },
  {
    name: "model-settings-file",
    kind: "string",
    value: "FILE",
    help: "the settings file to write (default: the project's)",
  },
  { name: "json", kind: "boolean", help: "print the report data as JSON" },
] as const satisfies readonly Flag[];

/** The same tables, one row type: what code that walks every flag iterates. */
export const EVAL_FLAGS: readonly Flag[] = EVAL_FLAG_ROWS;
export const REPORT_FLAGS: readonly Flag[] = REPORT_FLAG_ROWS;

export type EvalSettings = SettingsOf<typeof EVAL_FLAG_ROWS>;
export type ReportSettings = SettingsOf<typeof REPORT_FLAG_ROWS>;

// A row whose default does not fit its kind fails to compile here, naming the flag.
const defaultsFit: [DefaultsFit<typeof EVAL_FLAG_ROWS>, DefaultsFit<typeof REPORT_FLAG_ROWS>] = [true, true];
void defaultsFit;
