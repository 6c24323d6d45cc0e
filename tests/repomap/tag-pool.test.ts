import { tagFiles } from "../../src/repomap/tag-pool";
import { copyFixture, removeDir } from "./fixture-repo";

describe("tagFiles", () => {
  let root = "";
  beforeAll(() => (root = copyFixture("small-repo")));
  afterAll(() => removeDir(root));
  const paths = [
    "app/audit.py",
    "app/logo.py",
    "app/main.py",
    "app/models.py",
    "app/services.py",
    "missing.py",
    "web/bundle.min.js",
    "web/client.ts",
    "web/format.ts",
  ];

  it("gives the same results, in order, on worker threads as in this thread", async () => {
    const inProcess = await tagFiles({ root, paths, workers: 0 });
    const progress: number[] = [];
    const pooled = await tagFiles({
      root,
      paths,
      workers: 2,
      minForPool: 1,
      onProgress: (d) => progress.push(d),
    });
    expect(pooled).toEqual(inProcess);
    expect(inProcess.map((r) => r.path)).toEqual(paths);
    expect(progress[progress.length - 1]).toBe(paths.length);
    expect(inProcess.filter((r) => r.skipped).map((r) => [r.path, r.excluded ?? false])).toEqual([
      ["app/logo.py", true],
      ["missing.py", false],
      ["web/bundle.min.js", true],
    ]);
    expect(inProcess.find((r) => r.path === "app/models.py")?.tags?.defs.map((t) => t.name)).toEqual([
      "Customer",
      "__init__",
      "display_name",
      "Order",
      "__init__",
      "total_with_tax",
    ]);
  });
});
