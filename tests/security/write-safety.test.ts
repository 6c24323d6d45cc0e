// Files are never half-changed or lost, and kerf's own state and git are out of a reply's reach:
// real files, real git, the CLI in-process and the write stage directly.
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { WriteConflictError, writeFilesAtomically } from "../../src/edits/write/write-files";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

describe("write safety", () => {
  let repo: TempRepo;
  beforeEach(() => (repo = makeTempRepo({ "a.txt": "alpha\n" })));
  afterEach(() => repo.remove());
  const apply = (reply: string, format: string, args: string[] = []) => {
    writeFileSync(path.join(repo.root, "reply.md"), reply);
    return runCli(["--apply", "reply.md", "--edit-format", format, "--no-pretty", ...args], {
      cwd: repo.root,
      env: { HOME: repo.root },
    });
  };
  const bytes = (file: string) => readFileSync(path.join(repo.root, file));

  it("never edits .kerf/ or .git/, in any format, even with --yes-always", async () => {
    mkdirSync(path.join(repo.root, ".kerf"), { recursive: true });
    writeFileSync(path.join(repo.root, ".kerf", "commits.json"), "[]\n");
    const config = bytes(".git/config");
    const replies: [string, string][] = [
      ["whole", ".kerf/commits.json\n```\nhacked\n```\n\n.git/config\n```\nhacked\n```\n"],
      ["diff", ".kerf/commits.json\n```\n<<<<<<< SEARCH\n[]\n=======\nhacked\n>>>>>>> REPLACE\n```\n"],
      [
        "patch",
        "*** Begin Patch\n*** Add File: .kerf/new.txt\n+hacked\n*** Add File: .GIT/hooks/pre-commit\n+hacked\n*** End Patch\n",
      ],
      ["udiff", "--- .kerf/commits.json\n+++ .kerf/commits.json\n@@ -1 +1 @@\n-[]\n+hacked\n"],
    ];
    for (const [format, reply] of replies) {
      const run = await apply(reply, format, ["--yes-always"]);
      expect(run.code).toBe(3);
      expect(run.stdout).toMatch(/inside \.(kerf|git)\//i);
    }
    expect(repo.read(".kerf/commits.json")).toBe("[]\n");
    expect(bytes(".git/config").equals(config)).toBe(true);
  });

  it("a path that merely starts with .. (..notes.txt) is a normal file", async () => {
    const run = await apply("..notes.txt\n```\nnotes\n```\n", "whole", ["--yes-always"]);
    expect(run.code).toBe(0);
    expect(repo.read("..notes.txt")).toBe("notes\n");
  });

  it("refuses to edit a Latin-1 file and leaves every byte as it was", async () => {
    const latin1 = Buffer.from("caf\xe9 = 1\nna\xefve = 2\n", "latin1");
    writeFileSync(path.join(repo.root, "latin.py"), latin1);
    const run = await apply(
      "latin.py\n```\n<<<<<<< SEARCH\nna\u00efve = 2\n=======\nnaive = 3\n>>>>>>> REPLACE\n```\n",
      "diff",
      ["latin.py"],
    );
    expect(run.code).toBe(3);
    expect(run.stdout).toContain("not valid UTF-8");
    expect(bytes("latin.py").equals(latin1)).toBe(true);
  });

  it("keeps each untouched line's own ending in a mixed CRLF/LF file", async () => {
    writeFileSync(path.join(repo.root, "mixed.txt"), "one\r\ntwo\nthree\r\nfour\nfive\r\n");
    const run = await apply(
      "mixed.txt\n```\n<<<<<<< SEARCH\nthree\n=======\nTHREE\n3b\n>>>>>>> REPLACE\n```\n",
      "diff",
      ["mixed.txt"],
    );
    expect(run.code).toBe(0);
    expect(bytes("mixed.txt").toString("latin1")).toBe("one\r\ntwo\nTHREE\r\n3b\r\nfour\nfive\r\n");
  });

  it("refuses a file without write permission (mode 444) instead of replacing it", async () => {
    writeFileSync(path.join(repo.root, "locked.txt"), "keep\n");
    chmodSync(path.join(repo.root, "locked.txt"), 0o444);
    const run = await apply("locked.txt\n```\nchanged\n```\n", "whole", ["--yes-always", "locked.txt"]);
    expect(run.code).toBe(3);
    expect(run.stdout).toContain("no write permission (mode 444)");
    expect(repo.read("locked.txt")).toBe("keep\n");
  });

  it("--apply on a non-interactive stdin refuses deleting or rewriting files not named; named ones are fine", async () => {
    writeFileSync(path.join(repo.root, "b.txt"), "beta\n");
    const reply = "*** Begin Patch\n*** Delete File: b.txt\n*** End Patch\n";
    const refused = await apply(reply, "patch");
    expect(refused.code).toBe(3);
    expect(repo.read("b.txt")).toBe("beta\n");
    const whole = await apply("a.txt\n```\nrewritten\n```\n", "whole");
    expect(whole.code).toBe(3);
    expect(repo.read("a.txt")).toBe("alpha\n");
    expect((await apply(reply, "patch", ["b.txt"])).code).toBe(0);
    expect((await apply("a.txt\n```\nrewritten\n```\n", "whole", ["a.txt"])).code).toBe(0);
    expect(repo.read("a.txt")).toBe("rewritten\n");
  });

  it("a secret store (.env) is refused without a person's yes, even with --yes-always", async () => {
    writeFileSync(path.join(repo.root, ".env"), "OPENAI_API_KEY=sk-real\n");
    const run = await apply(".env\n```\nOPENAI_API_KEY=sk-stolen\n```\n", "whole", ["--yes-always", ".env"]);
    expect(run.code).toBe(3);
    expect(run.stdout).toContain("looks like a secret store");
    expect(repo.read(".env")).toBe("OPENAI_API_KEY=sk-real\n");
  });

  it("a held lock names its holder's pid; a dead holder's lock is taken over", async () => {
    mkdirSync(path.join(repo.root, ".kerf"), { recursive: true });
    const lock = path.join(repo.root, ".kerf", "lock");
    const host = hostname();
    writeFileSync(lock, JSON.stringify({ pid: process.pid, host, started: "now" }));
    const held = await apply("a.txt\n```\nx\n```\n", "whole", ["a.txt"]);
    expect(held.code).toBe(3);
    expect(held.stdout).toContain(`another kerf process (pid ${process.pid}`);
    expect(repo.read("a.txt")).toBe("alpha\n");
    const dead = spawnSync(process.execPath, ["-e", "0"]).pid;
    writeFileSync(lock, JSON.stringify({ pid: dead, host, started: "then" }));
    const taken = await apply("a.txt\n```\nx\n```\n", "whole", ["a.txt"]);
    expect(taken.code).toBe(0);
    expect(taken.stderr).toContain(`took over the lock of kerf pid ${dead}`);
    expect(repo.read("a.txt")).toBe("x\n");
  });

  it("compare-and-swap: a file changed since it was read makes the whole write fail, nothing written", async () => {
    writeFileSync(path.join(repo.root, "b.txt"), "changed by someone else\n");
    const error = await writeFilesAtomically(repo.root, [
      { rel: "a.txt", before: Buffer.from("alpha\n"), after: Buffer.from("A\n") },
      { rel: "b.txt", before: Buffer.from("beta\n"), after: Buffer.from("B\n") },
    ]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WriteConflictError);
    expect((error as Error).message).toContain("b.txt changed on disk after kerf read it");
    expect(repo.read("a.txt")).toBe("alpha\n");
    expect(repo.read("b.txt")).toBe("changed by someone else\n");
  });
});
