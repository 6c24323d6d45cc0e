// Replying at a real terminal (a pseudo-terminal running the CLI): `>` lines typed one by one continue
// the message with the ". " prompt until the reply line, and /reply N works the same way; the
// requests carry the quoted answer's opening in the preamble.
import { makeTempRepo, type TempRepo } from "../../helpers/temp-repo";
import { startScriptedServer, type ScriptedServer } from "../../../replay/scripted-server";
import { PtyCli, removeTsCache } from "./pty-cli";
import { APP } from "./session-harness";

jest.setTimeout(90_000);

const ANSWER = "The tests live in tests/ and run with pytest -q.";

describe("replying to an answer in a pseudo-terminal", () => {
  let repo: TempRepo;
  let server: ScriptedServer;
  let cli: PtyCli | undefined;
  afterAll(removeTsCache);
  afterEach(async () => {
    cli?.kill();
    await server?.close();
    repo?.remove();
  });

  it("a typed `> quote` line, then the reply line, sends one message replying to that answer", async () => {
    repo = makeTempRepo({ "app.py": APP });
    server = await startScriptedServer(
      [ANSWER, "Use --cov.", "Yes."].map((text) => ({ kind: "reply" as const, text })),
      { onError: () => undefined },
    );
    const term = (cli = new PtyCli(
      [
        ...["--model", "gpt-4o", "--openai-api-base", server.baseUrl, "--map-tokens", "0"],
        ...["--no-pretty", "--turn-preamble", "reply", "--edit-format", "ask"],
      ],
      { cwd: repo.root, env: { HOME: repo.root, OPENAI_API_KEY: "sk-pty-reply" } },
    ));
    // The first prompt waits for the CLI to be transpiled from source, slow on a loaded machine.
    await term.waitFor("> ", 0, 60_000);
    term.type("where are the tests?\r");
    const first = await term.waitFor(ANSWER);
    await term.waitFor("> ", first);
    term.type("> run with pytest\r");
    const continued = await term.waitFor(". ", first);
    term.type("and with coverage?\r");
    const second = await term.waitFor("Use --cov.", continued);
    expect(term.output.slice(continued, second)).toContain("(replying to answer #1)");
    await term.waitFor("> ", second);
    term.type("/reply 1 is that all?\r");
    await term.waitFor("Yes.", second);
    term.type("\x04");
    expect(await term.exited).toBe(0);
    const users = server.requests.map((request) => {
      const messages = (request.body as { messages: { role: string; content: string }[] }).messages;
      return messages.filter((m) => m.role === "user").at(-1)?.content;
    });
    expect(users).toEqual([
      "where are the tests?",
      `[Replying to your earlier answer: "${ANSWER}"]\n\n> run with pytest\nand with coverage?`,
      // A second reply to the same answer names it (under 60 characters: whole) instead of quoting it again.
      `[Replying again to your earlier answer quoted above: "${ANSWER}"]\n\nis that all?`,
    ]);
  });
});
