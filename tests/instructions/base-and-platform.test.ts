import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BaseInstructionsError, loadBaseInstructions } from "../../src/instructions/load-base-instructions";
import { platformInfo } from "../../src/instructions/platform-info";

const base = join(__dirname, "../fixtures/instructions/base");

describe("loadBaseInstructions", () => {
  it("returns the file's text unchanged", async () => {
    expect(await loadBaseInstructions(join(base, "base-instructions.md"))).toBe(
      "You are a careful senior engineer working in this repository.\nExplain briefly, then edit.\n",
    );
  });

  it.each([
    ["absent.md", /cannot read the base-instructions file/],
    ["empty.md", /the base-instructions file is empty/],
  ])("%s → a typed error naming the file", async (file, message) => {
    const path = join(base, file);
    const error = await loadBaseInstructions(path).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BaseInstructionsError);
    expect((error as BaseInstructionsError).path).toBe(path);
    expect((error as Error).message).toMatch(message);
  });
});

it("a FIFO named as the base-instructions file is refused unread (a read would hang)", async () => {
  const dir = mkdtempSync(join(tmpdir(), "kerf-base-fifo-"));
  try {
    const fifo = join(dir, "base.md");
    execFileSync("mkfifo", [fifo]);
    const error = await loadBaseInstructions(fifo).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BaseInstructionsError);
    expect((error as Error).message).toMatch(/cannot read the base-instructions file \(.*base\.md/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

describe("platformInfo", () => {
  const facts = {
    os: "Linux 6.1 x86_64",
    shell: "/bin/bash",
    language: "French",
    isGitRepo: true,
    lintCmd: "npm run lint",
    testCmd: "npm test",
  };

  it("states every fact, the date at day granularity", () => {
    expect(platformInfo({ ...facts, date: "2026-11-22T23:59:58Z" })).toBe(
      [
        "- Operating system: Linux 6.1 x86_64",
        "- Shell: /bin/bash",
        "- Current date: 2026-11-22",
        "- The user's language: French",
        "- The user is working inside a git repository.",
        "- Lint command: npm run lint",
        "- Test command: npm test",
      ].join("\n"),
    );
  });

  it("gives the same text all day long, so the prompt prefix stays cached", () => {
    const morning = platformInfo({ ...facts, date: new Date(2026, 10, 22, 0, 1) });
    const evening = platformInfo({ ...facts, date: new Date(2026, 10, 22, 23, 59) });
    expect(morning).toBe(evening);
    expect(platformInfo({ ...facts, date: new Date(2026, 10, 23, 0, 1) })).not.toBe(morning);
  });
});
