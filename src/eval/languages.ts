// The test command of each language, as data: which tools it needs, the argv steps run in the
// exercise's temp copy, and the time limit. `{tests}` / `{solution}` expand to the exercise's files;
// `{tool}` names resolve through toolchain.ts. No logic beyond lookup.

export interface LanguageRunner {
  language: string;
  /** Extensions of solution files that identify the language. */
  extensions: readonly string[];
  /** Tools the steps use (keys of TOOLS in toolchain.ts). */
  tools: readonly string[];
  /** Commands run in order in the work copy; the first that fails ends the run. */
  steps: readonly (readonly string[])[];
  /** Wall-clock limit for all the steps together. */
  timeoutMs: number;
}

export const LANGUAGES: readonly LanguageRunner[] = [
  {
    language: "python",
    extensions: [".py"],
    tools: ["python3", "pytest"],
    // -B: no .pyc files. A fix written in the same second as the failing try, at the same size ("a - b" →
    // "a + b"), would otherwise be shadowed by the stale .pyc, whose check is mtime seconds + size.
    steps: [["{python3}", "-B", "-m", "pytest", "-q", "-p", "no:cacheprovider", "--no-header", "{tests}"]],
    timeoutMs: 60_000,
  },
  {
    language: "javascript",
    extensions: [".js", ".mjs", ".cjs"],
    tools: ["node"],
    steps: [["{node}", "--test", "{tests}"]],
    timeoutMs: 60_000,
  },
  {
    language: "typescript",
    extensions: [".ts"],
    tools: ["node", "tsc"],
    // Type stripping only (--noCheck): a test fails on behaviour, as `node --test` would judge it.
    steps: [
      [
        "{tsc}",
        "--noCheck",
        "--outDir",
        ".kerf-build",
        "--module",
        "commonjs",
        "--target",
        "es2022",
        "--skipLibCheck",
        "{solution}",
        "{tests}",
      ],
      ["{node}", "--test", ".kerf-build/"],
    ],
    timeoutMs: 90_000,
  },
  {
    language: "go",
    extensions: [".go"],
    tools: ["go"],
    steps: [["{go}", "test", "./..."]],
    timeoutMs: 180_000,
  },
  {
    language: "rust",
    extensions: [".rs"],
    tools: ["cargo"],
    steps: [["{cargo}", "test", "--offline", "--quiet"]],
    timeoutMs: 300_000,
  },
];

export function runnerFor(language: string): LanguageRunner | undefined {
  return LANGUAGES.find((runner) => runner.language === language);
}

/** The language whose extension the first solution file has. */
export function languageOf(solutionFiles: readonly string[]): string | undefined {
  for (const file of solutionFiles) {
    const dot = file.lastIndexOf(".");
    const extension = dot < 0 ? "" : file.slice(dot).toLowerCase();
    const runner = LANGUAGES.find((candidate) => candidate.extensions.includes(extension));
    if (runner) return runner.language;
  }
  return undefined;
}
