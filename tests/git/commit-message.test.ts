import { cleanCommitMessage, fallbackCommitMessage, withCoauthor } from "../../src/git/commit-message";
import { commitMessageRequest, TURN_TEXTS } from "../../src/prompts/turn-texts";

const COMMIT_MESSAGE_PROMPT = TURN_TEXTS.commitMessageSystem;

describe("commit messages", () => {
  it("builds the weak-model request from the prompt, the user's request and the diff", () => {
    expect(commitMessageRequest("+x\n", "rename foo")).toEqual([
      { role: "system", content: COMMIT_MESSAGE_PROMPT },
      { role: "user", content: "The user asked for:\nrename foo\n\nThe diff:\n+x\n" },
    ]);
    expect(commitMessageRequest("+x\n")[1]).toEqual({ role: "user", content: "The diff:\n+x\n" });
  });

  it.each([
    ["feat: add a greeting", "feat: add a greeting"],
    ['"fix: handle empty input."', "fix: handle empty input"],
    ["```\nrefactor: split parser\n```", "refactor: split parser"],
    ["\n\n  chore: bump  \nbecause reasons", "chore: bump"],
    ["", undefined],
    ["```\n```", undefined],
  ])("cleans %j to %j", (reply, expected) => {
    expect(cleanCommitMessage(reply)).toBe(expected);
  });

  it("falls back to a fixed message naming the file or the count", () => {
    expect(fallbackCommitMessage(["src/app.py"])).toBe("chore: kerf edit of src/app.py");
    expect(fallbackCommitMessage(["a", "b", "c"])).toBe("chore: kerf edits to 3 files");
  });

  it("puts the co-author trailer in its own paragraph", () => {
    expect(withCoauthor("feat: x\n\n", "kerf <k@x>")).toBe("feat: x\n\nCo-authored-by: kerf <k@x>\n");
  });
});
