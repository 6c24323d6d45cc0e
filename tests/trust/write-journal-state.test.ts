// The write journal as an untrusted state file: kerf reads .kerf/journal.json at every start. A FIFO
// there hung start-up before (this suite's first test timed out on the old code); now a bad journal is
// reported, set aside with its backup folder, and never acted on, while a good one still rolls back.
import { execFileSync } from "node:child_process";
import { existsSync, linkSync, lstatSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { recoverOnStart, writeFilesAtomically } from "../../src/edits/write/write-files";
import { removeDir, tempDir } from "../helpers/file-tree";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

describe("the write journal read at start-up", () => {
  let repo: TempRepo;
  let notices: string[];
  const kerf = () => path.join(repo.root, ".kerf");
  const journal = () => path.join(kerf(), "journal.json");
  const kerfEntries = () => readdirSync(kerf()).sort();
  const notice = (message: string) => notices.push(message);
  /** What saveJournal records: the .kerf folder the journal belongs to. */
  const home = () => {
    const stats = lstatSync(kerf());
    return `${stats.dev}:${stats.ino}`;
  };
  /** `where` null: no home at all (a journal from before homes, or a hand-made one). */
  const plant = (phase: string, entries: object[], where: string | null = home()) =>
    writeFileSync(
      journal(),
      JSON.stringify({ version: 1, pid: 1, phase, entries, ...(where === null ? {} : { home: where }) }),
    );
  beforeEach(() => {
    repo = makeTempRepo({ "a.txt": "old\n" });
    mkdirSync(path.join(repo.root, ".kerf", "journal"), { recursive: true });
    notices = [];
  });
  afterEach(() => repo.remove());

  it("a FIFO as .kerf/journal.json: start-up does not hang, warns, and sets it and its backups aside", async () => {
    execFileSync("mkfifo", [journal()]);
    writeFileSync(path.join(kerf(), "journal", "0-aaaaaa"), "a backup\n");
    await recoverOnStart(repo.root, { notice });
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(
      /^write journal \.kerf\/journal\.json is a named pipe \(FIFO\), not a regular file; set aside as \.kerf\/journal\.json\.bad-\S+; kerf carries on without it$/,
    );
    const entries = kerfEntries();
    expect(entries.some((name) => /^journal\.json\.bad-/.test(name))).toBe(true);
    const backups = entries.find((name) => /^journal\.bad-/.test(name)) as string;
    expect(readdirSync(path.join(kerf(), backups))).toEqual(["0-aaaaaa"]);
    expect(entries).not.toContain("journal.json");
    expect(entries).not.toContain("lock");
    expect(repo.read("a.txt")).toBe("old\n");
  }, 5_000);

  it("a journal whose paths leave the project or reach .git/ is not a journal: set aside, nothing touched", async () => {
    const outside = tempDir("kerf-journal-outside-");
    try {
      writeFileSync(path.join(outside, "victim.txt"), "keep\n");
      const rel = path.relative(repo.root, path.join(outside, "victim.txt")).split(path.sep).join("/");
      for (const entry of [
        { rel },
        { rel: ".git/config" },
        { rel: "a.txt", temp: "../.a.txt.kerf-00000000.tmp" },
      ]) {
        notices = [];
        plant("commit", [entry]);
        await recoverOnStart(repo.root, { notice });
        expect(notices).toEqual([expect.stringContaining(".kerf/journal.json is not a valid write journal")]);
        expect(existsSync(journal())).toBe(false);
      }
      expect(existsSync(path.join(outside, "victim.txt"))).toBe(true);
      expect(existsSync(path.join(repo.root, ".git", "config"))).toBe(true);
    } finally {
      removeDir(outside);
    }
  });

  it("a good journal left by a killed write still rolls it back", async () => {
    linkSync(path.join(repo.root, "a.txt"), path.join(kerf(), "journal", "0-abcdef"));
    execFileSync("rm", [path.join(repo.root, "a.txt")]);
    repo.write("a.txt", "half-written new\n");
    writeFileSync(path.join(repo.root, "b.txt"), "created by the write\n");
    const entries = [
      { rel: "a.txt", temp: ".a.txt.kerf-0011aabb.tmp", backup: "0-abcdef" },
      { rel: "b.txt", temp: ".b.txt.kerf-0011aabc.tmp" },
    ];
    plant("commit", entries);
    await recoverOnStart(repo.root, { notice });
    expect(repo.read("a.txt")).toBe("old\n");
    expect(existsSync(path.join(repo.root, "b.txt"))).toBe(false);
    expect(notices).toEqual([expect.stringContaining("rolled its write back (2 files restored)")]);
    expect(existsSync(journal())).toBe(false);
  });

  it("an entry whose folder is a symlink out of the project is skipped: the outside file survives", async () => {
    const outside = tempDir("kerf-journal-outside-");
    try {
      writeFileSync(path.join(outside, "x.txt"), "keep\n");
      symlinkSync(outside, path.join(repo.root, "link"));
      const entries = [{ rel: "link/x.txt", temp: "link/.x.txt.kerf-00000000.tmp" }];
      plant("commit", entries);
      await recoverOnStart(repo.root, { notice });
      expect(existsSync(path.join(outside, "x.txt"))).toBe(true);
    } finally {
      removeDir(outside);
    }
  });

  it("a well-formed journal written in another .kerf/ (shipped or copied with the project) is never acted on", async () => {
    writeFileSync(path.join(repo.root, ".env"), "OPENAI_API_KEY=sk-mine\n");
    writeFileSync(path.join(kerf(), "journal", "0-abcdef"), "the repository's version\n");
    const entries = [
      { rel: ".env", temp: "..env.kerf-00000000.tmp" },
      { rel: "a.txt", temp: ".a.txt.kerf-00000001.tmp", backup: "0-abcdef" },
    ];
    const said = [
      /^write journal \.kerf\/journal\.json was not written in this \.kerf\/ folder \(shipped with the project or copied with it\); not acted on, set aside as \.kerf\/journal\.json\.bad-\S+; kerf carries on without it$/,
      /^write journal \.kerf\/journal\.json is not a valid write journal; set aside as /,
    ];
    for (const [i, where] of ["1:2", null].entries()) {
      notices = [];
      plant("commit", entries, where);
      await recoverOnStart(repo.root, { notice });
      expect(notices).toEqual([expect.stringMatching(said[i] as RegExp)]);
      expect(existsSync(journal())).toBe(false);
    }
    expect(repo.read(".env")).toBe("OPENAI_API_KEY=sk-mine\n");
    expect(repo.read("a.txt")).toBe("old\n");
    expect(kerfEntries().filter((name) => name.startsWith("journal.json.bad-"))).toHaveLength(2);
    const backups = kerfEntries().find((name) => /^journal\.bad-/.test(name)) as string;
    expect(readdirSync(path.join(kerf(), backups))).toEqual(["0-abcdef"]);
  });

  it("a write after a FIFO journal was planted proceeds, and the warning reaches the write's notices", async () => {
    execFileSync("mkfifo", [journal()]);
    await writeFilesAtomically(
      repo.root,
      [{ rel: "a.txt", before: Buffer.from("old\n"), after: Buffer.from("new\n") }],
      { notice },
    );
    expect(repo.read("a.txt")).toBe("new\n");
    expect(notices).toEqual([expect.stringContaining("journal.json is a named pipe (FIFO)")]);
    const aside = kerfEntries().find((name) => name.startsWith("journal.json.bad-")) as string;
    expect(lstatSync(path.join(kerf(), aside)).isFIFO()).toBe(true);
  }, 5_000);
});
