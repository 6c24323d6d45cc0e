// A 1 GiB sparse file named as a chat file is never read whole: the prompt leaves it out, an edit the
// reply makes to it is refused for its own block in milliseconds (its size is checked before a byte is
// read), and the reply's other block, to a small file, is applied.
import { statSync, truncateSync, writeFileSync } from "node:fs";
import path from "node:path";
import { block } from "../helpers/coder-harness";
import { runCli } from "../helpers/run-cli";
import { bodies, withServer } from "../helpers/scripted-server";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

const APP = 'def greet(name):\n    return "hi " + name\n';
const GOOD = block("app.py", '    return "hi " + name\n', '    return "hello " + name\n');
const GIB = 1024 * 1024 * 1024;

describe("a 1 GiB sparse chat file", () => {
  let repo: TempRepo;
  beforeEach(() => {
    repo = makeTempRepo({ "app.py": APP });
    const big = path.join(repo.root, "big.txt");
    writeFileSync(big, "");
    truncateSync(big, GIB);
  });
  afterEach(() => repo.remove());

  it.each([
    ["diff", `${block("big.txt", "anything\n", "other\n")}\n${GOOD}`],
    ["diff", `${block("big.txt", "", "appended\n")}\n${GOOD}`],
    [
      "whole",
      `big.txt\n\`\`\`\nsmall now\n\`\`\`\n\napp.py\n\`\`\`\n${APP.replace('"hi "', '"hello "')}\`\`\``,
    ],
  ])("%s: its block is refused in milliseconds and the other block lands", async (format, reply) => {
    await withServer(
      [
        { kind: "reply", text: reply },
        { kind: "reply", text: "Understood." },
      ],
      async (server) => {
        // Peak memory is the proof that the file was never read whole (the clock is only a loose
        // second check: other processes share this machine).
        const peakBefore = process.resourceUsage().maxRSS;
        const started = Date.now();
        const run = await runCli(
          [
            "--model",
            "gpt-4o",
            "--edit-format",
            format,
            "--map-tokens",
            "0",
            "--no-pretty",
            "--no-auto-commits",
          ].concat(["--yes-always", "app.py", "big.txt", "-m", "go"]),
          {
            cwd: repo.root,
            env: { HOME: repo.root, OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: server.baseUrl },
          },
        );
        const took = Date.now() - started;
        expect(repo.read("app.py")).toBe(APP.replace('"hi "', '"hello "'));
        // The big file's edit stays refused ("Understood." fixes nothing): the turn left it undone.
        expect(run.code).toBe(3);
        expect(run.stdout).toContain(
          "Block 1 (big.txt) was not applied: the file is too large to edit. big.txt is 1.0 GiB " +
            "(1073741824 bytes), over the limit of 1.0 MiB (1048576 bytes) for a file kerf edits; not read or edited",
        );
        expect(run.stderr).toContain("big.txt is 1.0 GiB (1073741824 bytes), over the limit of 1.0 MiB");
        expect(statSync(path.join(repo.root, "big.txt")).size).toBe(GIB);
        expect(JSON.stringify(bodies(server)[0])).not.toContain("\\u0000\\u0000");
        expect(process.resourceUsage().maxRSS - peakBefore).toBeLessThan(256 * 1024); // KiB
        // Two model requests included; reading the file whole took 5-11 s here before.
        expect(took).toBeLessThan(10_000);
      },
    );
  });
});
