import { isUntracked, parseStatus } from "../../src/git/git-status";

describe("parseStatus", () => {
  it("reads modified, staged, untracked, renamed entries and odd names", () => {
    const output = " M app.py\0M  lib/a b.py\0?? new.txt\0R  to.py\0from.py\0D  gone.py\0";
    expect(parseStatus(output)).toEqual([
      { index: " ", worktree: "M", path: "app.py" },
      { index: "M", worktree: " ", path: "lib/a b.py" },
      { index: "?", worktree: "?", path: "new.txt" },
      { index: "R", worktree: " ", path: "to.py", from: "from.py" },
      { index: "D", worktree: " ", path: "gone.py" },
    ]);
    expect(
      parseStatus(output)
        .filter(isUntracked)
        .map((e) => e.path),
    ).toEqual(["new.txt"]);
  });

  it("reads empty output as no entries", () => {
    expect(parseStatus("")).toEqual([]);
  });
});
