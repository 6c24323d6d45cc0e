// Skills (Codex/Claude SKILL.md): discovery in `.kerf/skills/*/SKILL.md`, `.claude/skills/*/SKILL.md` and
// the global config folder's `skills/`, YAML front matter (name, description), and the list text for
// the user-instructions message. Reads through the instruction reader; never prints.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { parseYaml } from "../core/parse-yaml.js";
import { displayPath } from "./instruction-source.js";
import { DEFAULT_MAX_INSTRUCTION_FILE_BYTES, readInstructionFile } from "./read-instruction-file.js";

export interface Skill {
  name: string;
  description: string;
  /** The SKILL.md file. */
  path: string;
  /** How the path is shown to the model (relative to the project, or ~/…). */
  label: string;
  /** The instructions after the front matter. */
  body: string;
}

export interface SkillFolders {
  /** The project root: `.kerf/skills` and `.claude/skills` are looked up in it. */
  root: string;
  /** Global config folders; each one's `skills/` is looked up too. */
  globalDirs?: readonly string[];
  home?: string | null;
}

/** Splits `---\nyaml\n---\nbody`; a file without front matter has none. */
export function parseSkillFile(text: string): { meta: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  if (!match) return { meta: {}, body: text };
  let meta: unknown;
  try {
    meta = parseYaml(match[1] ?? "");
  } catch {
    meta = {};
  }
  const record = typeof meta === "object" && meta !== null && !Array.isArray(meta) ? meta : {};
  return { meta: record as Record<string, unknown>, body: text.slice(match[0].length) };
}

/** Every skill found, project folders first; a later skill with a name already taken is skipped. */
export async function discoverSkills(
  folders: SkillFolders,
): Promise<{ skills: Skill[]; warnings: string[] }> {
  const warnings: string[] = [];
  const places = [
    { dir: path.join(folders.root, ".kerf", "skills"), roots: [folders.root] },
    { dir: path.join(folders.root, ".claude", "skills"), roots: [folders.root] },
    ...(folders.globalDirs ?? []).map((dir) => ({
      dir: path.join(dir, "skills"),
      roots: [dir, ...(folders.home ? [folders.home] : [])],
    })),
  ];
  const skills: Skill[] = [];
  for (const place of places) {
    const names = await readdir(place.dir).catch(() => [] as string[]);
    for (const folder of names.sort()) {
      const file = path.join(place.dir, folder, "SKILL.md");
      const read = await readInstructionFile(file, {
        allowedRoots: place.roots,
        maxBytes: DEFAULT_MAX_INSTRUCTION_FILE_BYTES,
      });
      if (!read.ok) {
        if (read.reason !== "missing") warnings.push(read.detail);
        continue;
      }
      const { meta, body } = parseSkillFile(read.text);
      const name = typeof meta.name === "string" && meta.name.trim() ? meta.name.trim() : folder;
      if (skills.some((skill) => skill.name === name)) continue;
      const description = typeof meta.description === "string" ? meta.description.trim() : "";
      if (!description) warnings.push(`${file} has no description in its front matter`);
      const label = displayPath(file, folders.root, folders.home);
      skills.push({ name, description, path: file, label, body: body.trim() });
    }
  }
  return { skills, warnings };
}

/** The skills list for the user-instructions message: metadata only, so it stays stable every turn. */
export function renderSkillList(skills: readonly Skill[]): string | null {
  if (skills.length === 0) return null;
  const lines = skills.map(
    (skill) => `- ${skill.name}: ${skill.description || "(no description)"} (${skill.label})`,
  );
  return [
    "## Skills",
    "",
    "These skills hold instructions for particular tasks. When the user names one ($name) or a task " +
      "matches one, its full text is added to the user's message inside <skill> tags; follow it then.",
    "",
    ...lines,
  ].join("\n");
}

/** A skill's body as it joins the current turn. */
export function renderSkillBody(skill: Skill): string {
  return `<skill>\n<name>${skill.name}</name>\n<path>${skill.label}</path>\n${skill.body}\n</skill>`;
}
