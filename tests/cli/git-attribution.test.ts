// --attribute-author, --attribute-committer, --attribute-co-authored-by and --commit-prompt end to end:
// the real CLI, a scripted HTTP model, a real temp repository, and `git log --format` on the result.
import path from "node:path";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import { ensureBuilt } from "../demo/ensure-built";
import { block } from "../helpers/coder-harness";
import { runChild } from "../helpers/run-child";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

// Each test runs the whole CLI against a real repository; a loaded 2-core machine needs the room.
jest.setTimeout(60_000);

const APP = 'def greet(name):\n    return "hi " + name\n';
const EDIT = block("app.py", '    return "hi " + name\n', '    return "hello " + name\n');
const COMMIT = { kind: "reply" as const, text: "feat: greet with hello" };
const TRAILER = "Co-authored-by: kerf <kerf@kerf.invalid>";

interface Body {
  messages: { role: string; content: string }[];
}

describe("kerf commit attribution", () => {
  let repo: TempRepo;
  let server: ScriptedServer;
  afterEach(async () => {
    await server?.close();
    repo?.remove();
  });
  const kerf = async (args: string[], dirty = false) => {
    repo = makeTempRepo({ "app.py": APP });
    if (dirty) repo.write("app.py", `${APP}# my note\n`);
    server = await startScriptedServer([{ kind: "reply", text: EDIT }, COMMIT]);
    const argv = ["--model", "gpt-4o", "--openai-api-base", server.baseUrl, "--map-tokens", "0"];
    const run = await runCli([...argv, "--no-pretty", "app.py", "-m", "say hello", ...args], {
      cwd: repo.root,
      env: { HOME: repo.root, OPENAI_API_KEY: "sk-attr-test" },
    });
    expect(run.code).toBe(0);
    return run;
  };
  /** author | committer | message body of the commits, newest first. */
  const log = () =>
    repo
      .git("log", "--format=%an|%cn|%B%x00")
      .split("\0")
      .map((entry) => entry.trim())
      .filter(Boolean);

  it("by default (Aider's): the trailer on kerf's commit, names untouched", async () => {
    await kerf([]);
    expect(log()[0]).toBe(`Real Author|Real Author|feat: greet with hello\n\n${TRAILER}`);
  });

  it("--no-attribute-co-authored-by: no trailer, ' (kerf)' on author and committer instead", async () => {
    await kerf(["--no-attribute-co-authored-by"]);
    expect(log()[0]).toBe("Real Author (kerf)|Real Author (kerf)|feat: greet with hello");
  });

  it("--attribute-author given explicitly: the trailer and the author mark, committer untouched", async () => {
    await kerf(["--attribute-author"]);
    expect(log()[0]).toBe(`Real Author (kerf)|Real Author|feat: greet with hello\n\n${TRAILER}`);
  });

  it("--attribute-committer given explicitly: the trailer and the committer mark", async () => {
    await kerf(["--attribute-committer"]);
    expect(log()[0]).toBe(`Real Author|Real Author (kerf)|feat: greet with hello\n\n${TRAILER}`);
  });

  it("all three off: a plain commit in the user's name", async () => {
    await kerf(["--no-attribute-co-authored-by", "--no-attribute-author", "--no-attribute-committer"]);
    expect(log()[0]).toBe("Real Author|Real Author|feat: greet with hello");
  });

  it("the dirty commit of the user's own changes: never an author mark or trailer; committer as Aider", async () => {
    await kerf(["--no-attribute-co-authored-by"], true);
    expect(log().slice(0, 2)).toEqual([
      "Real Author (kerf)|Real Author (kerf)|feat: greet with hello",
      "Real Author|Real Author (kerf)|chore: save uncommitted changes before kerf edits",
    ]);
  });

  it("config keys and AIDER_* variables set them too", async () => {
    repo = makeTempRepo({ "app.py": APP });
    server = await startScriptedServer([{ kind: "reply", text: EDIT }, COMMIT]);
    repo.write(".aider.conf.yml", "attribute-co-authored-by: false\n");
    const run = await runCli(
      ["--openai-api-base", server.baseUrl, "--map-tokens", "0", "app.py", "-m", "say hello"],
      {
        cwd: repo.root,
        env: { HOME: repo.root, OPENAI_API_KEY: "k", AIDER_ATTRIBUTE_COMMITTER: "false" },
      },
    );
    expect(run.code).toBe(0);
    expect(log()[0]).toBe("Real Author (kerf)|Real Author|feat: greet with hello");
  });

  it("--commit-prompt replaces the system text of the commit-message request", async () => {
    const prompt = "Write the commit message in the past tense, prefixed with [bot].";
    await kerf(["--commit-prompt", prompt]);
    const request = server.requests[1]?.body as Body;
    expect(request.messages[0]).toEqual({ role: "system", content: prompt });
    expect(request.messages[1]?.content).toContain("say hello");
    expect(request.messages[1]?.content).toContain('+    return "hello " + name');
  });
});

// A real child kerf, so its git inherits GIT_COMMITTER_NAME/EMAIL from the environment it was given.
describe("kerf commit attribution with GIT_COMMITTER_NAME in the environment", () => {
  let repo: TempRepo;
  let server: ScriptedServer;
  beforeAll(() => ensureBuilt(path.resolve(__dirname, "../..")), 180_000);
  afterEach(async () => {
    await server?.close();
    repo?.remove();
  });
  const kerf = async (args: string[]) => {
    repo = makeTempRepo({ "app.py": APP });
    server = await startScriptedServer([{ kind: "reply", text: EDIT }, COMMIT]);
    const argv = ["--model", "gpt-4o", "--openai-api-base", server.baseUrl, "--map-tokens", "0"];
    const run = await runChild([...argv, "--no-pretty", "app.py", "-m", "say hello", ...args], {
      cwd: repo.root,
      env: {
        HOME: repo.root,
        OPENAI_API_KEY: "sk-attr-test",
        GIT_COMMITTER_NAME: "Someone",
        GIT_COMMITTER_EMAIL: "someone@example.com",
      },
    });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
  };
  /** author | committer <committer email> of the newest commit. */
  const newest = () => repo.git("log", "-1", "--format=%an|%cn <%ce>").trim();

  it("the committer mark wins over it: 'Someone (kerf)', the email kept", async () => {
    await kerf(["--attribute-committer"]);
    expect(newest()).toBe("Real Author|Someone (kerf) <someone@example.com>");
  });

  it("with the trailer off both marks go on, each on the name git would use", async () => {
    await kerf(["--no-attribute-co-authored-by"]);
    expect(newest()).toBe("Real Author (kerf)|Someone (kerf) <someone@example.com>");
  });

  it("with the committer mark off the environment's committer stands as it is", async () => {
    await kerf([]);
    expect(newest()).toBe("Real Author|Someone <someone@example.com>");
  });
});
