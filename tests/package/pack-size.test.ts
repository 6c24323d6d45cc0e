// The package as a user installs it (the shared pack of a clean clone, installed from the tarball into
// an empty folder): fails when node_modules passes 150 MB on disk as `du -sh` counts it (allocated
// blocks, in MiB: the brief's ceiling, the ACP and MCP SDKs included) or when the installed kerf cannot build a repo map from its vendored grammars, or does not
// ship the --json event schema.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { removeDir, tempDir } from "../helpers/file-tree";
import { diskBytes } from "../../bench/disk-bytes";
import { installedKerf, type InstalledKerf } from "./installed-kerf";

const LIMIT_MB = 150;

describe("the packed package", () => {
  let installed: InstalledKerf;
  let work: string;
  beforeAll(() => {
    installed = installedKerf();
    work = tempDir("kerf-pack-");
  });
  afterAll(() => removeDir(work));

  it(`installs with its production dependencies in at most ${LIMIT_MB} MB`, () => {
    const megabytes = diskBytes(path.join(installed.app, "node_modules")) / 2 ** 20;
    expect(megabytes).toBeLessThanOrEqual(LIMIT_MB);
  });

  it("maps a repository with the grammars it ships", () => {
    const repo = path.join(work, "repo");
    mkdirSync(repo);
    writeFileSync(path.join(repo, "shapes.py"), "class Square:\n    def area(self):\n        return 4\n");
    const script = `const { RepoMap } = require("kerf");
new RepoMap({ root: ${JSON.stringify(repo)}, workers: 0 })
  .getRepoMap({ otherFiles: ["shapes.py"], maxTokens: 1000 })
  .then((map) => process.stdout.write(map.text));`;
    const text = execFileSync(process.execPath, ["-e", script], { cwd: installed.app, encoding: "utf8" });
    expect(text).toContain("class Square:");
  });

  it("ships the --json event schema the README links", () => {
    const shipped = path.join(installed.app, "node_modules", "kerf", "schema", "events.schema.json");
    const source = path.join(__dirname, "..", "..", "schema", "events.schema.json");
    expect(readFileSync(shipped, "utf8")).toBe(readFileSync(source, "utf8"));
  });
});
