// Reads API keys from a `.env` at the git root. Only key and endpoint variables are taken (the
// providers' key variables, OpenAI's base), and the real environment always wins.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "dotenv";
import { PROVIDERS } from "../models/provider-table.js";

const TAKEN_NAMES = new Set([
  "OPENAI_BASE_URL",
  "OPENAI_API_BASE",
  "KERF_OPENAI_API_KEY",
  "KERF_OPENAI_API_BASE",
  ...PROVIDERS.flatMap((provider) => provider.keyEnv),
]);
const TAKEN = { test: (name: string) => TAKEN_NAMES.has(name) };

export function withDotenv(
  env: Record<string, string | undefined>,
  gitRoot: string | null,
): Record<string, string | undefined> {
  if (!gitRoot) return env;
  let parsed: Record<string, string>;
  try {
    parsed = parse(readFileSync(path.join(gitRoot, ".env")));
  } catch {
    return env;
  }
  const merged = { ...env };
  for (const [name, value] of Object.entries(parsed)) {
    if (TAKEN.test(name) && merged[name] === undefined) merged[name] = value;
  }
  return merged;
}
