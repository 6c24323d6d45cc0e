// A reply touching 40 files lands all or nothing under real signals to a real child kerf: SIGTERM,
// SIGINT and SIGHUP wait for the write stage; after SIGKILL the next run rolls the write back and
// removes the temp files. Uses the built CLI (dist/) and KERF_TEST_WRITE_PAUSE_MS to widen the window.
import { spawn, spawnSync } from "node:child_process";
import { readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ensureBuilt } from "../demo/ensure-built";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

const ROOT = path.resolve(__dirname, "../..");
const BIN = path.join(ROOT, "dist", "cli", "bin.js");
const FILES = Array.from({ length: 40 }, (_, i) => `src/f${String(i).padStart(2, "0")}.txt`);
const reply = FILES.map((file) => `${file}\n\`\`\`\nnew ${file}\n\`\`\`\n`).join("\n");

function leftovers(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === ".git") continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.kerf-[0-9a-f]+\.tmp$/.test(entry.name) || entry.name === "journal.json") found.push(full);
    }
  };
  walk(root);
  return found;
}

describe("all-or-nothing under real signals", () => {
  let repo: TempRepo;
  beforeAll(() => ensureBuilt(ROOT), 180_000);
  beforeEach(() => {
    repo = makeTempRepo(Object.fromEntries(FILES.map((file) => [file, `old ${file}\n`])));
    writeFileSync(path.join(repo.root, "reply.md"), reply);
  });
  afterEach(() => repo.remove());

  const state = () => FILES.map((file) => (repo.read(file).startsWith("new") ? "new" : "old"));

  /** Starts `kerf --apply`, waits until the renames have begun, sends `signal`, returns the exit. */
  async function interrupt(
    signal: NodeJS.Signals,
  ): Promise<{ code: number | null; signal: string | null; stderr: string }> {
    const child = spawn(
      process.execPath,
      [BIN, "--apply", "reply.md", "--edit-format", "whole", "--yes-always", "--no-pretty", ...FILES],
      {
        cwd: repo.root,
        env: { PATH: process.env.PATH ?? "", HOME: repo.root, KERF_TEST_WRITE_PAUSE_MS: "40" },
      },
    );
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      child.on("exit", (code, sig) => resolve({ code, signal: sig })),
    );
    for (let i = 0; i < 2000 && !state().includes("new"); i++) await new Promise((r) => setTimeout(r, 10));
    expect(state()).toContain("new");
    expect(state()).toContain("old");
    child.kill(signal);
    return { ...(await exited), stderr };
  }

  it.each([
    ["SIGTERM", 143],
    ["SIGINT", 130],
    ["SIGHUP", 129],
  ] as const)(
    "%s in the middle of a 40-file write lets it finish: every file new, no temp file",
    async (signal, code) => {
      const run = await interrupt(signal);
      expect(run.code).toBe(code);
      expect(state()).toEqual(FILES.map(() => "new"));
      expect(leftovers(repo.root)).toEqual([]);
    },
    60_000,
  );

  it("after SIGKILL mid-write the next run rolls the write back, says so, and leaves no temp file", async () => {
    const run = await interrupt("SIGKILL");
    expect(run.signal).toBe("SIGKILL");
    expect(leftovers(repo.root).length).toBeGreaterThan(0);
    const next = spawnSync(process.execPath, [BIN, "--show-repo-map", "--no-pretty"], {
      cwd: repo.root,
      env: { PATH: process.env.PATH ?? "", HOME: repo.root },
      encoding: "utf8",
    });
    expect(next.stderr).toContain("rolled its write back");
    expect(state()).toEqual(FILES.map(() => "old"));
    expect(leftovers(repo.root)).toEqual([]);
  }, 60_000);
});
