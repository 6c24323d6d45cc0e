// `--env-file FILE` (and KERF_ENV_FILE): the providers' keys come from the file the user names, through
// the CLI in-process and through the built `kerf` bin run by node as a child process (Node's own
// `--env-file` option is a node flag, before the script: after it the flag is kerf's).
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import { ensureBuilt } from "../demo/ensure-built";
import { runChild } from "../helpers/run-child";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

const ROOT = path.resolve(__dirname, "../..");

describe("--env-file", () => {
  let repo: TempRepo;
  let server: ScriptedServer;
  let keys: string;
  beforeAll(() => ensureBuilt(ROOT), 180_000);
  beforeEach(async () => {
    repo = makeTempRepo({ "app.py": "print('hi')\n" });
    server = await startScriptedServer([{ kind: "reply", text: "Hello." }]);
    // Outside the project: a file the user named may lie anywhere.
    keys = `${repo.root}-keys.env`;
    writeFileSync(keys, "OPENAI_API_KEY=sk-from-env-file\nOPENAI_API_BASE=http://127.0.0.1:9/not-this\n");
  });
  afterEach(async () => {
    await server.close();
    repo.remove();
    rmSync(keys, { force: true });
  });
  const args = (file: string) => [
    "--no-pretty",
    "--model",
    "gpt-4o",
    "--openai-api-base",
    server.baseUrl,
    "--map-tokens",
    "0",
    "--edit-format",
    "ask",
    "--env-file",
    file,
    "-m",
    "hi",
  ];

  it("in-process: the key comes from the file named; the command line's base URL still wins", async () => {
    const run = await runCli(args(keys), { cwd: repo.root, env: { HOME: repo.root } });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(server.requests[0]?.headers.authorization).toBe("Bearer sk-from-env-file");
  });

  it("KERF_ENV_FILE names it too; the real environment beats the file", async () => {
    const named = await runCli(
      args(keys).filter((a) => a !== "--env-file" && a !== keys),
      {
        cwd: repo.root,
        env: { HOME: repo.root, KERF_ENV_FILE: keys },
      },
    );
    expect(named.code).toBe(0);
    expect(server.requests[0]?.headers.authorization).toBe("Bearer sk-from-env-file");
    await server.close();
    server = await startScriptedServer([{ kind: "reply", text: "Hello." }]);
    const real = await runCli(args(keys), {
      cwd: repo.root,
      env: { HOME: repo.root, OPENAI_API_KEY: "sk-real" },
    });
    expect(real.code).toBe(0);
    expect(server.requests[0]?.headers.authorization).toBe("Bearer sk-real");
  });

  it("a file that does not exist is a usage error naming it", async () => {
    const run = await runCli(args("nowhere.env"), { cwd: repo.root, env: { HOME: repo.root } });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`env file ${path.join(repo.root, "nowhere.env")} does not exist`);
    expect(server.requests).toHaveLength(0);
  });

  it("the built bin, run by node: `kerf --env-file FILE` reads the key", async () => {
    const run = await runChild(args(keys), { cwd: repo.root, env: { HOME: repo.root } });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Hello.");
    expect(server.requests[0]?.headers.authorization).toBe("Bearer sk-from-env-file");
  }, 60_000);
});
