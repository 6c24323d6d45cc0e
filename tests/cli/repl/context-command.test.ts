// /context (Aider's context mode) in a real session: the model names the files a request must change
// from the repo map; kerf makes exactly those the chat's files, asks the model to check the new set,
// and goes back to the editing mode with them. Piped stdin, scripted HTTP model, real git repository.
import { block } from "../../helpers/coder-harness";
import { pipedSession, type PipedSession } from "./session-harness";

jest.setTimeout(60_000);

const FILES = {
  "src/cli.py":
    "import argparse\n\ndef parse_args(argv):\n    return argparse.ArgumentParser().parse_args(argv)\n",
  "src/log.py": "def log(message):\n    print(message)\n",
  "docs/notes.md": "# Notes\n",
};
const NAMED =
  "- src/cli.py: parse_args() needs the new --verbose option\n- src/log.py: log() must honour it\n";

describe("/context", () => {
  let s: PipedSession;
  afterEach(() => s?.close());

  it("puts the files the model names in the chat, drops the others, re-checks once, then edits with them", async () => {
    s = await pipedSession(
      [
        { kind: "reply", text: NAMED },
        { kind: "reply", text: NAMED },
        {
          kind: "reply",
          text: block("src/log.py", "    print(message)\n", "    print(message, flush=True)\n"),
        },
        { kind: "reply", text: "feat: flush log lines" },
      ],
      FILES,
    );
    const run = await s.run(
      ["/add docs/notes.md", "/context add a --verbose flag", "/ls", "flush the log lines"],
      ["--map-tokens", "1024"],
    );
    expect(run.code).toBe(0);
    // Round 1: context mode, with the repo map (which names both files) and no chat file contents.
    const first = s.messages(0);
    expect(first[0]?.content).toContain("Mode: context");
    expect(first.some((m) => m.content.includes("src/log.py") && m.content.includes("log("))).toBe(true);
    expect(s.lastUser(0)).toContain("add a --verbose flag");
    // Round 2: the named files' contents are in the request, and the model is asked to check the set.
    const second = s.messages(1);
    expect(second.some((m) => m.content.includes(FILES["src/cli.py"]))).toBe(true);
    expect(second.some((m) => m.content.includes(FILES["docs/notes.md"]))).toBe(false);
    expect(s.lastUser(1)).toContain("I changed the files in the chat to the ones you named");
    expect(run.stdout).toContain("Added src/cli.py, src/log.py to the chat.");
    expect(run.stdout).toContain("Dropped docs/notes.md from the chat.");
    expect(run.stdout).toMatch(/Files in the chat:\n {2}src\/cli\.py\n {2}src\/log\.py\n/);
    // Back in the editing mode, with the files context mode chose.
    expect(s.messages(2)[0]?.content).not.toContain("Mode: context");
    expect(s.repo.read("src/log.py")).toBe("def log(message):\n    print(message, flush=True)\n");
  });

  it("with no message switches to context mode; /code switches back", async () => {
    const only = { kind: "reply" as const, text: "- src/log.py: the only file\n" };
    s = await pipedSession([only, only], FILES);
    const run = await s.run(["/context", "where is logging done?", "/code"], ["--map-tokens", "1024"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Chat mode: context.");
    expect(run.stdout).toContain("Added src/log.py to the chat.");
    expect(run.stdout).toMatch(/Chat mode: diff\./);
    // The set was new, so it went back once for a check; the same answer ended the turn.
    expect(s.server.requests).toHaveLength(2);
  });
});
