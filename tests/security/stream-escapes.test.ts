// Escape sequences split across streamed chunks: the stream printer keeps its state between deltas, so
// "\x1b]52;c;" in one chunk and "aGVsbG8=\x07" in the next (or "\x1b[" + "31m") leave nothing of their
// tails on the screen. A real scripted server streams to a real child kerf; stdout is captured.
/* eslint-disable no-control-regex -- the assertions look for control characters */
import path from "node:path";
import { ControlStripper } from "../../src/trust/control-stripper";
import { stripControl } from "../../src/trust";
import { ensureBuilt } from "../demo/ensure-built";
import { runChild } from "../helpers/run-child";
import { withServer } from "../helpers/scripted-server";
import { makeTempRepo } from "../helpers/temp-repo";

const ROOT = path.resolve(__dirname, "../..");
const HOSTILE =
  "\x1b]52;c;aGVsbG8=\x07Hello \x1b[31mred\x1b[0m and \x1b]0;title\x1b\\plain\x9b2J\x1bPdcs\x1b\\ \x1b(Bend\r\n";
const VISIBLE = "Hello red and plain end\n";

/** Every way of cutting `text` into pieces of `size` characters, pushed through one stripper. */
function streamed(text: string, size: number): string {
  const stripper = new ControlStripper();
  let out = "";
  for (let i = 0; i < text.length; i += size) out += stripper.push(text.slice(i, i + size));
  return out + stripper.end();
}

describe("escape sequences split over stream chunks", () => {
  it("a stateful stripper gives the same text whatever the chunk size", () => {
    expect(stripControl(HOSTILE)).toBe(VISIBLE);
    for (let size = 1; size <= HOSTILE.length; size++) expect(streamed(HOSTILE, size)).toBe(VISIBLE);
    // The brief's two shapes, each split at its worst place.
    const osc = new ControlStripper();
    expect(osc.push("x\x1b]52;c;") + osc.push("aGVsbG8=\x07y")).toBe("xy");
    const csi = new ControlStripper();
    expect(csi.push("a\x1b[") + csi.push("31mb")).toBe("ab");
  });

  it("an unfinished sequence at the end of a stream is dropped and the next stream starts clean", () => {
    const stripper = new ControlStripper();
    expect(stripper.push("ok\x1b]52;c;aGVs")).toBe("ok");
    expect(stripper.end()).toBe("");
    expect(stripper.push("next")).toBe("next");
  });

  describe("a real child kerf streaming from a scripted server", () => {
    beforeAll(() => ensureBuilt(ROOT), 180_000);

    it.each([1, 7, 3])(
      "chunks of %i characters leave no control byte and no tail",
      async (chunkChars) => {
        const repo = makeTempRepo({ "a.txt": "a\n" });
        try {
          await withServer([{ kind: "reply", text: HOSTILE, chunkChars }], async (server) => {
            const run = await runChild(
              ["--edit-format", "ask", "-m", "hi", "--map-tokens", "0", "--no-git", "--no-pretty"],
              {
                cwd: repo.root,
                env: { HOME: repo.root, OPENAI_API_KEY: "k", OPENAI_BASE_URL: server.baseUrl },
              },
            );
            expect(run.code).toBe(0);
            expect(run.stdout).toContain(VISIBLE);
            expect(run.stdout + run.stderr).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f-\x9f]/);
            for (const tail of ["aGVsbG8", "31m", "52;", "title", "dcs", "2J", "(B"])
              expect(run.stdout).not.toContain(tail);
          });
        } finally {
          repo.remove();
        }
      },
      60_000,
    );
  });
});
