// Gathers the per-turn preamble for a coder: the clock, the branch and the files changed since the last
// turn (git status), the skills the message activates, and the instructions a subfolder's chat file
// brings. Each joins the turn once: what history already holds is not sent again.
import { stat } from "node:fs/promises";
import path from "node:path";
import type { ChatMessage } from "../core/chat-message.js";
import type { GitRepo } from "../git/git-repo.js";
import { parseStatus } from "../git/git-status.js";
import { instructionDirs } from "../instructions/instruction-dirs.js";
import { renderInstructions } from "../instructions/load-instructions.js";
import { folderFile, foldersDown } from "../instructions/project-files.js";
import { DEFAULT_MAX_INSTRUCTION_FILE_BYTES } from "../instructions/read-instruction-file.js";
import { selectSkills, type SkillMatch } from "../instructions/skill-relevance.js";
import { renderSkillBody, type Skill } from "../instructions/skills.js";
import { localTime, renderPreamble, replyLine } from "../prompts/turn-preamble.js";

/** Which parts of the preamble are sent; every part is on unless set to false. */
export interface PreambleParts {
  time?: boolean;
  git?: boolean;
  skills?: boolean;
  reply?: boolean;
  fileInstructions?: boolean;
}

export interface TurnContextInput {
  message: string;
  root: string;
  cwd: string;
  git: GitRepo | null;
  files: readonly string[];
  skills: readonly Skill[];
  /** Skills the user named with /skill for this message. */
  namedSkills?: readonly string[];
  history: readonly ChatMessage[];
  parts: PreambleParts | false;
  now: Date;
  timeZone: string;
  replyTo?: string | null;
  /** The git status snapshot of the last turn; null on the first. */
  lastSnapshot: Map<string, string> | null;
}

export interface TurnContext {
  text: string;
  activeSkills: SkillMatch[];
  snapshot: Map<string, string> | null;
  warnings: string[];
}

const inHistory = (history: readonly ChatMessage[], needle: string) =>
  history.some((m) =>
    (typeof m.content === "string" ? m.content : m.content.map((p) => p.text).join("")).includes(needle),
  );

export async function gatherTurnContext(input: TurnContextInput): Promise<TurnContext> {
  const parts = input.parts === false ? {} : input.parts;
  const on = (part: keyof PreambleParts) => input.parts !== false && parts[part] !== false;
  const warnings: string[] = [];
  const snapshot = input.git && on("git") ? await statusSnapshot(input.git) : null;
  const changed = snapshot && input.lastSnapshot ? countChanged(input.lastSnapshot, snapshot) : null;
  const branch = input.git && on("git") ? await input.git.branch() : null;
  const active = on("skills")
    ? selectSkills(input.message, input.skills, { named: input.namedSkills ?? [] })
    : [];
  const blocks = active
    .filter((match) => !inHistory(input.history, `<name>${match.skill.name}</name>`))
    .map((match) => renderSkillBody(match.skill));
  if (on("fileInstructions")) blocks.push(...(await fileInstructions(input, warnings)));
  const text = renderPreamble({
    time: on("time") ? { local: localTime(input.now, input.timeZone), zone: input.timeZone } : null,
    branch,
    changedFiles: changed,
    activeSkills: active.map((match) => match.skill.name),
    blocks,
    replyTo: on("reply") ? (input.replyTo ?? null) : null,
    // None of the preamble enters history verbatim twice: a second reply to one answer names it briefly.
    replyQuotedBefore: !!input.replyTo && inHistory(input.history, replyLine(input.replyTo)),
  });
  return { text, activeSkills: active, snapshot, warnings };
}

/** A chat file below cwd's folders brings its own folders' instruction files, once per history. */
async function fileInstructions(input: TurnContextInput, warnings: string[]): Promise<string[]> {
  const known = new Set(instructionDirs(input.root, input.cwd));
  const limits = { allowedRoots: [input.root], maxBytes: DEFAULT_MAX_INSTRUCTION_FILE_BYTES };
  const seen = new Set<string>();
  const blocks: string[] = [];
  for (const file of input.files) {
    const dir = path.dirname(path.resolve(input.root, file));
    for (const folder of foldersDown(input.root, dir)) {
      if (known.has(folder) || seen.has(folder)) continue;
      seen.add(folder);
      const found = await folderFile(folder, limits, warnings);
      if (!found || found.text.trim() === "") continue;
      const label = path.relative(input.root, found.path).split(path.sep).join("/");
      if (inHistory(input.history, `Instructions from: ${label}`)) continue;
      const section = `Instructions from: ${label}\n\n${found.text.trimEnd()}`;
      blocks.push(
        renderInstructions(path.relative(input.root, folder).split(path.sep).join("/"), [section])!,
      );
    }
  }
  return blocks;
}

/** path → index/worktree status, mtime and size of every changed file. */
export async function statusSnapshot(git: GitRepo): Promise<Map<string, string> | null> {
  const result = await git.git(["status", "--porcelain=v1", "-z", "--untracked-files=all"]).catch(() => null);
  if (!result) return null;
  const snapshot = new Map<string, string>();
  for (const entry of parseStatus(result.stdout)) {
    const info = await stat(path.join(git.root, entry.path)).catch(() => null);
    snapshot.set(entry.path, `${entry.index}${entry.worktree}:${info?.mtimeMs ?? 0}:${info?.size ?? 0}`);
  }
  return snapshot;
}

function countChanged(before: Map<string, string>, after: Map<string, string>): number {
  let count = 0;
  for (const [file, key] of after) if (before.get(file) !== key) count++;
  for (const file of before.keys()) if (!after.has(file)) count++;
  return count;
}
