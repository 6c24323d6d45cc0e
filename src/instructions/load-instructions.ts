// The user-instructions layer: every instruction source (global file, config entries and URLs, inline
// text, AGENTS.md/CLAUDE.md/CONTEXT.md from the git root down to cwd), budgeted nearest first, as one
// user message. Reads only those sources; warnings are returned for the caller to show, never printed.
import path from "node:path";
import { DEFAULTS } from "../core/defaults.js";
import { configSources, globalSource, inlineSource, type SourceContext } from "./config-sources.js";
import type { UrlFetchOptions } from "./fetch-instruction-url.js";
import { fillBudget } from "./instruction-budget.js";
import { instructionDirs } from "./instruction-dirs.js";
import type { SourceKind } from "./instruction-source.js";
import { projectSources } from "./project-files.js";
import { DEFAULT_MAX_INSTRUCTION_FILE_BYTES } from "./read-instruction-file.js";

export interface LoadInstructionsOptions {
  gitRoot: string | null;
  cwd: string;
  /** Global candidates, first existing wins ($KERF_CONFIG_DIR/AGENTS.md, $XDG_CONFIG_HOME/kerf/AGENTS.md, ~/.claude/CLAUDE.md). */
  globalFiles?: readonly string[];
  /** One global file (kept for callers that have only one). */
  globalFile?: string | null;
  /** Config `instructions:` entries: absolute paths, globs or http(s) URLs. */
  entries?: readonly string[];
  /** Config `user-instructions:` text. */
  userInstructions?: string | null;
  /** Total bytes of instructions over every source (default 32 KiB), filled nearest first. */
  budgetBytes?: number;
  /** Paths under home are shown as ~/…; global files must lie under it (symlinks included). */
  home?: string | null;
  url?: UrlFetchOptions;
}

export interface LoadedInstructionFile {
  kind: SourceKind;
  path: string;
  /** How the source is introduced to the model (`Instructions from: <label>`). */
  label: string;
  /** Bytes included (after any cut; 0 when the budget was used up by nearer sources). */
  bytes: number;
  fileBytes: number;
  cut: boolean;
}

export interface Instructions {
  /** The user message, or null when no source has any instructions. */
  text: string | null;
  /** The assistant's acknowledgement that follows it. */
  reply: string;
  loaded: LoadedInstructionFile[];
  warnings: string[];
}

export const DEFAULT_INSTRUCTIONS_BUDGET = DEFAULTS.instructionsMaxBytes;
export const INSTRUCTIONS_REPLY = "Understood. I will follow these instructions.";
export const CUT_MARK = "[The rest of this file was left out: the instructions budget is used up.]";

export async function loadInstructions(options: LoadInstructionsOptions): Promise<Instructions> {
  const budget = options.budgetBytes ?? DEFAULT_INSTRUCTIONS_BUDGET;
  const warnings: string[] = [];
  const root = options.gitRoot ?? options.cwd;
  // A folder file must really lie in the project (or in cwd, when cwd is outside the given root):
  // a symlinked AGENTS.md that leads elsewhere is refused with a warning.
  const limits = {
    allowedRoots: [...new Set([root, options.cwd])],
    maxBytes: DEFAULT_MAX_INSTRUCTION_FILE_BYTES,
  };
  const context: SourceContext = {
    root,
    home: options.home,
    limits: { ...limits, allowedRoots: [] },
    warnings,
  };
  if (options.url) context.url = options.url;
  const globals = [...(options.globalFiles ?? []), ...(options.globalFile ? [options.globalFile] : [])];
  // A global file may be a symlink into the user's home (dotfiles) or lie in its own config folder.
  const globalRoots = [...(options.home ? [options.home] : []), ...globals.map((file) => path.dirname(file))];
  const global = await globalSource(globals, {
    ...context,
    limits: { ...limits, allowedRoots: globalRoots },
  });
  const sources = [
    ...(global ? [global] : []),
    ...(await configSources(options.entries ?? [], context)),
    ...[inlineSource(options.userInstructions)].filter((s) => s !== null),
    ...(await projectSources(instructionDirs(options.gitRoot, options.cwd), {
      root,
      home: options.home,
      limits,
      warnings,
    })),
  ];
  const budgeted = fillBudget(sources, budget);
  warnings.push(...budgeted.warnings);
  const sections = budgeted.kept
    .filter((source) => source.bytes > 0)
    .map((source) => {
      const body = source.cut ? `${source.kept.trimEnd()}\n${CUT_MARK}` : source.kept.trimEnd();
      return `Instructions from: ${source.label}\n\n${body}`;
    });
  const loaded = budgeted.kept.map(({ kind, path, label, bytes, fileBytes, cut }) => ({
    kind,
    path,
    label,
    bytes,
    fileBytes,
    cut,
  }));
  return { text: renderInstructions(options.cwd, sections), reply: INSTRUCTIONS_REPLY, loaded, warnings };
}

/** Codex's shape: a heading naming the folder, then the sources inside <INSTRUCTIONS>. */
export function renderInstructions(dir: string, sections: readonly string[]): string | null {
  if (sections.length === 0) return null;
  return `# AGENTS.md instructions for ${dir}\n\n<INSTRUCTIONS>\n${sections.join("\n\n")}\n</INSTRUCTIONS>`;
}
