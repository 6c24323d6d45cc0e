// Benchmark case "apply step per reply": the coder's whole edit step (parse, dirty-commit check, match,
// write) on a real git repository, default path (`diff` format, git + dirty commits on, auto commits off
// so no model is asked for a message), next to one bare parse + apply of the same reply and to the old
// two-pass way (parse and plan twice).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { applyStep } from "../src/coders/apply-step.js";
import type { CoderOptions } from "../src/coders/coder-options.js";
import { Turn } from "../src/coders/turn.js";
import { applyReply } from "../src/formats/apply-reply.js";
import { editBlockFormat } from "../src/formats/editblock/format.js";
import { GitRepo } from "../src/git/git-repo.js";
import { formatMs } from "./measure.js";

const RUNS = 9;
const FILES = 4;
const LINES = 6_000;

function fileLines(seed: number): string[] {
  const lines: string[] = [];
  for (let i = 0; lines.length < LINES; i++) {
    lines.push(`export function step${seed}_${i}(input: number): number {`);
    for (let j = 0; j < 6; j++) lines.push(`    const v${j}InStep${i} = compute${seed}(input, "${i}-${j}");`);
    lines.push(`    return v${i % 6}InStep${i};`, "}", "");
  }
  return lines;
}

const text = (lines: readonly string[]): string => lines.map((line) => `${line}\n`).join("");

/** Two blocks per file: one exact, one whose SEARCH gained two spaces of indentation (the cascade's work). */
function replyFor(files: Map<string, string[]>): string {
  const blocks: string[] = [];
  for (const [path, lines] of files) {
    const exact = lines.slice(1_000, 1_008);
    const drifted = lines.slice(4_000, 4_030).map((line) => (line === "" ? "" : `  ${line}`));
    for (const search of [exact, drifted]) {
      const replace = search.map((line) => `${line} // edited`);
      blocks.push(
        [path, "```", "<<<<<<< SEARCH", ...search, "=======", ...replace, ">>>>>>> REPLACE", "```"].join(
          "\n",
        ),
      );
    }
  }
  return `Here are the edits.\n\n${blocks.join("\n\n")}\n`;
}

async function timed(prepare: () => void, fn: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i <= RUNS; i++) {
    prepare();
    const start = performance.now();
    await fn();
    if (i > 0) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}

export async function applyStepBench(print: (line: string) => void): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), "kerf-bench-apply-"));
  try {
    const git = (...args: string[]) => execFileSync("git", ["-C", root, ...args], { encoding: "utf8" });
    git("init", "--quiet");
    git("config", "user.name", "Bench");
    git("config", "user.email", "bench@example.com");
    git("config", "commit.gpgsign", "false");
    const files = new Map<string, string[]>();
    for (let n = 0; n < FILES; n++) files.set(`src/module${n}.ts`, fileLines(n));
    const restore = () => {
      for (const [path, lines] of files) writeFileSync(join(root, path), text(lines));
    };
    execFileSync("mkdir", ["-p", join(root, "src")]);
    restore();
    git("add", "-A");
    git("commit", "--quiet", "-m", "initial");
    const repo = await GitRepo.open(root);
    const reply = replyFor(files);
    const chatFiles = [...files.keys()];
    // The step reads only these options on this path; model and llm are unused with auto commits off.
    const options = { root, git: repo, dirtyCommits: true, autoCommits: false } as unknown as CoderOptions;
    const step = () =>
      applyStep({
        reply,
        turn: new Turn("edit"),
        format: editBlockFormat,
        fence: undefined,
        chatFiles,
        options,
        confirm: async () => true,
        report: () => {},
      });
    const check = await step();
    const ours = await timed(restore, step);
    const bare = await timed(restore, () => applyReply(root, reply, { format: "diff", files: chatFiles }));
    // The apply step as it was before issue 10, rebuilt from library calls: a dry-run parse + plan to learn
    // the paths, the dirty check, then parse + plan + write again.
    const twoPass = await timed(restore, async () => {
      const dry = await applyReply(root, reply, { format: "diff", files: chatFiles, dryRun: true });
      const touched = dry.changes.filter((c) => c.change !== "created").map((c) => c.path);
      if (repo && (await repo.isDirty(touched))) throw new Error("the bench repository should be clean");
      return applyReply(root, reply, { format: "diff", files: chatFiles });
    });
    print(
      `apply step per reply (${FILES} files × ${LINES} lines, ${FILES * 2} blocks, git + dirty commits on): ` +
        `${formatMs(ours)} (applied ${check.result.applied.length}, failed ${check.result.failed.length}) · ` +
        `one parse + apply ${formatMs(bare)} · ratio ${(ours / bare).toFixed(2)}×`,
    );
    print(
      `  the same reply the pre-issue-10 way (dry-run parse + plan, dirty check, parse + plan + write): ` +
        `${formatMs(twoPass)} · apply step / old way ${(ours / twoPass).toFixed(2)}×`,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
