// Finds the tools the language runners need and says which languages can run here. Probes each tool
// once with a short-lived child process; reads no environment of its own (the caller passes `env`).
import { runProcess } from "./run-process.js";
import { LANGUAGES } from "./languages.js";

/** How to start a tool: an argv prefix, or why it is missing. */
export type ToolResolution = { ok: true; argv: string[]; version: string } | { ok: false; detail: string };

export interface LanguageStatus {
  language: string;
  ok: boolean;
  /** The versions found, or what is missing. */
  detail: string;
}

interface ToolProbe {
  /** Candidate argv prefixes, tried in order. */
  candidates: (nodePath: string) => string[][];
  /** Arguments that make the tool print its version. */
  versionArgs: string[];
  hint: string;
}

const TOOLS: Record<string, ToolProbe> = {
  node: { candidates: (node) => [[node]], versionArgs: ["--version"], hint: "node" },
  python3: { candidates: () => [["python3"]], versionArgs: ["--version"], hint: "install Python 3" },
  pytest: {
    candidates: () => [["python3", "-m", "pytest"]],
    versionArgs: ["--version"],
    hint: "pip install pytest",
  },
  tsc: {
    candidates: (node) => [["tsc"], ...bundledTsc(node)],
    versionArgs: ["--version"],
    hint: "npm install -g typescript (5.5 or later)",
  },
  go: { candidates: () => [["go"]], versionArgs: ["version"], hint: "install Go" },
  cargo: { candidates: () => [["cargo"]], versionArgs: ["--version"], hint: "install Rust (rustup)" },
};

function bundledTsc(node: string): string[][] {
  try {
    return [[node, require.resolve("typescript/bin/tsc")]];
  } catch {
    return [];
  }
}

// Probes are slow (a shimmed python3 takes ~0.5 s): one per tool, PATH and node, per process.
const probed = new Map<string, Promise<ToolResolution>>();

export class Toolchain {
  constructor(
    private readonly options: { env: Record<string, string | undefined>; nodePath: string; cwd: string },
  ) {}

  resolve(tool: string): Promise<ToolResolution> {
    const key = [tool, this.options.nodePath, this.options.env.PATH ?? ""].join("\0");
    let found = probed.get(key);
    if (!found) {
      found = this.probe(tool);
      probed.set(key, found);
    }
    return found;
  }

  async language(language: string): Promise<LanguageStatus> {
    const runner = LANGUAGES.find((candidate) => candidate.language === language);
    if (!runner) return { language, ok: false, detail: "no test command for this language" };
    const found = await Promise.all(
      runner.tools.map(async (tool) => ({ tool, ...(await this.resolve(tool)) })),
    );
    const missing = found.filter((entry) => !entry.ok);
    if (missing.length > 0)
      return {
        language,
        ok: false,
        detail: missing.map((m) => `${m.tool} missing (${hintOf(m)})`).join("; "),
      };
    return {
      language,
      ok: true,
      detail: found.map((f) => (f.ok ? `${f.tool} ${f.version}` : "")).join(", "),
    };
  }

  private async probe(tool: string): Promise<ToolResolution> {
    const probe = TOOLS[tool];
    if (!probe) return { ok: false, detail: `unknown tool ${tool}` };
    for (const argv of probe.candidates(this.options.nodePath)) {
      const outcome = await runProcess({
        argv: [...argv, ...probe.versionArgs],
        cwd: this.options.cwd,
        env: this.options.env,
        timeoutMs: 20_000,
      });
      if (outcome.exitCode === 0) return { ok: true, argv, version: versionIn(outcome.output) };
    }
    return { ok: false, detail: probe.hint };
  }
}

function hintOf(resolution: ToolResolution): string {
  return resolution.ok ? "" : resolution.detail;
}

function versionIn(output: string): string {
  return /\d+\.\d+(\.\d+)?/.exec(output)?.[0] ?? "";
}

/** Every known language's status, in table order. */
export function checkToolchains(toolchain: Toolchain): Promise<LanguageStatus[]> {
  return Promise.all(LANGUAGES.map((runner) => toolchain.language(runner.language)));
}
