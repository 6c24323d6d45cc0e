// Edit tools' old_string / new_string: raw text found as it is, replaced once or (replace_all) everywhere;
// more than one place without replace_all is refused as ambiguous; text not found falls to the line cascade.
import { applyReplace } from "../../../src/edits/match/apply-replace";
import { reasonText } from "../../../src/edits/issue-text";
import { withDetails } from "../../helpers/issue-details";

const file = "def greet(name):\n    return 'hi ' + name\n\n\ndef main():\n    greet('x')\n    greet('y')\n";

describe("inline replace (edit tools)", () => {
  it("replaces a unique substring inside a line, keeping the rest of the line", () => {
    const outcome = applyReplace({ content: file, search: "'hi '", replace: "'hello '", inline: true });
    expect(outcome).toMatchObject({ ok: true, strategy: "exact", startLine: 2, endLine: 2 });
    expect(outcome.ok && outcome.content).toBe(file.replace("'hi '", "'hello '"));
  });

  it("refuses a substring found in several places, naming their lines", () => {
    const outcome = applyReplace({ content: file, search: "greet(", replace: "hail(", inline: true });
    expect(outcome).toMatchObject({ ok: false, code: "ambiguous", candidates: [1, 6, 7] });
    expect(!outcome.ok && reasonText(outcome.reason)).toMatch(/occurs 3 times.*replace_all/);
  });

  it("replaces every occurrence with replaceAll", () => {
    const outcome = applyReplace({
      content: file,
      search: "greet(",
      replace: "hail(",
      inline: true,
      replaceAll: true,
    });
    expect(outcome.ok && outcome.content).toBe(file.replaceAll("greet(", "hail("));
    expect(outcome).toMatchObject({ startLine: 1, endLine: 7 });
  });

  it("falls back to the line cascade when the text is not there as written (deeper indentation)", () => {
    const search = "      return 'hi ' + name\n"; // six spaces: not in the file as written
    const outcome = applyReplace({
      content: file,
      search,
      replace: "      return 'yo ' + name\n",
      inline: true,
    });
    expect(outcome).toMatchObject({ ok: true, strategy: "indentation" });
    expect(outcome.ok && outcome.content).toBe(file.replace("'hi '", "'yo '"));
  });

  it("calls identical old and new text a no-op where it is in the file, and no-change where it is not", () => {
    const here = applyReplace({ content: file, search: "main", replace: "main", inline: true });
    expect(here).toMatchObject({ ok: true, strategy: "no-op", startLine: 5 });
    expect(here.ok && here.content).toBe(file);
    expect(
      applyReplace({ content: file, search: "absent\n", replace: "absent\n", inline: true }),
    ).toMatchObject({
      ok: false,
      code: "no-change",
    });
  });
});

describe("insert after a line (text editor insert)", () => {
  it("inserts below the line, or at the top for 0", () => {
    const below = applyReplace({ content: "a\nb\n", search: "", replace: "x\n", afterLine: 1 });
    expect(below.ok && below.content).toBe("a\nx\nb\n");
    const top = applyReplace({ content: "a\nb\n", search: "", replace: "x", afterLine: 0 });
    expect(top.ok && top.content).toBe("x\na\nb\n");
    const end = applyReplace({ content: "a\nb\n", search: "", replace: "x\n", afterLine: 2 });
    expect(end.ok && end.content).toBe("a\nb\nx\n");
  });

  it("refuses a line past the end of the file", () => {
    expect(
      withDetails(applyReplace({ content: "a\nb\n", search: "", replace: "x\n", afterLine: 5 })),
    ).toMatchObject({
      ok: false,
      code: "not-found",
      detail: expect.stringMatching(/has 2 lines/),
    });
  });
});
