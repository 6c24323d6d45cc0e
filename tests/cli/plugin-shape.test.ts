// A plugin written to an earlier shape (`static editFormat = "shout"`, no format object) is refused when
// it loads, naming what registerCoder expects, instead of registering silently and failing later as an
// unknown edit format (issue 33 point 11). A usage error: exit 2, nothing sent.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

const OLD_SHAPE = `module.exports = function registerShout(kerf) {
  class ShoutCoder extends kerf.WholeFileCoder {
    static editFormat = "shout";
  }
  kerf.registerCoder(ShoutCoder);
};
`;

describe("a plugin coder without a format object", () => {
  let repo: TempRepo;
  beforeEach(() => (repo = makeTempRepo({ "a.py": "x = 1\n" })));
  afterEach(() => repo.remove());

  it("is refused at load with what registerCoder expects and where the README shows it", async () => {
    writeFileSync(path.join(repo.root, "shout.js"), OLD_SHAPE);
    const run = await runCli(["--plugin", "shout.js", "--edit-format", "shout", "--show-prompts", "a.py"], {
      cwd: repo.root,
      env: { HOME: repo.root },
    });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain(
      'kerf: plugin shout.js: registerCoder: ShoutCoder declares `static editFormat = "shout"`, a name without a format object',
    );
    expect(run.stderr).toContain("a coder class needs `static format`, an EditFormat object");
    expect(run.stderr).toContain('"Adding a coder" in kerf\'s README');
    expect(run.stderr).not.toContain("unknown edit format");
  });
});
