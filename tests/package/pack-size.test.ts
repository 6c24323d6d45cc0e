// The package as a user installs it: `npm pack`, then `npm install` of the tarball with production
// dependencies into an empty folder. Fails when node_modules passes 120 MB (issue 15) or when the
// installed kerf cannot build a repo map from its vendored grammars. Slow (a build and an install).
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { removeDir, tempDir } from "../helpers/file-tree";
import { diskBytes } from "../../bench/disk-bytes";

const LIMIT_MB = 120;
const ROOT = path.join(__dirname, "../..");

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

describe("the packed package", () => {
  let work: string;
  beforeAll(() => {
    work = tempDir("kerf-pack-");
  });
  afterAll(() => removeDir(work));

  it(`installs with its production dependencies in at most ${LIMIT_MB} MB and maps a repository`, () => {
    // Stage the package's files with a fresh build, so the worktree's dist/ is neither needed nor touched.
    const stage = path.join(work, "stage");
    mkdirSync(stage);
    run(
      process.execPath,
      [
        require.resolve("typescript/bin/tsc"),
        "-p",
        "tsconfig.build.json",
        "--outDir",
        path.join(stage, "dist"),
      ],
      ROOT,
    );
    for (const entry of ["package.json", "README.md", "queries", "grammars"]) {
      cpSync(path.join(ROOT, entry), path.join(stage, entry), { recursive: true });
    }
    const tarball = run("npm", ["pack", "--silent", "--pack-destination", work], stage)
      .trim()
      .split("\n")
      .pop();
    const app = path.join(work, "app");
    mkdirSync(app);
    writeFileSync(
      path.join(app, "package.json"),
      JSON.stringify({ name: "app", version: "1.0.0", private: true }),
    );
    run("npm", ["install", "--omit=dev", "--no-audit", "--no-fund", path.join(work, tarball as string)], app);

    const megabytes = diskBytes(path.join(app, "node_modules")) / 1e6;
    expect(megabytes).toBeLessThanOrEqual(LIMIT_MB);

    // The installed package finds its grammars: a Python file gets its definition into the map.
    const repo = path.join(work, "repo");
    mkdirSync(repo);
    writeFileSync(path.join(repo, "shapes.py"), "class Square:\n    def area(self):\n        return 4\n");
    const script = `const { RepoMap } = require("kerf");
new RepoMap({ root: ${JSON.stringify(repo)}, workers: 0 })
  .getRepoMap({ otherFiles: ["shapes.py"], maxTokens: 1000 })
  .then((map) => process.stdout.write(map.text));`;
    expect(run(process.execPath, ["-e", script], app)).toContain("class Square:");
  }, 300_000);
});
