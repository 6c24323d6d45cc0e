// Reads API keys and endpoints from a `.env` at the git root, or from the file `--env-file` (or
// KERF_ENV_FILE) names. Every value it could supply is powerful, so a project's `.env` counts only when
// the user trusted its content (a file the user named is theirs); the real environment always wins.
import path from "node:path";
import { parse } from "dotenv";
import { PROVIDERS } from "../models/provider-table.js";
import { ConfigError } from "./settings-schema.js";
import { READ_LIMITS, readSafeIfPresentSync, type TrustGate } from "../trust/index.js";

const TAKEN_NAMES = new Set([
  "OPENAI_BASE_URL",
  "OPENAI_API_BASE",
  "KERF_OPENAI_API_KEY",
  "KERF_OPENAI_API_BASE",
  ...PROVIDERS.flatMap((provider) => provider.keyEnv),
]);
const TAKEN = { test: (name: string) => TAKEN_NAMES.has(name) };

export interface DotenvResult {
  env: Record<string, string | undefined>;
  /** A refusal of the reader (a FIFO, a device, too large, a symlink out of the project). */
  warning?: string;
}

/** `envFile`: the file the user named (resolved), read instead of the git root's `.env`; it must exist. */
export function withDotenv(
  env: Record<string, string | undefined>,
  gitRoot: string | null,
  gate: TrustGate,
  envFile?: string,
): DotenvResult {
  const file = envFile ?? (gitRoot ? path.join(gitRoot, ".env") : null);
  if (file === null) return { env };
  let bytes: Buffer | undefined;
  try {
    // A file the user named may lie anywhere (a `~/keys.env`); the project's `.env` stays in the project.
    const roots = envFile === undefined && gitRoot ? { roots: [gitRoot] } : {};
    bytes = readSafeIfPresentSync(file, { limit: READ_LIMITS.dotenv, ...roots });
  } catch (error) {
    return { env, warning: error instanceof Error ? error.message : String(error) };
  }
  if (bytes === undefined && envFile !== undefined)
    throw new ConfigError(`env file ${envFile} does not exist (--env-file / KERF_ENV_FILE)`);
  if (bytes === undefined) return { env };
  const taken = Object.entries(parse(bytes)).filter(([name]) => TAKEN.test(name));
  if (taken.length === 0) return { env };
  const allowed = gate.allows(file, bytes);
  const wanted = taken.filter(([name]) => (env[name] ?? "") === "");
  if (!allowed) {
    const reason = (name: string) =>
      /KEY/.test(name) ? "sets the credential requests carry" : "chooses where requests go";
    gate.ignore(
      file,
      bytes,
      wanted.map(([name]) => ({ key: name, reason: reason(name) })),
    );
    return { env };
  }
  return { env: { ...env, ...Object.fromEntries(wanted) } };
}
