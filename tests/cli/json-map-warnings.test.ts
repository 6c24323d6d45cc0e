// `--json`: the repo map's warnings (a symlink out of the project, a refused ignore file) are JSON
// `warning` events on stdout with their code, like every other warning; stdout stays JSON only.
import { execFileSync } from "node:child_process";
import { symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import { ensureBuilt } from "../demo/ensure-built";
import { removeDir, tempDir } from "../helpers/file-tree";
import { runChild } from "../helpers/run-child";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";
import { parseEvent } from "../helpers/json-events";

type Event = Record<string, unknown> & { event: string };

describe("kerf --json and the repo map's warnings", () => {
  let repo: TempRepo;
  let outside: string;
  let server: ScriptedServer;
  beforeAll(() => ensureBuilt(path.resolve(__dirname, "../..")));
  beforeEach(async () => {
    repo = makeTempRepo({ "app.py": "from secret import top_secret\n\n\ndef main():\n    top_secret()\n" });
    outside = tempDir("kerf-outside-");
    writeFileSync(path.join(outside, "secret.py"), "def top_secret():\n    return 'key'\n");
    symlinkSync(path.join(outside, "secret.py"), path.join(repo.root, "secret.py"));
    repo.git("add", "-A");
    repo.git("commit", "-qm", "link");
    execFileSync("mkfifo", [path.join(repo.root, ".kerfignore")]);
    server = await startScriptedServer([{ kind: "reply", text: "Nothing to change." }]);
  });
  afterEach(async () => {
    await server.close();
    repo.remove();
    removeDir(outside);
  });

  it("emits symlink-outside-project and ignore-file-refused as warning events; stdout is JSON only", async () => {
    const run = await runChild(
      [
        "--json",
        "-m",
        "hi",
        "--model",
        "gpt-4o",
        "--openai-api-base",
        server.baseUrl,
        "--map-tokens",
        "1024",
      ],
      { cwd: repo.root, env: { HOME: repo.root, OPENAI_API_KEY: "sk-test" } },
    );
    expect(run.code).toBe(0);
    const events = run.stdout
      .trimEnd()
      .split("\n")
      .map((line) => parseEvent(line) as Event);
    const warnings = events.filter((e) => e.event === "warning");
    expect(warnings).toEqual(
      expect.arrayContaining([
        {
          event: "warning",
          v: 1,
          code: "symlink-outside-project",
          message:
            "left out of the repo map, never read: symlinks that resolve outside the project: secret.py",
        },
        {
          event: "warning",
          v: 1,
          code: "ignore-file-refused",
          message:
            "ignore file .kerfignore is a named pipe (FIFO), not a regular file; not read, its rules do not apply",
        },
      ]),
    );
    expect(run.stderr).not.toContain("warning:");
    // The map was sent, without the outside file's content.
    expect(JSON.stringify(server.requests[0]?.body)).not.toContain("return 'key'");
  }, 30_000);
});
