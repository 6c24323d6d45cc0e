// Issue 14's small wrongs through the real CLI: --no-stream prints the reply before its cost line;
// a closed stdout (`| head -1`) ends the turn quietly with its own exit code; the start block shows a
// repo map only when requests carry one; --help lists plugin formats; --no-verify-ssl reaches a
// self-signed HTTPS server that the default refuses.
import { execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { PassThrough } from "node:stream";
import { main } from "../../src/cli/main";
import { completionBody } from "../../replay/openai-payloads";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import { block } from "../helpers/coder-harness";
import { removeDir, tempDir } from "../helpers/file-tree";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

const APP = 'def greet(name):\n    return "hi " + name\n';
const EDIT = block("app.py", '    return "hi " + name\n', '    return "hello " + name\n');

describe("small wrongs", () => {
  let repo: TempRepo;
  let server: ScriptedServer | undefined;
  beforeEach(() => {
    repo = makeTempRepo({ "app.py": APP });
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
    repo.remove();
  });
  const kerf = (args: string[]) =>
    runCli(["--no-pretty", ...args], { cwd: repo.root, env: { HOME: repo.root, OPENAI_API_KEY: "sk-t" } });

  it("--no-stream: the reply comes first, then the tokens and cost line", async () => {
    server = await startScriptedServer([{ kind: "reply", text: "The answer is 42." }]);
    const run = await kerf([
      "--openai-api-base",
      server.baseUrl,
      "--model",
      "gpt-4o",
      "--edit-format",
      "ask",
      "--map-tokens",
      "0",
      "--no-stream",
      "-m",
      "q",
    ]);
    expect(run.code).toBe(0);
    const reply = run.stdout.indexOf("The answer is 42.");
    const tokens = run.stdout.indexOf("Tokens: ");
    expect(reply).toBeGreaterThan(-1);
    expect(tokens).toBeGreaterThan(reply);
  });

  it("the start block shows the repo map only when the request carries one", async () => {
    server = await startScriptedServer([{ kind: "reply", text: "ok" }]);
    const base = ["--openai-api-base", server.baseUrl, "--edit-format", "ask", "-m", "q"];
    const none = await kerf([...base, "--model", "my-local-model"]);
    expect(none.stdout).toMatch(/^repo map +off \(my-local-model is sent none; --map-tokens N sends one\)$/m);
    const body = JSON.stringify(server.requests[0]?.body);
    expect(body).not.toContain("app.py");
    await server.close();
    server = await startScriptedServer([{ kind: "reply", text: "ok" }]);
    const forced = await kerf([
      "--openai-api-base",
      server.baseUrl,
      "--edit-format",
      "ask",
      "-m",
      "q",
      "--model",
      "my-local-model",
      "--map-tokens",
      "1024",
    ]);
    expect(forced.stdout).toMatch(/^repo map +1 file, up to /m);
    expect(JSON.stringify(server.requests[0]?.body)).toContain("app.py");
  });

  it("--help lists the edit formats plugins add", async () => {
    const plugin = path.resolve(__dirname, "../../examples/concise-coder.js");
    const plain = await kerf(["--help"]);
    expect(plain.stdout).not.toContain("diff-concise");
    const run = await kerf(["--plugin", plugin, "--help"]);
    expect(run.code).toBe(0);
    const help = run.stdout.replace(/\s+/g, " ");
    expect(help).toMatch(
      /--edit-format <FORMAT> edit format: diff, diff-fenced, [^<]*diff-concise --chat-mode/,
    );
  });

  it("| head -1 on --json: the turn still finishes and commits, exit 0, no EPIPE trace", async () => {
    server = await startScriptedServer([
      { kind: "reply", text: EDIT, chunkChars: 8, chunkDelayMs: 5 },
      { kind: "reply", text: "feat: say hello" },
    ]);
    // A real pipe into a real `head -n 1`, which exits after the first line and closes it.
    const head = spawn("head", ["-n", "1"], { stdio: ["pipe", "pipe", "inherit"] });
    let shown = "";
    head.stdout.on("data", (chunk: Buffer) => (shown += chunk.toString()));
    const headExited = new Promise((resolve) => head.on("close", resolve));
    const stderr = new PassThrough();
    let err = "";
    stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    const code = await main({
      argv: [
        "--json",
        "--model",
        "gpt-4o",
        "--openai-api-base",
        server.baseUrl,
        "--map-tokens",
        "0",
        "app.py",
        "-m",
        "say hello",
      ],
      env: { HOME: repo.root, OPENAI_API_KEY: "sk-t" },
      cwd: repo.root,
      stdin: Object.assign(new PassThrough(), { isTTY: false }),
      stdout: head.stdin,
      stderr,
    });
    await headExited;
    expect(JSON.parse(shown.trim())).toMatchObject({ event: "start" });
    expect(err).toBe("");
    expect(code).toBe(0);
    expect(repo.read("app.py")).toContain('"hello "');
    expect(repo.git("log", "-1", "--format=%s").trim()).toBe("feat: say hello");
  });

  it("--no-verify-ssl reaches a self-signed HTTPS server; by default the certificate is refused", async () => {
    const certDir = tempDir("kerf-tls-");
    try {
      const key = path.join(certDir, "key.pem");
      const cert = path.join(certDir, "cert.pem");
      execFileSync(
        "openssl",
        [
          "req",
          "-x509",
          "-newkey",
          "rsa:2048",
          "-nodes",
          "-keyout",
          key,
          "-out",
          cert,
          "-days",
          "1",
          "-subj",
          "/CN=127.0.0.1",
        ],
        { stdio: "ignore" },
      );
      const https = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
        req.resume();
        req.on("end", () => {
          res.setHeader("content-type", "application/json");
          const usage = { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 };
          res.end(
            JSON.stringify(
              completionBody({
                id: "c1",
                model: "gpt-4o",
                text: "secure enough",
                finishReason: "stop",
                usage,
              }),
            ),
          );
        });
      });
      await new Promise<void>((resolve) => https.listen(0, "127.0.0.1", resolve));
      const base = `https://127.0.0.1:${(https.address() as AddressInfo).port}/v1`;
      const run = async (extra: string[]) => {
        const result = await kerf([
          "--openai-api-base",
          base,
          "--model",
          "gpt-4o",
          "--map-tokens",
          "0",
          "--edit-format",
          "ask",
          "--no-stream",
          "-m",
          "q",
          ...extra,
        ]);
        return { code: result.code, out: result.stdout, err: result.stderr };
      };
      try {
        const refused = await run([]);
        expect(refused.code).toBe(1);
        expect(refused.err).toContain(
          "TLS certificate was refused (DEPTH_ZERO_SELF_SIGNED_CERT); --no-verify-ssl skips the check",
        );
        const insecure = await run(["--no-verify-ssl"]);
        expect(insecure.err).toContain("warning: --no-verify-ssl: TLS certificates are not checked.");
        expect(insecure.out).toContain("secure enough");
        expect(insecure.code).toBe(0);
      } finally {
        https.closeAllConnections();
        await new Promise((resolve) => https.close(resolve));
      }
    } finally {
      removeDir(certDir);
    }
  });
});
