import { mentionedFiles } from "../../src/coders/file-mentions";

describe("mentionedFiles", () => {
  const project = ["src/app.py", "src/util/helpers.py", "pkg/a/index.js", "pkg/b/index.js", "Makefile"];

  it("finds files named by path or by a basename only one project file has, skipping chat files", () => {
    const reply = "Edit src/util/helpers.py and app.py, see also `Makefile`.";
    expect(mentionedFiles(reply, project, new Set())).toEqual([
      "Makefile",
      "src/app.py",
      "src/util/helpers.py",
    ]);
    expect(mentionedFiles(reply, project, new Set(["src/app.py"]))).toEqual([
      "Makefile",
      "src/util/helpers.py",
    ]);
  });

  it("ignores a basename several files share, but still takes the full path", () => {
    expect(mentionedFiles("change index.js", project, new Set())).toEqual([]);
    expect(mentionedFiles("change pkg/b/index.js", project, new Set())).toEqual(["pkg/b/index.js"]);
  });

  it("treats 20,000 files sharing one basename as ambiguous and still finds one by its path", () => {
    const many = Array.from({ length: 20_000 }, (_, i) => `pkg/m${i}/index.js`);
    expect(mentionedFiles("index.js and pkg/m19999/index.js", many, new Set())).toEqual([
      "pkg/m19999/index.js",
    ]);
  });
});
