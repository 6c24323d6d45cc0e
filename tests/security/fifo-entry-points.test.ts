// kerf never opens a FIFO, socket or device that a repository path leads to: chat files (command line
// and /add), read-only files, instruction files, ignore files, config, .env, a reply's target. Each is
// refused with a message naming it, nothing hangs, and the FIFO is left as it was. The real CLI runs as a
// child process, with real FIFOs made by mkfifo.
import { execFileSync } from "node:child_process";
import { lstatSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startScriptedServer } from "../../replay/scripted-server";
import { ensureBuilt } from "../demo/ensure-built";
import { removeDir, tempDir } from "../helpers/file-tree";
import { runChild } from "../helpers/run-child";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

const FIFO = "is a named pipe (FIFO), not a regular file";

describe("FIFOs and devices in the project are never read", () => {
  let repo: TempRepo;
  let home: string;
  beforeAll(() => ensureBuilt(path.resolve(__dirname, "../..")));
  beforeEach(() => {
    repo = makeTempRepo({ "app.py": "def main():\n    pass\n" });
    home = tempDir("kerf-home-");
  });
  afterEach(() => {
    repo.remove();
    removeDir(home);
  });
  const fifo = (...names: string[]) => {
    for (const name of names) execFileSync("mkfifo", [path.join(repo.root, name)]);
  };
  const kerf = (args: string[], input?: string) =>
    runChild([...args, "--model", "gpt-4o", "--no-pretty"], { cwd: repo.root, env: { HOME: home }, input });
  const stillFifo = (name: string) => expect(lstatSync(path.join(repo.root, name)).isFIFO()).toBe(true);

  it("a FIFO chat file, AGENTS.md, CLAUDE.md, .env and ignore files: each refused by name", async () => {
    fifo("chat.py", "AGENTS.md", "CLAUDE.md", ".env", ".kerfignore", ".aiderignore");
    const run = await kerf(["--show-prompts", "chat.py"]);
    expect(run.code).toBe(0);
    for (const name of ["AGENTS.md", "CLAUDE.md", ".env"]) expect(run.stderr).toContain(`${name} ${FIFO}`);
    expect(run.stderr).toContain(`chat.py ${FIFO}; not read; it is not shown to the model`);
    expect(run.stderr).toContain(`ignore file .kerfignore ${FIFO}`);
    expect(run.stderr).toContain(`ignore file .aiderignore ${FIFO}`);
    stillFifo("chat.py");
  }, 30_000);

  it("--read of a FIFO exits 2 naming it, not 'no such file'", async () => {
    fifo("CONVENTIONS.md");
    const run = await kerf(["--show-prompts", "--read", "CONVENTIONS.md"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`--read CONVENTIONS.md ${FIFO}; not read`);
  }, 30_000);

  it("a FIFO .kerf.conf.yml stops the run with exit 2 naming it", async () => {
    fifo(".kerf.conf.yml");
    const run = await kerf(["--show-repo-map"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`.kerf.conf.yml ${FIFO}; not read`);
    stillFifo(".kerf.conf.yml");
  }, 30_000);

  it("/add and /read-only refuse a FIFO and a link to a device, even with --yes-always; /save too", async () => {
    fifo("pipe.py", "saved.txt");
    symlinkSync("/dev/zero", path.join(repo.root, "zero.py"));
    const run = await kerf(
      ["--yes-always"],
      "/add pipe.py\n/read-only pipe.py\n/add zero.py\n/add app.py\n/ls\n/save saved.txt\n",
    );
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(`pipe.py ${FIFO}; not added.`);
    expect(run.stderr).toContain("zero.py is a device, not a regular file; not added.");
    expect(run.stdout).toContain("Added app.py to the chat.");
    expect(run.stdout).not.toContain("Added pipe.py");
    expect(run.stdout).not.toContain("Added zero.py");
    expect(run.stderr).toContain(`saved.txt ${FIFO}; not written.`);
    stillFifo("pipe.py");
    stillFifo("saved.txt");
  }, 30_000);

  it("a reply that edits a FIFO is refused, the FIFO is left alone; --message-file FIFO too", async () => {
    fifo("pipe.py", "message.txt");
    writeFileSync(path.join(repo.root, "reply.md"), "pipe.py\n```\nprint(1)\n```\n");
    const applied = await kerf(["--apply", "reply.md", "--edit-format", "whole", "--yes-always"]);
    expect(applied.code).toBe(1);
    expect(applied.stderr).toContain(`pipe.py ${FIFO}; not read or edited`);
    stillFifo("pipe.py");
    const message = await kerf(["--message-file", "message.txt"]);
    expect(message.code).toBe(1);
    expect(message.stderr).toContain(`message.txt ${FIFO}; not read`);
  }, 30_000);

  it("a file the model mentions that links to a FIFO is never read, and the turn ends", async () => {
    fifo("real.fifo");
    symlinkSync("real.fifo", path.join(repo.root, "pipe.py"));
    repo.git("add", "pipe.py");
    repo.git("commit", "-qm", "link");
    const server = await startScriptedServer([
      { kind: "reply", text: "To do that I need to see pipe.py." },
      { kind: "reply", text: "Nothing to change." },
    ]);
    try {
      const run = await runChild(
        [
          "-m",
          "fix it",
          "--yes-always",
          "--model",
          "gpt-4o",
          "--openai-api-base",
          server.baseUrl,
          "--no-pretty",
        ],
        { cwd: repo.root, env: { HOME: home, OPENAI_API_KEY: "sk-test" } },
      );
      expect(run.code).toBe(0);
      expect(run.stderr).toContain(`pipe.py ${FIFO}; not read`);
      expect(server.requests).toHaveLength(2);
      stillFifo("real.fifo");
    } finally {
      await server.close();
    }
  }, 30_000);
});
