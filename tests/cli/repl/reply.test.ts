// Replying to an earlier answer from the session: `/reply N MESSAGE`, `/reply MESSAGE` (the last one),
// and a message that opens with `>` lines quoting an answer. The turn's preamble then quotes that
// answer's first 300 characters; a quote of something never answered adds nothing.
import { runCli } from "../../helpers/run-cli";
import { pipedSession, type PipedSession } from "./session-harness";

const FIRST = `The bug is in greet: it glues strings with +.\n${"Use an f-string instead. ".repeat(20)}`;
const SECOND = "Tests live in tests/; run them with pytest -q.";
const preamble = (answer: string) =>
  `[Replying to your earlier answer: "${answer.slice(0, 300)}${answer.length > 300 ? "…" : ""}"]`;

describe("replying to an earlier answer in the session", () => {
  let s: PipedSession;
  afterEach(() => s?.close());
  const run = (lines: string[], parts = "reply") =>
    runCli(["--turn-preamble", parts, "--model", "gpt-4o", "--openai-api-base", s.server.baseUrl], {
      cwd: s.repo.root,
      env: { HOME: s.repo.root, OPENAI_API_KEY: "sk-reply-test" },
      input: [...lines, ""].join("\n"),
    });

  it("/reply N, /reply MESSAGE and a `>` quote put that answer's opening in the preamble", async () => {
    const answers = [FIRST, SECOND, "answer 3", "answer 4", "answer 5", "answer 6"];
    s = await pipedSession(answers.map((text) => ({ kind: "reply" as const, text })));
    const result = await run([
      "/ask why is greet odd?",
      "/ask where are the tests?",
      "/reply 1 show me the f-string version",
      "{",
      "> Tests live in   tests/;",
      "> RUN them",
      "and with coverage?",
      "}",
      "> something nobody said",
      "so what?",
      "/reply thanks, and the last one?",
      "/reply",
      "/reply 9 no such answer",
    ]);
    expect(result.stderr).toContain("No answer #9: there are 6 (/reply lists them).");
    expect(s.lastUser(0)).toBe("why is greet odd?");
    expect(s.lastUser(2)?.startsWith(`${preamble(FIRST)}\n\nshow me the f-string version`)).toBe(true);
    // The quote stays in the message as typed; the preamble names the answer it came from.
    expect(
      s
        .lastUser(3)
        ?.startsWith(`${preamble(SECOND)}\n\n> Tests live in   tests/;\n> RUN them\nand with coverage?`),
    ).toBe(true);
    expect(s.lastUser(4)?.startsWith("> something nobody said\nso what?")).toBe(true);
    expect(s.lastUser(5)?.startsWith(`${preamble("answer 5")}\n\nthanks, and the last one?`)).toBe(true);
    expect(result.stdout).toContain("(replying to answer #1)");
    expect(result.stdout).toContain("(replying to answer #2)");
    const listed = result.stdout.split("\n").filter((line) => /^#\d+ {2}/.test(line));
    expect(listed).toEqual([
      "#1  The bug is in greet: it glues strings with +.",
      `#2  ${SECOND}`,
      "#3  answer 3",
      "#4  answer 4",
      "#5  answer 5",
      "#6  answer 6",
    ]);
  });

  it("--turn-preamble without `reply` sends no quote, /reply still sends the message", async () => {
    s = await pipedSession([
      { kind: "reply", text: SECOND },
      { kind: "reply", text: "ok" },
    ]);
    await run(["/ask where are the tests?", "/reply 1 and coverage?"], "time");
    expect(s.lastUser(1)).not.toContain("Replying to");
    expect(s.lastUser(1)).toMatch(/^\[Context: [^\]]+\]\n\nand coverage\?/);
  });

  it("a second reply to the same answer names it briefly instead of quoting it again", async () => {
    s = await pipedSession([FIRST, "ok", "ok again"].map((text) => ({ kind: "reply" as const, text })));
    await run(["/ask why is greet odd?", "/reply 1 show the f-string", "/reply 1 and with a default name?"]);
    expect(s.lastUser(1)?.startsWith(preamble(FIRST))).toBe(true);
    expect(s.lastUser(2)).toBe(
      `[Replying again to your earlier answer quoted above: "${FIRST.slice(0, 60)}…"]\n\nand with a default name?`,
    );
    const sent = s
      .messages(2)
      .map((m) => m.content)
      .join("\n");
    expect(sent.split(preamble(FIRST)).length - 1).toBe(1);
  });

  it("typed line by line, `>` lines continue the message up to the reply line (as at a terminal)", async () => {
    s = await pipedSession([FIRST, SECOND, "ok"].map((text) => ({ kind: "reply" as const, text })));
    const result = await run([
      "/ask why is greet odd?",
      "/ask where are the tests?",
      "> The bug is in greet: it glues",
      "> strings with +.",
      "so what should it use?",
    ]);
    expect(result.stdout).toContain("(replying to answer #1)");
    expect(s.lastUser(2)).toBe(
      `${preamble(FIRST)}\n\n> The bug is in greet: it glues\n> strings with +.\nso what should it use?`,
    );
  });
});
