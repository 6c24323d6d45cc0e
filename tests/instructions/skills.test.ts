// Skills: discovery in the three folders with YAML front matter, and selection by `$name` or by BM25
// relevance with a threshold and at most three.
import path from "node:path";
import { selectSkills } from "../../src/instructions/skill-relevance";
import { discoverSkills, parseSkillFile, type Skill } from "../../src/instructions/skills";
import { removeDir, tempDir } from "../helpers/file-tree";
import { writeTree } from "../helpers/write-tree";

const skill = (name: string, description: string): Skill => ({
  name,
  description,
  path: `/s/${name}/SKILL.md`,
  label: `${name}/SKILL.md`,
  body: `${name} body`,
});
const SKILLS = [
  skill("testing", "Write pytest unit tests with fixtures"),
  skill("release", "Cut a release: bump the version, tag it, write the changelog"),
  skill("docker", "Build and run the service in Docker containers"),
  skill("migrations", "Write database schema migrations with alembic"),
];
const names = (message: string, named?: string[]) =>
  selectSkills(message, SKILLS, named ? { named } : {}).map((m) => [m.skill.name, m.why]);

describe("selectSkills", () => {
  it("activates a skill the message is about, and none for an unrelated message", () => {
    expect(names("please add pytest tests with fixtures for the parser")).toEqual([["testing", "relevant"]]);
    expect(names("bump the version and tag a release")).toEqual([["release", "relevant"]]);
    expect(names("rename this variable")).toEqual([]);
    // One shared word is not enough.
    expect(names("write a poem")).toEqual([]);
  });

  it("always takes skills named with $name or /skill, before relevant ones, at most three in all", () => {
    expect(names("$docker run it")).toEqual([["docker", "named"]]);
    expect(names("hello", ["migrations"])).toEqual([["migrations", "named"]]);
    const many =
      "pytest fixtures tests, release changelog version tag, docker containers service, alembic schema migrations";
    expect(selectSkills(many, SKILLS)).toHaveLength(3);
  });
});

describe("discoverSkills", () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDir("kerf-skills-");
  });
  afterEach(() => removeDir(dir));

  it("reads .kerf/skills, .claude/skills and the global skills/, front matter name first", async () => {
    writeTree(dir, {
      "repo/.kerf/skills/a/SKILL.md": "---\nname: alpha\ndescription: First skill\n---\nAlpha body\n",
      "repo/.claude/skills/b/SKILL.md": "---\ndescription: Second skill\n---\nBeta body\n",
      "repo/.claude/skills/dup/SKILL.md": "---\nname: alpha\ndescription: shadowed\n---\nx\n",
      "config/skills/c/SKILL.md": "No front matter here.\n",
    });
    const found = await discoverSkills({
      root: path.join(dir, "repo"),
      globalDirs: [path.join(dir, "config")],
    });
    expect(found.skills.map((s) => [s.name, s.description, s.label, s.body])).toEqual([
      ["alpha", "First skill", ".kerf/skills/a/SKILL.md", "Alpha body"],
      ["b", "Second skill", ".claude/skills/b/SKILL.md", "Beta body"],
      ["c", "", path.join(dir, "config/skills/c/SKILL.md"), "No front matter here."],
    ]);
    expect(found.warnings).toEqual([
      `${path.join(dir, "config/skills/c/SKILL.md")} has no description in its front matter`,
    ]);
  });

  it("parses front matter and leaves a file without it whole", () => {
    expect(parseSkillFile("---\nname: x\n---\nbody\n")).toEqual({ meta: { name: "x" }, body: "body\n" });
    expect(parseSkillFile("body only\n")).toEqual({ meta: {}, body: "body only\n" });
  });
});
