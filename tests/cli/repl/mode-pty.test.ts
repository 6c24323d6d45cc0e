// The session in a pseudo-terminal shows its mode in the prompt (ask>, architect>, context>, the edit
// format when not the model's own), a spinner until the model's first token, and after a Ctrl-C the
// estimated tokens of the stopped request ("~"), never "0 sent".
import { makeTempRepo, type TempRepo } from "../../helpers/temp-repo";
import { startScriptedServer, type ScriptedServer } from "../../../replay/scripted-server";
import type { ScriptEntry } from "../../../replay/script-step";
import { modePrompt } from "../../../src/cli/repl/mode-prompt";
import { PtyCli, removeTsCache } from "./pty-cli";
import { APP } from "./session-harness";

jest.setTimeout(60_000);

/** Waits until the server has received `count` requests. */
async function untilRequests(server: ScriptedServer, count: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (server.requests.length < count) {
    if (Date.now() > deadline)
      throw new Error(`the server saw ${server.requests.length} of ${count} requests`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** readline draws a prompt at the line's start after clearing the rest of the screen. */
const PROMPT_AT = (prompt: string) => `\x1b[0J${prompt}`;

describe("modePrompt", () => {
  it("names the mode, or the edit format when it is not the model's, as Aider's prompt does", () => {
    expect(modePrompt("diff", "diff")).toBe("> ");
    expect(modePrompt("ask", "diff")).toBe("ask> ");
    expect(modePrompt("architect", "diff")).toBe("architect> ");
    expect(modePrompt("context", "whole")).toBe("context> ");
    expect(modePrompt("whole", "diff")).toBe("whole> ");
    expect(modePrompt("diff", "diff", true)).toBe("multi > ");
  });
});

describe("the prompt, the spinner and a stopped request's tokens in a pseudo-terminal", () => {
  let repo: TempRepo;
  let server: ScriptedServer;
  let cli: PtyCli | undefined;
  const start = async (script: ScriptEntry[]) => {
    repo = makeTempRepo({ "app.py": APP });
    server = await startScriptedServer(script, { onError: () => undefined });
    cli = new PtyCli(
      [
        "--model",
        "gpt-4o",
        "--openai-api-base",
        server.baseUrl,
        "--map-tokens",
        "0",
        "--no-pretty",
        "app.py",
      ],
      { cwd: repo.root, env: { HOME: repo.root, OPENAI_API_KEY: "sk-pty-test" } },
    );
    return cli;
  };
  afterAll(removeTsCache);
  afterEach(async () => {
    cli?.kill();
    await server?.close();
    repo?.remove();
  });

  it("the prompt follows /ask, /architect, /context, /chat-mode whole and /code", async () => {
    const term = await start([]);
    let at = await term.waitFor("Ctrl-D exits.");
    at = await term.waitFor(PROMPT_AT("> "), at);
    for (const [command, prompt] of [
      ["/ask", "ask> "],
      ["/architect", "architect> "],
      ["/context", "context> "],
      ["/chat-mode whole", "whole> "],
      ["/code", "> "],
    ] as const) {
      term.type(`${command}\r`);
      at = await term.waitFor("Chat mode:", at);
      at = await term.waitFor(PROMPT_AT(prompt), at);
    }
    term.type("\x04");
    expect(await term.exited).toBe(0);
  });

  it("spins while waiting; Ctrl-C clears it and the token line gives estimates, not 0", async () => {
    const slow = "Let me think about this for a long while before answering anything at all.";
    const term = await start([
      { kind: "hang" },
      { kind: "reply", text: slow, chunkChars: 2, chunkDelayMs: 60 },
    ]);
    let at = await term.waitFor(PROMPT_AT("> "));
    term.type("/ask what is this?\r");
    at = await term.waitFor("Waiting for the model…", at);
    // The spinner starts before the request is on the wire; on a loaded machine a Ctrl-C sent at once
    // would stop a request the server never saw, and the next request would then meet the "hang" step.
    await untilRequests(server, 1);
    term.type("\x03");
    at = await term.waitFor(/Tokens: ~\d+ sent, ~0 received \(estimated: the reply was stopped\)\./, at);
    expect(term.output.slice(at)).not.toMatch(/Tokens: 0 sent/);
    const sent = Number(/Tokens: ~(\d+) sent/.exec(term.output.slice(at))?.[1]);
    expect(sent).toBeGreaterThan(50);
    at = await term.waitFor(PROMPT_AT("> "), at);
    term.type("/ask and now?\r");
    at = await term.waitFor("Let me think", at);
    term.type("\x03");
    at = await term.waitFor(/Tokens: ~\d+ sent, ~[1-9]\d* received \(estimated/, at);
    await term.waitFor(PROMPT_AT("> "), at);
    term.type("\x04");
    expect(await term.exited).toBe(0);
  });
});
