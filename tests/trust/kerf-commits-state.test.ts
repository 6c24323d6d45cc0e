// The record of kerf's commits (.kerf/commits.json) as an untrusted state file: a FIFO, a symlink out of
// .kerf/, an oversized, unparsable or wrongly shaped record is reported, set aside and read as no record
// (undo then refuses, as for any commit kerf did not make); the next commit starts a fresh, good file.
import { execFileSync } from "node:child_process";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { GitRepo } from "../../src/git/git-repo";
import { addKerfCommit, readKerfCommits, recordPath } from "../../src/git/kerf-commits";
import { READ_LIMITS } from "../../src/trust";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

const HASH = "0123456789abcdef0123456789abcdef01234567";

describe("kerf's commit record read as a state file", () => {
  let repo: TempRepo;
  let warnings: string[];
  const report = (message: string) => warnings.push(message);
  const asides = () =>
    readdirSync(path.join(repo.root, ".kerf")).filter((n) => n.startsWith("commits.json.bad-"));
  beforeEach(() => {
    repo = makeTempRepo({ "a.txt": "a\n" });
    mkdirSync(path.join(repo.root, ".kerf"));
    warnings = [];
  });
  afterEach(() => repo.remove());

  it("reads a good record as it is, without a word", async () => {
    const record = { hash: HASH, kind: "edit" as const, files: ["a.txt"] };
    await addKerfCommit(repo.root, record, report);
    expect(await readKerfCommits(repo.root, report)).toEqual([record]);
    expect(warnings).toEqual([]);
  });

  it("a FIFO, a symlink to a file outside the project, bad JSON and a wrong shape: each set aside with its reason", async () => {
    const file = recordPath(repo.root);
    const outside = path.join(repo.root, "..", `${path.basename(repo.root)}-outside.json`);
    writeFileSync(outside, JSON.stringify({ commits: [{ hash: HASH, kind: "edit", files: [] }] }));
    const shapes: [() => void, string][] = [
      [() => execFileSync("mkfifo", [file]), "is a named pipe (FIFO), not a regular file"],
      [() => symlinkSync(outside, file), `is a symlink out of .kerf/ (to ${path.resolve(outside)})`],
      [() => writeFileSync(file, "{"), "is not valid JSON"],
      [
        () => writeFileSync(file, JSON.stringify({ commits: [{ hash: "HEAD", kind: "edit", files: [] }] })),
        "is not a valid record of kerf's commits",
      ],
    ];
    try {
      for (const [plant, reason] of shapes) {
        warnings = [];
        plant();
        expect(await readKerfCommits(repo.root, report)).toEqual([]);
        expect(warnings).toEqual([expect.stringMatching(/^record of kerf's commits \.kerf\/commits\.json /)]);
        expect(warnings[0]).toContain(`${reason}; set aside as .kerf/commits.json.bad-`);
        expect(existsSync(file)).toBe(false);
      }
      expect(asides()).toHaveLength(4);
      expect(readFileSync(outside, "utf8")).toContain(HASH);
    } finally {
      execFileSync("rm", ["-f", outside]);
    }
  }, 10_000);

  it("a kerf commit over a FIFO record warns through the repo's onWarning and writes a fresh record", async () => {
    execFileSync("mkfifo", [recordPath(repo.root)]);
    const git = (await GitRepo.open(repo.root, { onWarning: report })) as GitRepo;
    repo.write("a.txt", "changed\n");
    const info = await git.commit({ files: ["a.txt"], message: "change a" });
    expect(warnings).toEqual([expect.stringContaining(".kerf/commits.json is a named pipe (FIFO)")]);
    expect(await readKerfCommits(repo.root)).toEqual([{ hash: info?.hash, kind: "edit", files: ["a.txt"] }]);
    const aside = asides()[0] as string;
    expect(lstatSync(path.join(repo.root, ".kerf", aside)).isFIFO()).toBe(true);
  }, 10_000);

  it("the writer drops the oldest records so the file never outgrows what the reader accepts", async () => {
    const files = Array.from({ length: 90_000 }, (_, i) => `src/deep/folder/file-${i}.ts`);
    const big = (n: number) => ({ hash: String(n).repeat(40).slice(0, 40), kind: "edit" as const, files });
    for (let n = 1; n <= 8; n++) await addKerfCommit(repo.root, big(n), report);
    const size = lstatSync(recordPath(repo.root)).size;
    expect(size).toBeLessThanOrEqual(READ_LIMITS.kerfCommits);
    const kept = await readKerfCommits(repo.root, report);
    expect(kept.length).toBeLessThan(8);
    expect(kept.at(-1)?.hash).toBe("8".repeat(40));
    expect(warnings).toEqual([]);
  }, 30_000);
});
