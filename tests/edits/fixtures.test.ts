// The table-driven fixture runner: every tests/fixtures/edits/<format>/<case>/ folder is one test.
// input/ is copied to a temp dir, reply.md is parsed and applied, the tree must equal expected/.
import { existsSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { applyReply } from "../../src/formats/apply-reply";
import { copyToTemp, readTree, removeDir, tempDir } from "../helpers/file-tree";

interface CaseFile {
  description: string;
  files?: string[];
  failed?: { code: string; blockIndex?: number }[];
  yes?: boolean;
  /** Symlinks to create in the project before applying: link path → target; `<outside>` is a folder beside the root. */
  symlinks?: Record<string, string>;
}

const fixtures = path.join(__dirname, "..", "fixtures", "edits");
const formats = existsSync(fixtures) ? readdirSync(fixtures).filter((f) => !f.startsWith(".")) : [];

describe.each(formats)("%s fixtures", (format) => {
  const cases = readdirSync(path.join(fixtures, format)).sort();

  it.each(cases)("%s", async (name) => {
    const dir = path.join(fixtures, format, name);
    const spec = JSON.parse(readFileSync(path.join(dir, "case.json"), "utf8")) as CaseFile;
    const root = copyToTemp(path.join(dir, "input"));
    const outside = tempDir("kerf-outside-");
    writeFileSync(path.join(outside, "secret.txt"), "secret\n");
    for (const [link, target] of Object.entries(spec.symlinks ?? {})) {
      symlinkSync(target.replace("<outside>", outside), path.join(root, link));
    }
    try {
      const reply = readFileSync(path.join(dir, "reply.md"), "utf8");
      const result = await applyReply(root, reply, {
        format,
        files: spec.files ?? [],
        confirm: () => spec.yes !== false,
      });
      const failed = result.failed.map(({ code, blockIndex }) => ({ code, blockIndex }));
      expect(failed).toEqual(spec.failed ?? []);
      expect(readTree(root)).toEqual(readTree(path.join(dir, "expected")));
      expect(readTree(outside)).toEqual({ "secret.txt": "secret\n" });
    } finally {
      removeDir(root);
      removeDir(outside);
    }
  });
});
