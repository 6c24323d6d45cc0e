// /skills and /skill NAME: list the SKILL.md skills (which are active) and name one for the next message.
import type { Repl } from "../repl.js";
import type { Command } from "./command.js";

function listSkills(repl: Repl): void {
  const skills = repl.coder.options.skills ?? [];
  if (skills.length === 0) {
    repl.term.out(
      "No skills found (.kerf/skills/*/SKILL.md, .claude/skills/*/SKILL.md, the global skills/).",
    );
    return;
  }
  const active = new Map(repl.coder.turnState.activeSkills.map((match) => [match.skill.name, match.why]));
  const next = new Set(repl.coder.turnState.namedSkills);
  for (const skill of skills) {
    const state = next.has(skill.name)
      ? "next message"
      : active.has(skill.name)
        ? `active (${active.get(skill.name)})`
        : "";
    repl.term.out(
      `${skill.name.padEnd(24)} ${state.padEnd(18)} ${skill.description}  ${repl.term.color.dim(skill.label)}`,
    );
  }
}

function nameSkill(repl: Repl, args: string): void {
  const name = args.trim();
  const skills = repl.coder.options.skills ?? [];
  if (!skills.some((skill) => skill.name === name)) {
    repl.term.err(`No skill named "${name}". /skills lists them.`);
    return;
  }
  if (!repl.coder.turnState.namedSkills.includes(name)) repl.coder.turnState.namedSkills.push(name);
  repl.term.out(`Skill ${name} joins your next message.`);
}

export const SKILL_COMMANDS: Command[] = [
  { name: "skills", help: "list the skills and which are active", run: listSkills },
  { name: "skill", usage: "NAME", help: "add a skill's instructions to the next message", run: nameSkill },
];
