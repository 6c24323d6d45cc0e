// The configured API key never shows: not on the terminal (a key split over two streamed chunks
// included), not in --json, not in errors, not in .kerf.chat.history.md or the input history, and not
// in a request (a chat file or message holding the key sends it masked). Credential shapes in a printed
// diff (--dry-run, an applied edit, /diff) are masked while the file itself keeps them.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { appendHistory } from "../../src/cli/repl/input-history";
import { maskKeys, maskSecrets, StreamMasker } from "../../src/trust";
import { runCli } from "../helpers/run-cli";
import { bodies, withServer } from "../helpers/scripted-server";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";
import { parseEvent } from "../helpers/json-events";

const KEY = "sk-kerf-SECRET-0123456789abcdefghijKLMN";
const GITHUB = `ghp_${"A1b2C3d4E5".repeat(4)}`;
const AWS = "AKIAIOSFODNN7EXAMPLE";

describe("masking functions", () => {
  it("masks the configured key and its long fragments; short values are not keys", () => {
    expect(maskKeys(`a ${KEY} b ${KEY.slice(0, 12)}…`, [KEY])).toBe("a [redacted] b [redacted]…");
    expect(maskKeys("keep k and ollama", ["k", "ollama"])).toBe("keep k and ollama");
  });

  it("masks credential shapes, keeping their kind visible", () => {
    const masked = maskSecrets(`token=${GITHUB} aws=${AWS} key=sk-ant-api03-${"x".repeat(30)}`);
    expect(masked).not.toContain(GITHUB);
    expect(masked).not.toContain(AWS);
    expect(masked).toContain("ghp_…[redacted]");
    expect(masked).toContain("AKIA…[redacted]");
    expect(masked).toContain("sk-a…[redacted]");
  });

  it("a key split over stream chunks at any place is masked whole", () => {
    const text = `before ${KEY} after s`;
    for (let cut = 1; cut < text.length; cut++) {
      const masker = new StreamMasker([KEY]);
      const out = masker.push(text.slice(0, cut)) + masker.push(text.slice(cut)) + masker.end();
      expect(out).toBe("before [redacted] after s");
    }
  });

  it("with credentials on, a token split over chunks is masked whole and the text comes out unchanged otherwise", () => {
    const text = `token ${GITHUB}, aws ${AWS}.\nplain words`;
    for (let cut = 1; cut < text.length; cut++) {
      const masker = new StreamMasker([], { credentials: true });
      const out = masker.push(text.slice(0, cut)) + masker.push(text.slice(cut)) + masker.end();
      expect(out).toBe("token ghp_…[redacted], aws AKIA…[redacted].\nplain words");
    }
  });
});

