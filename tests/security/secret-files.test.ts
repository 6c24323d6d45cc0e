// Secret-looking or git-ignored files named as chat or read-only files (positional, --file, --read,
// /add, /read-only) never reach the model without a person's yes: non-interactively they are refused
// with a message naming the file and why (--yes-always does not answer for them); on a terminal kerf
// asks, default no. An edit to one asks first; a dirty commit and the edit commit skip it.
import { chmodSync, writeFileSync } from "node:fs";
import path from "node:path";
import { runCli } from "../helpers/run-cli";
import { bodies, withServer } from "../helpers/scripted-server";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

const SECRET = "tok_4f9c2e7a1b";

describe("secret and ignored files as chat files", () => {
  let repo: TempRepo;
  beforeEach(() => {
    repo = makeTempRepo({
      ".gitignore": "build/\n",
      "app.py": "x = 1\n",
      ".env": `API_TOKEN=${SECRET}\n`,
      "deploy/server.pem": `-----BEGIN CERTIFICATE-----\n${SECRET}\n`,
      ".npmrc": `//registry.npmjs.org/:_authToken=${SECRET}\n`,
    });
    repo.write("build/out.txt", `generated ${SECRET}\n`);
  });
  afterEach(() => repo.remove());
  const kerf = (args: string[], baseUrl: string, extra: { stdinTty?: boolean; input?: string } = {}) =>
    runCli(["--edit-format", "ask", "--map-tokens", "0", "--no-pretty", ...args], {
      cwd: repo.root,
      env: { HOME: repo.root, OPENAI_API_KEY: "k", OPENAI_BASE_URL: baseUrl },
      ...extra,
    });

  it.each([
    ["positional", [".env"], ".env", "looks like a secret store"],
    ["--file", ["--file", "deploy/server.pem"], "deploy/server.pem", "looks like a secret store"],
    ["--read", ["--read", ".npmrc"], ".npmrc", "looks like a secret store"],
    ["git-ignored --read", ["--read", "build/out.txt"], "build/out.txt", "is git-ignored"],
  ])(
    "%s: refused non-interactively, even with --yes-always, naming the file and why",
    async (_how, args, file, why) => {
      await withServer([{ kind: "reply", text: "ok" }], async (server) => {
        const run = await kerf([...args, "app.py", "--yes-always", "-m", "hi"], server.baseUrl);
        expect(run.code).toBe(0);
        const sent = JSON.stringify(bodies(server));
        expect(sent).not.toContain(SECRET);
        expect(sent).toContain("x = 1");
        expect(run.stderr).toContain(`not sending ${file} to the model: it ${why}`);
      });
    },
  );

  it("on a terminal kerf asks: yes sends the file, a bare Enter (the default no) does not", async () => {
    await withServer(
      [
        { kind: "reply", text: "ok" },
        { kind: "reply", text: "ok" },
      ],
      async (server) => {
        const yes = await kerf([".env", "-m", "hi"], server.baseUrl, { stdinTty: true, input: "y\n" });
        expect(yes.code).toBe(0);
        expect(yes.stderr).toContain(".env looks like a secret store (keys, tokens). Send it to the model?");
        const no = await kerf([".env", "-m", "hi"], server.baseUrl, { stdinTty: true, input: "\n" });
        expect(no.code).toBe(0);
        expect(no.stderr).toContain("not sending .env to the model");
        const [first, second] = bodies(server).map((body) => JSON.stringify(body));
        expect(first).toContain(SECRET);
        expect(second).not.toContain(SECRET);
      },
    );
  });

  it("/add and /read-only of a secret store in a piped session are refused before the next request", async () => {
    await withServer([{ kind: "reply", text: "ok" }], async (server) => {
      const run = await kerf([], server.baseUrl, {
        input: "/add .env\n/read-only .npmrc\nhello\n/ls\n/exit\n",
      });
      expect(run.code).toBe(0);
      expect(JSON.stringify(bodies(server))).not.toContain(SECRET);
      expect(run.stderr).toContain("not sending .env to the model");
      expect(run.stderr).toContain("not sending .npmrc to the model");
    });
  });
});

describe("an edit to a secret store", () => {
  let repo: TempRepo;
  afterEach(() => repo.remove());

  it("asks first; once allowed, neither the dirty commit nor the edit commit takes it", async () => {
    repo = makeTempRepo({ "app.py": "x = 1\n", ".env": "A=1\n" });
    writeFileSync(path.join(repo.root, ".env"), "A=2\n");
    writeFileSync(path.join(repo.root, "app.py"), "x = 2\n");
    chmodSync(path.join(repo.root, ".env"), 0o600);
    const reply = "app.py\n```\nx = 3\n```\n\n.env\n```\nA=3\n```\n";
    await withServer(
      [
        { kind: "reply", text: reply },
        { kind: "reply", text: "chore: edit" },
      ],
      async (server) => {
        const run = await runCli(
          // .env is not in the chat: --yes-always lets the reply edit it, but only a person's yes does.
          [
            "--edit-format",
            "whole",
            "--map-tokens",
            "0",
            "--no-pretty",
            "--yes-always",
            "app.py",
            "-m",
            "go",
          ],
          {
            cwd: repo.root,
            env: { HOME: repo.root, OPENAI_API_KEY: "k", OPENAI_BASE_URL: server.baseUrl },
            stdinTty: true,
            input: "y\n",
          },
        );
        expect(run.code).toBe(0);
        expect(run.stderr).toContain(".env looks like a secret store (keys, tokens). Let the model edit it?");
        expect(repo.read(".env")).toBe("A=3\n");
        expect(repo.read("app.py")).toBe("x = 3\n");
        const touched = repo.git("log", "--name-only", "--format=").split("\n").filter(Boolean);
        expect(touched.filter((file) => file === ".env")).toEqual([".env"]); // the initial commit only
        expect(repo.git("log", "--format=%s").split("\n").filter(Boolean).length).toBeGreaterThanOrEqual(3);
        const commitRequest = JSON.stringify(bodies(server)[1]);
        expect(commitRequest).not.toContain("A=3");
      },
    );
  });
});
