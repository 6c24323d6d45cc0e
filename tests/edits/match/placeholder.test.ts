import { applyReplace } from "../../../src/edits/match/apply-replace";
import { findPlaceholder, placeholderReason } from "../../../src/edits/match/placeholder";
import { text } from "./text";
import { withDetails } from "../../helpers/issue-details";

describe("placeholderReason", () => {
  it.each([
    "# ... rest of the code ...",
    "    // ... existing code ...",
    "/* ... */",
    "<!-- ... -->",
    "{/* ... */}",
    "// rest of file unchanged",
    "# (unchanged)",
    "// ...",
    "# … other methods …",
    "// existing code",
    "-- remaining queries remain unchanged",
    "// Other methods remain the same",
  ])("flags %j", (line) => {
    expect(placeholderReason(line)).toEqual(expect.any(String));
  });

  it.each([
    "const merged = { ...defaults, ...options };",
    "function f(...args) {",
    "    ...",
    "def stub(): ...",
    "print('...')",
    "// Walk the rest of the file to find the end.",
    "# Rest of the API",
    "## Other options",
    "// Return the input unchanged when it is empty.",
    "x = y  # ... rest of the code",
    "/** Loads the existing config. */",
  ])("accepts %j", (line) => {
    expect(placeholderReason(line)).toBeUndefined();
  });
});

describe("findPlaceholder", () => {
  it("ignores a placeholder-like comment that SEARCH already contains", () => {
    const search = text("def f():", "    # ...", "    return 1");
    expect(findPlaceholder(search, text("def f():", "    # ...", "    return 2"))).toBeUndefined();
  });
});

describe("applyReplace refuses placeholders", () => {
  it("reports the 1-based REPLACE line and why", () => {
    const content = text("def f():", "    a = 1", "    b = 2", "    return a + b");
    const outcome = applyReplace({
      content,
      search: text("def f():", "    a = 1", "    b = 2"),
      replace: text("def f():", "    # ... existing code ...", "    b = 3"),
    });
    expect(withDetails(outcome)).toEqual({
      ok: false,
      code: "placeholder",
      detail:
        'REPLACE line 2 "# ... existing code ..." looks like an ellipsis comment about omitted code; write the full code instead',
      line: 2,
    });
  });

  it("applies a Python stub whose body is a bare `...`", () => {
    const content = text("def f():", "    return 1");
    const outcome = applyReplace({ content, search: text("    return 1"), replace: text("    ...") });
    expect(outcome).toEqual({
      ok: true,
      content: text("def f():", "    ..."),
      strategy: "exact",
      startLine: 2,
      endLine: 2,
    });
  });
});

describe("findPlaceholder context (issue 12)", () => {
  const replace = "def f():\n    # ... rest of the code ...\n";
  it("flags a placeholder in a code file that does not hold it", () => {
    expect(findPlaceholder("", replace, { content: "x = 1\n", path: "a.py" })?.line).toBe(2);
  });
  it("ignores a placeholder-looking line the file already holds", () => {
    expect(
      findPlaceholder("", replace, { content: "    # ... rest of the code ...\n", path: "a.py" }),
    ).toBeUndefined();
  });
  it.each(["CONVENTIONS.md", "docs/notes.txt", "guide.rst"])("ignores prose files: %s", (path) => {
    expect(findPlaceholder("", "// ... complex implementation ...\n", { content: "", path })).toBeUndefined();
  });
});
