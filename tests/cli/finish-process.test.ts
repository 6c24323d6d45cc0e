// The flushed exit (src/cli/finish-process.ts): kerf exits only after every byte of its output has
// been handed over, even to a reader that is slow to take it, and with the command's exit code.
import { spawn } from "node:child_process";
import path from "node:path";
import { Writable } from "node:stream";
import { finishProcess, flushed } from "../../src/cli/finish-process";
import { ensureBuilt } from "../demo/ensure-built";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

const ROOT = path.resolve(__dirname, "../..");
const BIN = path.join(ROOT, "dist", "cli", "bin.js");

/** A stream that takes `delayMs` per chunk, recording what it has accepted so far. */
function slowStream(delayMs: number): { stream: Writable; got: string[] } {
  const got: string[] = [];
  const stream = new Writable({
    highWaterMark: 4,
    write(chunk: Buffer, _encoding, callback) {
      setTimeout(() => {
        got.push(chunk.toString());
        callback();
      }, delayMs);
    },
  });
  return { stream, got };
}

describe("flushed exit", () => {
  test("exit is called with the command's code only after a slow stream took every chunk", async () => {
    const { stream, got } = slowStream(15);
    for (const part of ["a", "b", "c", "d"]) stream.write(part);
    let seen: string[] | undefined;
    let code: number | undefined;
    await finishProcess(3, {
      streams: [stream],
      exit: (c) => {
        seen = [...got];
        code = c;
      },
    });
    expect(code).toBe(3);
    expect(seen?.join("")).toBe("abcd");
  });

  test("a destroyed stream does not hold the exit", async () => {
    const { stream } = slowStream(10_000);
    stream.destroy();
    await expect(flushed(stream)).resolves.toBeUndefined();
  });

  describe("the built CLI", () => {
    let repo: TempRepo;
    beforeAll(() => ensureBuilt(ROOT), 180_000);
    beforeEach(() => {
      const files: Record<string, string> = {};
      // Enough definitions for a map larger than a pipe's buffer (64 KB): the reader must drain it.
      for (let i = 0; i < 60; i++) {
        const methods = Array.from(
          { length: 40 },
          (_, m) => `    def render_${i}_${m}(self, value):\n        return value\n`,
        );
        files[`pkg/mod${i}.py`] = `class Widget${i}:\n${methods.join("")}`;
      }
      repo = makeTempRepo(files);
    });
    afterEach(() => repo.remove());

    function run(pauseMs: number): Promise<{ code: number | null; out: string }> {
      return new Promise((resolve, reject) => {
        const child = spawn(
          process.execPath,
          [BIN, "--show-repo-map", "--no-pretty", "--map-tokens", "60000"],
          {
            cwd: repo.root,
            env: { PATH: process.env.PATH ?? "", HOME: repo.root },
          },
        );
        let out = "";
        child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
        // A reader that does not read at first: the child must wait for it rather than drop output.
        child.stdout.pause();
        setTimeout(() => child.stdout.resume(), pauseMs);
        child.on("error", reject);
        child.on("close", (code) => resolve({ code, out }));
      });
    }

    test("a reader that pauses still gets the whole map, and the exit code is 0", async () => {
      const quick = await run(0);
      const slow = await run(400);
      expect(quick.code).toBe(0);
      expect(slow.code).toBe(0);
      expect(quick.out.length).toBeGreaterThan(64 * 1024);
      expect(quick.out).toContain("Widget59");
      expect(slow.out).toBe(quick.out);
    }, 60_000);
  });
});
