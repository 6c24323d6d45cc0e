import { dayOf, renderPlatform } from "../../src/prompts/platform-text";

describe("renderPlatform", () => {
  it("lists every fact given, the date at day granularity", () => {
    expect(
      renderPlatform({
        os: "Linux 6.1 x86_64",
        shell: "/bin/zsh",
        date: "2026-03-04T15:16:17Z",
        language: "French (France)",
        isGitRepo: true,
        lintCmd: "npm run lint",
        testCmd: "npm test",
      }),
    ).toBe(
      [
        "- Operating system: Linux 6.1 x86_64",
        "- Shell: /bin/zsh",
        "- Current date: 2026-03-04",
        "- The user's language: French (France)",
        "- The user is working inside a git repository.",
        "- Lint command: npm run lint",
        "- Test command: npm test",
      ].join("\n"),
    );
  });

  it("leaves out what is unknown and says when there is no git repository", () => {
    expect(renderPlatform({ os: "Windows", date: "2026-12-31", isGitRepo: false, language: null })).toBe(
      "- Operating system: Windows\n- Current date: 2026-12-31\n- The user is not working inside a git repository.",
    );
  });

  it("takes the local calendar day of a Date, so the text is stable all day", () => {
    expect(dayOf(new Date(2026, 0, 9, 0, 0, 1))).toBe("2026-01-09");
    expect(dayOf(new Date(2026, 0, 9, 23, 59, 59))).toBe("2026-01-09");
  });
});
