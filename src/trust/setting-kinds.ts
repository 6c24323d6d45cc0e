// Which settings are powerful (need a trusted file when they come from the project) and why, as data.
// Safe keys (edit format, map tokens, colours, …) are read from any config file. Pure: no I/O.
import path from "node:path";
import { isInside } from "./inside-roots.js";

/** Config keys (long flag names) that are powerful whatever their value, with the reason shown. */
export const POWERFUL_KEYS: Readonly<Record<string, string>> = {
  "openai-api-base": "chooses where requests go",
  "openai-api-key": "sets the credential requests carry",
  plugin: "runs code",
  "lint-cmd": "runs a command",
  "test-cmd": "runs a command",
  "auto-lint": "runs the lint command after edits",
  "auto-test": "runs the test command after edits",
  "model-settings-file": "reads another settings file",
  config: "reads another config file",
  "yes-always": "answers kerf's questions for you",
  "auto-accept-architect": "applies plans without asking you",
  message: "sends a message you did not type",
  "message-file": "sends a message you did not type",
  apply: "applies a reply you did not choose",
  trust: "trusts project files for you",
  "set-env": "sets environment variables (keys, base URLs)",
  "verify-ssl": "turns off TLS certificate checks",
};

/** Switches listed above that are powerful only at this value (`yes-always: false` is harmless). */
export const POWERFUL_ONLY_AT: Readonly<Record<string, boolean>> = {
  "auto-lint": true,
  "auto-test": true,
  "yes-always": true,
  "auto-accept-architect": true,
  trust: true,
  "verify-ssl": false,
};

/** A key not listed above is powerful by the shape of its value (the flag table's placeholder), so a
 *  flag added later is safe only when its shape says so. FILE values are checked per path. */
export const POWERFUL_VALUE_SHAPES: Readonly<Record<string, string>> = {
  URL: "chooses where requests go",
  KEY: "sets the credential requests carry",
  TOKEN: "sets the credential requests carry",
  CMD: "runs a command",
  COMMAND: "runs a command",
  HEADER: "sets what requests carry",
};

/** Model-settings fields that are powerful: they shape where requests go or what they carry. */
export const POWERFUL_MODEL_FIELDS: Readonly<Record<string, string>> = {
  extraParams: "adds parameters to every request",
};
/** Any other model-settings field whose name looks like these is powerful too. */
const POWERFUL_FIELD_NAME = /url|api_?base|base_?url|key|header|secret|credential|env/i;

export interface SettingContext {
  /** The value placeholder from the flag table (`URL`, `FILE`, …), when known. */
  valueShape?: string;
  /** The project root: FILE values outside it are powerful. */
  projectRoot: string;
  /** The folder of the file that set the value (relative paths resolve against it). */
  fileDir: string;
}

/** Why this config key/value is powerful, or undefined when it is safe. */
export function powerfulReason(key: string, value: unknown, context: SettingContext): string | undefined {
  const listed = POWERFUL_KEYS[key];
  if (listed) return key in POWERFUL_ONLY_AT && value !== POWERFUL_ONLY_AT[key] ? undefined : listed;
  const shape = context.valueShape?.toUpperCase() ?? "";
  if (shape.endsWith("_OR_URL")) return pathOrUrlReason(value, context);
  for (const [word, reason] of Object.entries(POWERFUL_VALUE_SHAPES)) if (shape.includes(word)) return reason;
  if (shape.includes("FILE") || shape.includes("PATH") || shape.includes("DIR")) {
    const paths = Array.isArray(value) ? value : [value];
    const outside = paths.some(
      (p) => typeof p === "string" && !isInside(context.projectRoot, path.resolve(context.fileDir, p)),
    );
    if (outside) return "reads a file outside the project";
  }
  return undefined;
}

/**
 * A PATH_OR_URL list (`instructions:`): a URL reaches the network and a path outside the project
 * (or under `~`) reads outside it, so either is powerful; paths inside the project are safe.
 */
function pathOrUrlReason(value: unknown, context: SettingContext): string | undefined {
  const entries = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === "string");
  if (entries.some((entry) => /^https?:\/\//i.test(entry))) return "fetches a URL";
  const outside = entries.some(
    (entry) =>
      entry === "~" ||
      entry.startsWith("~/") ||
      !isInside(context.projectRoot, path.resolve(context.fileDir, entry)),
  );
  return outside ? "reads a file outside the project" : undefined;
}

/** Why this model-settings field is powerful, or undefined when it is safe. */
export function powerfulModelField(field: string): string | undefined {
  return (
    POWERFUL_MODEL_FIELDS[field] ?? (POWERFUL_FIELD_NAME.test(field) ? "shapes where requests go" : undefined)
  );
}
