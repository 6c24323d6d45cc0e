// The --watch-files watcher on real files in a real git repository: a plain write, an editor's
// atomic save (write a temp file, rename it over the original), debouncing, ignored files and a save
// that leaves the comments as they were.
import { renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { FileWatcher, type WatchRequest } from "../../src/watch/file-watcher";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

const APP = "def total(items):\n    return sum(items)\n";

describe("FileWatcher", () => {
  let repo: TempRepo;
  let watcher: FileWatcher;
  let requests: WatchRequest[];
  let context: string[][];
  let waiters: (() => void)[];
  beforeEach(async () => {
    repo = makeTempRepo({
      "app.py": APP,
      ".gitignore": "build/\n*.log\n",
      ".aiderignore": "vendor/\n",
      ".kerfignore": "scratch/\n",
    });
    requests = [];
    context = [];
    waiters = [];
    watcher = new FileWatcher({
      root: repo.root,
      debounceMs: 150,
      onRequest: (request) => {
        requests.push(request);
        waiters.splice(0).forEach((wake) => wake());
      },
      onContextOnly: (files) => context.push(files.map((f) => f.path)),
    });
    await watcher.start();
  });
  afterEach(async () => {
    await watcher.close();
    repo.remove();
  });
  const nextRequest = (ms = 8000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no watch request")), ms);
      waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  /** Waits long enough for a batch that must not come (debounce + stability + margin). */
  const quiet = () => new Promise((resolve) => setTimeout(resolve, 1200));

  it("a saved AI! comment becomes one edit request naming the file and the marked line", async () => {
    const seen = nextRequest();
    repo.write("app.py", "def total(items):\n    # skip None values AI!\n    return sum(items)\n");
    await seen;
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.action).toBe("code");
    expect(request?.files.map((f) => f.path)).toEqual(["app.py"]);
    expect(request?.text).toContain(
      "In app.py:\n│def total(items):\n█    # skip None values AI!\n│    return sum(items)",
    );
    expect(request?.text).toContain("remove every one of them");
  });

  it("an editor's atomic save (temp file renamed over the original) is seen; the temp file is not", async () => {
    const seen = nextRequest();
    const temp = path.join(repo.root, ".app.py.swp~");
    writeFileSync(temp, "def total(items):  # why sum and not a loop? AI?\n    return sum(items)\n");
    renameSync(temp, path.join(repo.root, "app.py"));
    await seen;
    expect(requests.map((r) => [r.action, r.files.map((f) => f.path)])).toEqual([["ask", ["app.py"]]]);
  });

  it("several quick saves make one request (debounced), with every file in it", async () => {
    const seen = nextRequest();
    repo.write("a.py", "x = 1  # use 2 AI!\n");
    repo.write("b.py", "y = 1  # use 3 ai!\n");
    repo.write("app.py", `${APP}# and call it from main AI\n`);
    await seen;
    await quiet();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.files.map((f) => f.path)).toEqual(["a.py", "app.py", "b.py"]);
  });

  it("git-ignored, .aiderignore'd, .kerfignore'd, .git, .kerf and node_modules files never count", async () => {
    repo.write("build/out.py", "x = 1  # AI!\n");
    repo.write("scratch/try.py", "# AI!\n");
    repo.write(".kerf/state.py", "# AI!\n");
    repo.write("debug.log", "# AI!\n");
    repo.write("vendor/lib.py", "# AI!\n");
    repo.write("node_modules/pkg/index.js", "// AI!\n");
    repo.write(".git/notes.py", "# AI!\n");
    await quiet();
    expect(requests).toEqual([]);
    const seen = nextRequest();
    repo.write("ok.py", "# AI!\n");
    await seen;
    expect(requests.map((r) => r.files.map((f) => f.path))).toEqual([["ok.py"]]);
  });

  it("a save that keeps the same comments runs nothing again; context-only comments ask nothing", async () => {
    const seen = nextRequest();
    repo.write("app.py", `${APP}# speed this up AI!\n`);
    await seen;
    repo.write("app.py", `# a note\n${APP}# speed this up AI!\n`);
    repo.write("notes.py", "# ai: remember the cache\n");
    await quiet();
    expect(requests).toHaveLength(1);
    expect(context).toEqual([["notes.py"]]);
  });
});
