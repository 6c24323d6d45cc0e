// AGENTS.md discovery: the global file, then the git root down to cwd (CLAUDE.md where a folder has no
// AGENTS.md), within a byte budget, as the user message kerf puts right after the system prompt.
// Reads only those files; reports cuts as warnings for the caller to show, never prints.
import { readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { cutToBudget } from "./cut-to-budget.js";
import { instructionDirs } from "./instruction-dirs.js";

export interface LoadInstructionsOptions {
  gitRoot: string | null;
  cwd: string;
  /** The user's global file (the CLI passes ~/.config/kerf/AGENTS.md); read first, shown as given. */
  globalFile?: string | null;
  /** Total bytes of instructions, over every file (default 32 KiB). */
  budgetBytes?: number;
}

export interface LoadedInstructionFile {
  path: string;
  /** How the file is introduced to the model: relative to the git root, or the global path as given. */
  label: string;
  /** Bytes included (after any cut; 0 when the budget was used up before this file). */
  bytes: number;
  /** Bytes in the file. */
  fileBytes: number;
  cut: boolean;
}

export interface Instructions {
  /** The user message, or null when no file has any instructions. */
  text: string | null;
  /** The assistant's acknowledgement that follows it. */
  reply: string;
  loaded: LoadedInstructionFile[];
  warnings: string[];
}

export const DEFAULT_INSTRUCTIONS_BUDGET = 32 * 1024;
export const INSTRUCTIONS_REPLY = "Understood. I will follow these instructions.";
const CUT_MARK = "[The rest of this file was left out: the instructions budget is used up.]";

async function readIfPresent(path: string): Promise<string | null> {
  try {
    return await readFile(path, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR") return null;
    throw error;
  }
}

/** The file that speaks for a folder: its AGENTS.md, else its CLAUDE.md. */
async function folderFile(dir: string): Promise<{ path: string; text: string } | null> {
  for (const name of ["AGENTS.md", "CLAUDE.md"]) {
    const text = await readIfPresent(join(dir, name));
    if (text !== null) return { path: join(dir, name), text };
  }
  return null;
}

async function candidates(options: LoadInstructionsOptions) {
  const files: { path: string; label: string; text: string }[] = [];
  if (options.globalFile) {
    const text = await readIfPresent(options.globalFile);
    if (text !== null) files.push({ path: options.globalFile, label: options.globalFile, text });
  }
  const base = options.gitRoot ?? options.cwd;
  for (const dir of instructionDirs(options.gitRoot, options.cwd)) {
    const found = await folderFile(dir);
    const label = found ? relative(base, found.path).split(sep).join("/") : "";
    if (found) files.push({ ...found, label });
  }
  return files.filter((file) => file.text.trim() !== "");
}

export async function loadInstructions(options: LoadInstructionsOptions): Promise<Instructions> {
  const budget = options.budgetBytes ?? DEFAULT_INSTRUCTIONS_BUDGET;
  const loaded: LoadedInstructionFile[] = [];
  const sections: string[] = [];
  const warnings: string[] = [];
  let remaining = budget;
  for (const file of await candidates(options)) {
    const fileBytes = Buffer.byteLength(file.text, "utf8");
    if (remaining <= 0) {
      warnings.push(`${file.path} was left out: the ${budget}-byte instructions budget is used up.`);
      loaded.push({ path: file.path, label: file.label, bytes: 0, fileBytes, cut: true });
      continue;
    }
    const kept = cutToBudget(file.text, remaining);
    remaining -= kept.bytes;
    if (kept.cut) {
      warnings.push(
        `${file.path} was cut to ${kept.bytes} of ${fileBytes} bytes: the ${budget}-byte instructions budget is used up.`,
      );
      remaining = 0;
    }
    loaded.push({ path: file.path, label: file.label, bytes: kept.bytes, fileBytes, cut: kept.cut });
    const body = kept.cut ? `${kept.text.trimEnd()}\n${CUT_MARK}`.trimStart() : kept.text.trimEnd();
    sections.push(`## ${file.label}\n\n${body}`);
  }
  const text =
    sections.length === 0
      ? null
      : `# AGENTS.md instructions for ${options.cwd}\n\n<INSTRUCTIONS>\n${sections.join("\n\n")}\n</INSTRUCTIONS>`;
  return { text, reply: INSTRUCTIONS_REPLY, loaded, warnings };
}
