// The README stays true: it documents every flag, and opens with exactly the two set-up commands.
import { readFileSync } from "node:fs";
import path from "node:path";
import { EVAL_FLAGS, REPORT_FLAGS } from "../src/cli/eval/eval-flags";
import { FLAGS } from "../src/cli/flags";
import { COMMANDS } from "../src/cli/repl/command-table";
import { DEFAULTS } from "../src/core/defaults";

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

  /** The flag table's row for `--name` in the README. */
  const row = (name: string) => readme.split("\n").find((line) => line.startsWith(`| \`--${name} `)) ?? "";

  it.each(FLAGS.filter((flag) => typeof flag.default === "number").map((flag) => [flag.name, flag.default]))(
    "states --%s's default as the flag table does (%s)",
    (name, value) => {
      expect(row(String(name))).toContain(`(default ${String(value)})`);
    },
  );

  it("states the choice defaults and the request deadline as declared", () => {
    for (const flag of FLAGS.filter((f) => f.choices && typeof f.default === "string"))
      expect(row(flag.name)).toContain(`\`${String(flag.default)}\` (default)`);
    expect(row("timeout")).toContain(`(default ${DEFAULTS.requestDeadlineSeconds})`);
  });

  /** The `kerf eval` section: its flags are documented there, not only as the chat command's. */
  const evalSection =
    readme.slice(readme.indexOf("## Which edit format for my model?")).split("\n## ")[0] ?? "";

  it.each([...EVAL_FLAGS, ...REPORT_FLAGS].map((flag) => [flag.name, flag]))(
    "documents kerf eval's --%s in its section",
    (_name, flag) => {
      const shown = flag.negatable && flag.default === true ? `--no-${flag.name}` : `--${flag.name}`;
      expect(evalSection).toContain(shown);
    },
  );

  it("states kerf eval's --tries default as its table does", () => {
    const tries = EVAL_FLAGS.find((flag) => flag.name === "tries");
    expect(evalSection).toContain(`| \`--tries N\` | tries per exercise (default ${String(tries?.default)})`);
  });
});
