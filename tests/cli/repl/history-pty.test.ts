// A cloned repository's .kerf/input.history that is a FIFO, in a real pseudo-terminal: the session
// starts (it used to hang before the first prompt), warns naming the file and why, sets it aside, and
// keeps a fresh history of what is typed.
import { execFileSync } from "node:child_process";
import { lstatSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { makeTempRepo, type TempRepo } from "../../helpers/temp-repo";
import { PtyCli, removeTsCache } from "./pty-cli";
import { APP } from "./session-harness";

jest.setTimeout(40_000);

describe("a FIFO input history in a pseudo-terminal", () => {
  let repo: TempRepo;
  let cli: PtyCli | undefined;
  afterAll(removeTsCache);
  afterEach(() => {
    cli?.kill();
    repo?.remove();
  });

  it("warns, sets it aside, shows the prompt and records the next line in a fresh file", async () => {
    repo = makeTempRepo({ "app.py": APP });
    const kerf = path.join(repo.root, ".kerf");
    mkdirSync(kerf);
    execFileSync("mkfifo", [path.join(kerf, "input.history")]);
    cli = new PtyCli(["--model", "gpt-4o", "--map-tokens", "0", "--no-pretty"], {
      cwd: repo.root,
      env: { HOME: repo.root, OPENAI_API_KEY: "sk-pty-test" },
    });
    const warned = await cli.waitFor(
      /warning: input history \.kerf\/input\.history is a named pipe \(FIFO\), not a regular file; set aside as \.kerf\/input\.history\.bad-/,
    );
    const prompt = await cli.waitFor("> ", warned);
    cli.type("/tokens\r");
    await cli.waitFor("Tokens the next request", prompt);
    cli.type("\x04");
    expect(await cli.exited).toBe(0);
    const aside = readdirSync(kerf).find((name) => name.startsWith("input.history.bad-")) as string;
    expect(lstatSync(path.join(kerf, aside)).isFIFO()).toBe(true);
    expect(readFileSync(path.join(kerf, "input.history"), "utf8")).toBe("/tokens\n");
  });
});
