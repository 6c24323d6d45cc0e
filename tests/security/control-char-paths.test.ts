// A reply path holding control characters (an ANSI line erase, an OSC 52 clipboard write, DEL, a C1
// CSI) is refused for that block only, and every message names it escaped (`\x1b`), never raw: the
// terminal output, the --json events and the reflection sent back to the model. Other blocks land.
import { readdirSync } from "node:fs";
import { block } from "../helpers/coder-harness";
import { runCli } from "../helpers/run-cli";
import { bodies, withServer } from "../helpers/scripted-server";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";
import { parseEvent } from "../helpers/json-events";

const APP = 'def greet(name):\n    return "hi " + name\n';
const GOOD = block("app.py", '    return "hi " + name\n', '    return "hello " + name\n');
const HOSTILE = [
  [
    "ESC sequences and BEL",
    "ok\x1b[2K\x1b[1A\x1b]52;c;aGk=\x07.txt",
    "ok\\x1b[2K\\x1b[1A\\x1b]52;c;aGk=\\x07.txt",
  ],
  ["DEL", "del\x7fete.txt", "del\\x7fete.txt"],
  ["a C1 CSI", "c1\u009b2Kname.txt", "c1\\x9b2Kname.txt"],
] as const;
const RAW = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/; // eslint-disable-line no-control-regex

describe("a reply path with control characters", () => {
  let repo: TempRepo;
  /** The files in the project, without git's and kerf's own. */
  const projectFiles = () =>
    readdirSync(repo.root)
      .filter((name) => !/^\.(git|kerf)/.test(name))
      .sort();
  beforeEach(() => (repo = makeTempRepo({ "app.py": APP })));
  afterEach(() => repo.remove());
  const kerf = (baseUrl: string, args: string[]) =>
    runCli(
      ["--model", "gpt-4o", "--map-tokens", "0", "--no-pretty", "--no-auto-commits", "--yes-always", ...args],
      { cwd: repo.root, env: { HOME: repo.root, OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: baseUrl } },
    );

  it.each(HOSTILE)(
    "%s: refused for its block only, named escaped in output and reflection",
    async (_what, name, shown) => {
      const reply = `${block(name, "", "pwned\n")}\n${GOOD}`;
      await withServer(
        [
          { kind: "reply", text: reply },
          { kind: "reply", text: "Understood." },
        ],
        async (server) => {
          const run = await kerf(server.baseUrl, ["app.py", "-m", "go"]);
          expect(projectFiles()).toEqual(["app.py"]);
          expect(repo.read("app.py")).toBe(APP.replace('"hi "', '"hello "'));
          expect(run.stdout + run.stderr).toContain(shown);
          expect(run.stdout + run.stderr).toContain("control character");
          expect(run.stdout + run.stderr).not.toMatch(RAW);
          const messages = bodies(server)[1]?.messages as { role: string; content: string }[];
          const reflection = messages.filter((message) => message.role === "user").pop();
          expect(reflection?.content).toContain(`${shown} holds control characters`);
          expect(reflection?.content).not.toMatch(RAW);
        },
      );
    },
  );

  it("--json names it escaped in the failure event", async () => {
    const [, name, shown] = HOSTILE[0];
    await withServer(
      [
        { kind: "reply", text: `${block(name, "", "pwned\n")}\n${GOOD}` },
        { kind: "reply", text: "Understood." },
      ],
      async (server) => {
        const run = await kerf(server.baseUrl, ["--json", "app.py", "-m", "go"]);
        expect(projectFiles()).toEqual(["app.py"]);
        const events = run.stdout
          .trim()
          .split("\n")
          .map((line) => parseEvent(line) as Record<string, unknown>);
        // The reply events carry the model's text as it was (JSON-escaped); kerf's own words name it escaped.
        const failed = events.find((event) => event.event === "edit-failed") as {
          issue: Record<string, unknown>;
        };
        expect(failed.issue).toMatchObject({ code: "invalid-path", path: shown, blockIndex: 0 });
        expect(failed.issue.detail).toContain(`${shown} holds control characters`);
        const reflection = events.find((event) => event.event === "reflection") as { message: string };
        expect(reflection.message).toContain(shown);
        expect(JSON.stringify([failed, reflection])).not.toMatch(/\\u00(0[0-8]|1[0-9a-f]|7f|[89][0-9a-f])/);
      },
    );
  });
});
