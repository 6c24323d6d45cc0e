// The README stays true: it documents every flag, and opens with exactly the two set-up commands.
import { readFileSync } from "node:fs";
import path from "node:path";
import { FLAGS } from "../src/cli/flags";
import { COMMANDS } from "../src/cli/repl/command-table";

const readme = readFileSync(path.join(__dirname, "..", "README.md"), "utf8");

describe("README", () => {
  it("opens with the demo command and the test command", () => {
    const firstBlock = readme.split("```")[1] ?? "";
    const commands = firstBlock.split("\n").filter((line) => line.trim() && !line.startsWith("sh"));
    expect(commands.map((line) => line.split("#")[0]?.trim())).toEqual([
      "npm install && npm run demo",
      "npm test",
    ]);
  });

  it.each(FLAGS.map((flag) => flag.name))("documents --%s", (name) => {
    expect(readme).toContain(`--${name}`);
  });

  it.each(COMMANDS.map((command) => command.name))("documents /%s", (name) => {
    expect(readme).toMatch(new RegExp("`/" + name + "[ `]"));
  });
});
