// The help's text beyond commander's own layout: flags in the order and under the headings of
// help-sections.ts, the subcommands block, `kerf help`'s overview and one topic's section.
// Renders only; `kerf help [topic]` itself is help-command.ts.
import type { Command, Help, Option } from "commander";
import { FLAGS, type Flag } from "./flags.js";
import { BUILT_IN_SECTION, HELP_SECTIONS, SUBCOMMANDS, type HelpSection } from "./help-sections.js";

/** The flags in help order: section by section, each section's rows in its listed order. */
export function flagsInHelpOrder(flags: readonly Flag[] = FLAGS): { flag: Flag; heading: string }[] {
  const ordered: { flag: Flag; heading: string }[] = [];
  for (const section of HELP_SECTIONS) {
    const heading = `${section.title}:`;
    for (const name of section.flags) {
      const flag = flags.find((row) => row.name === name);
      if (flag) ordered.push({ flag, heading });
    }
    if (section.shortcuts)
      for (const flag of flags.filter((row) => row.model !== undefined)) ordered.push({ flag, heading });
  }
  // A flag no section names still parses and still shows, at the end.
  const listed = new Set(ordered.map((item) => item.flag.name));
  for (const flag of flags)
    if (!listed.has(flag.name)) ordered.push({ flag, heading: `${BUILT_IN_SECTION}:` });
  return ordered;
}

/** The subcommands, one line each (commander's item layout). */
export function commandsBlock(): string {
  const width = Math.max(...SUBCOMMANDS.map((command) => command.usage.length));
  const lines = SUBCOMMANDS.map((command) => `  ${command.usage.padEnd(width)}  ${command.help}`);
  return ["Commands:", ...lines].join("\n");
}

/** Which section or subcommand a topic word names (a section's topic or title, any case). */
export function findTopic(words: readonly string[]): HelpSection | "eval" | "report" | undefined {
  const word = words.join(" ").trim().toLowerCase();
  if (word === "eval") return "eval";
  if (word === "report" || word === "eval report") return "report";
  return HELP_SECTIONS.find((section) => section.topic === word || section.title.toLowerCase() === word);
}

/** The topics `kerf help` accepts, one line each. */
export function topicsBlock(): string {
  const lines = HELP_SECTIONS.map((section) => `  ${section.topic.padEnd(8)}  ${section.title}`);
  lines.push(`  ${"eval".padEnd(8)}  kerf eval's flags`, `  ${"report".padEnd(8)}  kerf eval report's flags`);
  return ["Help topics (kerf help <topic>):", ...lines].join("\n");
}

/** `kerf help`: usage, the subcommands and the topics, with the way to every flag. */
export function overviewText(program: Command): string {
  return [
    `Usage: kerf ${program.usage()}`,
    "",
    program.description(),
    "",
    commandsBlock(),
    "",
    topicsBlock(),
    "",
    "Every flag at once: kerf --help. A file named like a subcommand: ./help, ./eval.",
    "",
  ].join("\n");
}

/** One section's flags, laid out as --help lays them out. */
export function sectionText(program: Command, section: HelpSection): string {
  const helper = program.createHelp();
  helper.prepareContext({ helpWidth: 80 });
  const heading = `${section.title}:`;
  const options = helper.visibleOptions(program).filter((option) => option.helpGroupHeading === heading);
  return [heading, ...items(helper, options), ""].join("\n");
}

function items(helper: Help, options: readonly Option[]): string[] {
  const width = Math.max(...options.map((option) => helper.displayWidth(helper.optionTerm(option))));
  return options.map((option) =>
    helper.formatItem(helper.optionTerm(option), width, helper.optionDescription(option), helper),
  );
}