describe("the configured key in a real run", () => {
  let repo: TempRepo;
  beforeEach(() => {
    repo = makeTempRepo({ "notes.txt": `the deploy key is ${KEY}\n`, "app.py": "x = 1\n" });
  });
  afterEach(() => repo.remove());
  const env = (baseUrl: string) => ({ HOME: repo.root, OPENAI_API_KEY: KEY, OPENAI_BASE_URL: baseUrl });
  const ask = (extra: string[]) => [
    "--edit-format",
    "ask",
    "--map-tokens",
    "0",
    "--no-pretty",
    "notes.txt",
    "-m",
    `is ${KEY} safe?`,
    ...extra,
  ];

  it("is masked in requests, streamed output, --verbose, --json and the chat history file", async () => {
    // The server echoes the key in a reply streamed in 5-character chunks, so it arrives split.
    const reply = { kind: "reply" as const, text: `Your key ${KEY} leaked.`, chunkChars: 5 };
    await withServer([reply, reply], async (server) => {
      const plain = await runCli(ask(["--verbose"]), { cwd: repo.root, env: env(server.baseUrl) });
      expect(plain.code).toBe(0);
      expect(plain.stdout).toContain("Your key [redacted] leaked.");
      const json = await runCli(ask(["--json"]), { cwd: repo.root, env: env(server.baseUrl) });
      expect(json.code).toBe(0);
      const replyText = json.stdout
        .split("\n")
        .filter((line) => line.startsWith('{"event":"reply"'))
        .map((line) => parseEvent(line).text as string)
        .join("");
      expect(replyText).toBe("Your key [redacted] leaked.");
      for (const out of [plain.stdout, plain.stderr, json.stdout, json.stderr])
        expect(out).not.toContain(KEY);
      const sent = JSON.stringify(bodies(server));
      expect(sent).not.toContain(KEY);
      expect(sent).toContain("the deploy key is [redacted]");
      expect(sent).toContain("is [redacted] safe?");
      // The key still authenticates the request: masking is of content, not of the header.
      expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
      const log = readFileSync(path.join(repo.root, ".kerf.chat.history.md"), "utf8");
      expect(log).toContain("is [redacted] safe?");
      expect(log).toContain("Your key [redacted] leaked.");
      expect(log).not.toContain(KEY);
    });
  });

  it("is masked in an error the server echoes and in a config error that quotes it", async () => {
    await withServer(
      [{ kind: "error", status: 401, message: `Incorrect API key provided: ${KEY}` }],
      async (server) => {
        const run = await runCli(ask([]), { cwd: repo.root, env: env(server.baseUrl) });
        expect(run.code).toBe(1);
        expect(run.stderr).toMatch(/401|key/i);
        expect(run.stdout + run.stderr).not.toContain(KEY);
      },
    );
    writeFileSync(path.join(repo.root, ".kerf.conf.yml"), `map-tokens: ${KEY}\n`);
    const bad = await runCli(["--show-repo-map"], { cwd: repo.root, env: env("http://127.0.0.1:9/v1") });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("map-tokens");
    expect(bad.stderr).not.toContain(KEY);
  });

  it("is masked in the input history file", () => {
    const file = path.join(repo.root, ".kerf", "input.history");
    appendHistory(file, `use ${KEY} here`, [KEY]);
    expect(readFileSync(file, "utf8")).toBe("use [redacted] here\n");
  });

  it("is masked in what the REPL logs, prints and sends", async () => {
    await withServer([{ kind: "reply", text: "ok" }], async (server) => {
      const run = await runCli(["--edit-format", "ask", "--map-tokens", "0", "--no-pretty"], {
        cwd: repo.root,
        env: env(server.baseUrl),
        input: `remember ${KEY}\n/exit\n`,
        stdinTty: false,
      });
      expect(run.code).toBe(0);
      expect(run.stdout + run.stderr).not.toContain(KEY);
      expect(JSON.stringify(bodies(server))).not.toContain(KEY);
      const log = readFileSync(path.join(repo.root, ".kerf.chat.history.md"), "utf8");
      expect(log).toContain("remember [redacted]");
    });
  });
});

describe("credential shapes in printed diffs", () => {
  let repo: TempRepo;
  beforeEach(() => {
    repo = makeTempRepo({ "config.py": "TOKEN = None\n" });
  });
  afterEach(() => repo.remove());
  const reply = `config.py\n\`\`\`\nTOKEN = "${GITHUB}"\nAWS = "${AWS}"\n\`\`\`\n`;
  const run = (baseUrl: string, extra: string[], input?: string) =>
    runCli(["--edit-format", "whole", "--map-tokens", "0", "--no-pretty", "--yes-always", ...extra], {
      cwd: repo.root,
      env: { HOME: repo.root, OPENAI_API_KEY: "k", OPENAI_BASE_URL: baseUrl },
      ...(input !== undefined ? { input } : {}),
    });

  it("--dry-run shows the reply and the diff masked and writes nothing", async () => {
    await withServer([{ kind: "reply", text: reply }], async (server) => {
      const result = await run(server.baseUrl, ["config.py", "--dry-run", "--no-stream", "-m", "set it"]);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('+TOKEN = "ghp_…[redacted]"');
      expect(result.stdout).toContain('+AWS = "AKIA…[redacted]"');
      expect(result.stdout).not.toContain(GITHUB);
      expect(repo.read("config.py")).toBe("TOKEN = None\n");
    });
  });

  it("an applied edit and /diff print it masked; the file, and the commit-message request, keep it out", async () => {
    await withServer(
      [
        { kind: "reply", text: reply },
        { kind: "reply", text: "chore: token" },
      ],
      async (server) => {
        const result = await run(server.baseUrl, ["config.py"], "set it\n/diff\n/exit\n");
        expect(result.code).toBe(0);
        const diffs = result.stdout
          .split("\n")
          .filter((line) => line.startsWith('+TOKEN = "ghp_…[redacted]"'));
        expect(diffs).toHaveLength(2);
        expect(result.stdout + result.stderr).not.toContain(GITHUB);
        expect(result.stdout).not.toContain(AWS);
        expect(repo.read("config.py")).toContain(GITHUB);
        const commitRequest = JSON.stringify(bodies(server)[1]);
        expect(commitRequest).toContain("ghp_…[redacted]");
        expect(commitRequest).not.toContain(GITHUB);
      },
    );
  });
});
