// The slash commands Aider users reach for, in a real piped session: a real git repository, a
// scripted HTTP model, a local HTTP page for /web, real executables standing in for the clipboard
// tool and the editor (found on PATH / $EDITOR exactly as the real ones would be).
import { chmodSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { startScriptedServer, type ScriptedServer } from "../../../replay/scripted-server";
import { removeDir, tempDir } from "../../helpers/file-tree";
import { runCli } from "../../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../../helpers/temp-repo";

const PAGE = `<!doctype html><html><head><title>Docs</title><script>steal()</script></head>
<body><h1>Widget API</h1><p>Call <code>widget.spin()</code> to <b>spin</b>.</p></body></html>`;

interface Body {
  messages: { role: string; content: unknown }[];
  reasoning_effort?: string;
  thinking?: unknown;
}

describe("Aider's slash commands", () => {
  let repo: TempRepo;
  let server: ScriptedServer;
  let bin: string;
  afterEach(async () => {
    await server.close();
    repo.remove();
    removeDir(bin);
  });
  const start = async (replies: string[]) => {
    repo = makeTempRepo({ "app.py": "X = 1\n", "CONVENTIONS.md": "Use tabs.\n" });
    server = await startScriptedServer(replies.map((text) => ({ kind: "reply" as const, text })));
    bin = tempDir("kerf-bin-");
  };
  const session = (lines: string[], flags: string[] = [], env: Record<string, string> = {}) =>
    runCli(
      [
        "--model",
        "gpt-4o",
        "--openai-api-base",
        server.baseUrl,
        "--map-tokens",
        "0",
        "--no-pretty",
        ...flags,
      ],
      {
        cwd: repo.root,
        env: { HOME: repo.root, OPENAI_API_KEY: "sk", PATH: bin, ...env },
        input: lines.map((line) => `${line}\n`).join(""),
      },
    );
  const body = (n: number) => server.requests[n]?.body as Body;
  const tool = (name: string, script: string) => {
    const file = path.join(bin, name);
    writeFileSync(file, `#!/bin/sh\n${script}\n`);
    chmodSync(file, 0o755);
  };

  it("/web adds a local page as read-only Markdown (no scripts); a bad URL or a 404 is a message", async () => {
    await start(["ok"]);
    const web: Server = createServer((req, res) => {
      if (req.url === "/docs") {
        res.setHeader("content-type", "text/html; charset=utf-8");
        res.end(PAGE);
      } else {
        res.statusCode = 404;
        res.end("nope");
      }
    });
    await new Promise<void>((resolve) => web.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
    try {
      const run = await session(
        [
          `/web ${origin}/docs`,
          `/web ${origin}/missing`,
          "/web file:///etc/passwd",
          "/ls",
          "/ask what does spin do?",
        ],
        ["--edit-format", "ask"],
      );
      expect(run.stdout).toMatch(
        /Added http:\/\/127\.0\.0\.1:\d+\/docs to the chat as \.kerf\/web\/127\.0\.0\.1-docs\.md \(read-only/,
      );
      expect(run.stderr).toContain(`${origin}/missing answered HTTP 404`);
      expect(run.stderr).toContain("only http and https pages can be fetched, not file:");
      const sent = JSON.stringify(body(0).messages);
      expect(sent).toContain("# Widget API");
      expect(sent).toContain("Call `widget.spin()` to **spin**.");
      expect(sent).not.toContain("steal()");
    } finally {
      web.closeAllConnections();
      await new Promise((resolve) => web.close(resolve));
    }
  });

  it("/save writes the chat's files as commands and /load rebuilds them in a new session", async () => {
    await start([]);
    await session(["/add app.py", "/read-only CONVENTIONS.md", "/save files.txt"]);
    expect(readFileSync(path.join(repo.root, "files.txt"), "utf8")).toBe(
      "/drop\n/add app.py\n/read-only CONVENTIONS.md\n",
    );
    writeFileSync(
      path.join(repo.root, "files.txt"),
      "/add app.py\n/run touch pwned\n/read-only CONVENTIONS.md\n",
    );
    const run = await session(["/load files.txt", "/ls"]);
    expect(run.stdout).toMatch(/Files in the chat:\n\s+app\.py/);
    expect(run.stdout).toMatch(/Read-only files:\n\s+CONVENTIONS\.md/);
    expect(run.stderr).toContain('Skipped "/run touch pwned"');
    expect(() => readFileSync(path.join(repo.root, "pwned"))).toThrow();
  });

  it("/reasoning-effort and /think-tokens change what the next request carries", async () => {
    await start(["one", "two"]);
    await session(["/reasoning-effort high", "hello"], ["--model", "o3", "--edit-format", "ask"]);
    expect(body(0).reasoning_effort).toBe("high");
    const run = await session(
      ["/think-tokens 8k", "hello"],
      ["--model", "anthropic/claude-sonnet-4-5", "--edit-format", "ask"],
    );
    expect(run.stdout).toContain("thinking_tokens for claude-sonnet-4-5: 8000.");
    expect(body(1).thinking).toEqual({ type: "enabled", budget_tokens: 8000 });
  });

  it("/copy, /copy-context and /paste go through the clipboard tool on PATH; without one they say what to install", async () => {
    await start(["the reply text", "pasted answer"]);
    const clip = path.join(bin, "clip.txt");
    tool("xclip", `if [ "$3" = "-o" ]; then /bin/cat "${clip}"; else /bin/cat > "${clip}"; fi`);
    const run = await session(["first question", "/copy"], ["--edit-format", "ask"]);
    expect(run.stderr).toBe("");
    expect(run.stdout).toContain("Copied the last reply");
    expect(readFileSync(clip, "utf8")).toBe("the reply text");
    await session(["/add app.py", "/copy-context"]);
    expect(readFileSync(clip, "utf8")).toMatch(/^## system\n/);
    expect(readFileSync(clip, "utf8")).toContain("X = 1");
    writeFileSync(clip, "a question from the clipboard");
    await session(["/paste"], ["--edit-format", "ask"]);
    expect(JSON.stringify(body(1).messages)).toContain("a question from the clipboard");
    const none = await session(["/copy-context"], [], { PATH: path.join(bin, "empty") });
    expect(none.stderr).toContain("No clipboard tool found: install one of wl-copy, xclip, xsel.");
  });

  it("/editor sends what the editor wrote; /multiline-mode sends lines up to an empty one; /quit ends", async () => {
    await start(["from editor", "from multiline"]);
    tool("fake-editor", 'printf "written in the editor" > "$1"');
    const run = await session(
      ["/editor", "/multiline-mode", "line one", "line two", "", "/quit", "never sent"],
      ["--edit-format", "ask"],
      { EDITOR: path.join(bin, "fake-editor") },
    );
    expect(run.code).toBe(0);
    expect(JSON.stringify(body(0).messages)).toContain("written in the editor");
    expect(JSON.stringify(body(1).messages)).toContain("line one\\nline two");
    expect(server.requests).toHaveLength(2);
  });
});
