import { checkPathLexically } from "../../../src/edits/workspace/path-rules";
import { withDetails } from "../../helpers/issue-details";

const root = "/home/u/project";

describe("checkPathLexically", () => {
  it.each([
    ["src/app.py", "src/app.py"],
    ["./src//app.py", "src/app.py"],
    ["src/../lib/x.ts", "lib/x.ts"],
    ["src\\win\\path.ts", "src/win/path.ts"],
    ["/home/u/project/inside.txt", "inside.txt"],
    [".github/workflows/ci.yml", ".github/workflows/ci.yml"],
    [".gitignore", ".gitignore"],
  ])("accepts %j as %j", (input, rel) => {
    expect(checkPathLexically(input, root)).toEqual({ ok: true, rel });
  });

  it.each([
    ["../x.txt", "outside-root"],
    ["src/../../x.txt", "outside-root"],
    ["/etc/passwd", "outside-root"],
    ["/home/u/project-other/x", "outside-root"],
    ["C:/Windows/x", "outside-root"],
    [".git/config", "git-dir"],
    ["sub/.git/hooks/pre-commit", "git-dir"],
    [".GIT/HEAD", "git-dir"],
    ["a\0b", "invalid-path"],
    ["", "invalid-path"],
    [".", "invalid-path"],
  ])("refuses %j with %s", (input, code) => {
    const check = checkPathLexically(input, root);
    expect(check.ok).toBe(false);
    expect(check).toMatchObject({ code });
  });

  it.each([
    ["ok\x1b[2K\x1b]52;c;aGk=\x07.txt", "ok\\x1b[2K\\x1b]52;c;aGk=\\x07.txt"],
    ["del\x7f.txt", "del\\x7f.txt"],
    ["c1\u009b2K.txt", "c1\\x9b2K.txt"],
    ["in\tside/tab.txt", "in\\x09side/tab.txt"],
    ["a\0b", "a\\x00b"],
  ])("refuses %j (control characters), naming it escaped as %s", (input, shown) => {
    const check = checkPathLexically(input, root);
    expect(withDetails(check)).toEqual({
      ok: false,
      code: "invalid-path",
      detail: `${shown} holds control characters (shown as \\xNN); kerf never creates or edits a file with such a name`,
    });
  });
});
