import fc from "fast-check";
import { editBlockFencedFormat } from "../../src/formats/editblock-fenced/format";
import { editBlockFormat } from "../../src/formats/editblock/format";
import {
  fenceArb,
  mutate,
  mutationsArb,
  noiseReplyArb,
  PATHS,
  replaceEditsArb,
} from "./editblock-arbitraries";

describe.each([editBlockFormat, editBlockFencedFormat])("$name", (format) => {
  it("parses what it renders back into the same edits, for any fence", () => {
    fc.assert(
      fc.property(replaceEditsArb, fenceArb, (edits, fence) => {
        const reply = format.render(edits, { fence });
        expect(format.parse(reply, { files: PATHS })).toEqual({ edits, issues: [], commands: [] });
      }),
      { numRuns: 300 },
    );
  });

  it("never throws on 2,000 damaged replies, and every edit it returns is well formed", () => {
    fc.assert(
      fc.property(
        replaceEditsArb,
        fenceArb,
        mutationsArb,
        fc.boolean(),
        (edits, fence, mutations, partial) => {
          const reply = mutate(format.render(edits, { fence }), mutations);
          const result = format.parse(reply, { files: PATHS, partial });
          const indexes = result.edits.map((edit) => edit.blockIndex);
          expect(indexes).toEqual([...new Set(indexes)].sort((a, b) => a - b));
          for (const edit of result.edits) {
            expect(edit.kind).toBe("replace");
            expect(typeof edit.path).toBe("string");
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("never throws on arbitrary text, streaming or not", () => {
    fc.assert(
      fc.property(noiseReplyArb, fc.boolean(), (reply, partial) => {
        const result = format.parse(reply, { files: PATHS, partial });
        expect(result.edits.every((edit) => typeof edit.path === "string")).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
