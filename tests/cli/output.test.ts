// What the CLI prints and sends: coloured diffs (FORCE_COLOR, NO_COLOR, --no-pretty), the tokens and
// cost line per message, the repo-map progress bar on a terminal, and flags that shape the request.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { PassThrough } from "node:stream";
import { main } from "../../src/cli/main";
import { formatTokens } from "../../src/models/format-tokens";
import { resolveModel } from "../../src/models/resolve-model";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import type { ScriptEntry } from "../../replay/script-step";
import { block } from "../helpers/coder-harness";
import { runCli } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";
import { pipedSession, type PipedSession } from "./repl/session-harness";

const APP = 'def greet(name):\n    return "hi " + name\n';
const EDIT = block("app.py", '    return "hi " + name\n', '    return "hello " + name\n');
const ESC = "\x1b[";

describe("CLI output", () => {
  let repo: TempRepo;
  let server: ScriptedServer;
  const start = async (script: ScriptEntry[], files: Record<string, string> = { "app.py": APP }) => {
    repo = makeTempRepo(files);
    server = await startScriptedServer(script);
  };
  const kerf = (args: string[], env: Record<string, string> = {}, cwd?: string) =>
    runCli(["--model", "gpt-4o", "--openai-api-base", server.baseUrl, "--map-tokens", "0", ...args], {
      cwd: cwd ?? repo.root,
      env: { HOME: repo.root, OPENAI_API_KEY: "sk-output-test", ...env },
    });
  const chats = () => server.requests.filter((r) => r.path.endsWith("/chat/completions"));
  const bodyOf = (n: number) =>
    chats()[n]?.body as { model: string; stream: boolean; messages: { role: string; content: unknown }[] };
  afterEach(async () => {
    await server?.close();
    repo?.remove();
  });

  describe("colour", () => {
    const edited = async (env: Record<string, string>, flags: string[] = []) => {
      await start([{ kind: "reply", text: EDIT }]);
      const run = await kerf(["app.py", "-m", "say hello", "--no-auto-commits", ...flags], env);
      expect(run.code).toBe(0);
      return run.stdout;
    };

    it("FORCE_COLOR=1 paints added lines green and removed lines red", async () => {
      const out = await edited({ FORCE_COLOR: "1" });
      expect(out).toContain(`${ESC}32m+    return "hello " + name${ESC}39m\n`);
      expect(out).toContain(`${ESC}31m-    return "hi " + name${ESC}39m\n`);
    });

    it("NO_COLOR=1 wins over FORCE_COLOR: no escape at all", async () => {
      const out = await edited({ FORCE_COLOR: "1", NO_COLOR: "1" });
      expect(out).toContain('\n+    return "hello " + name\n');
      expect(out).not.toContain("\x1b");
    });

    it("--no-pretty wins over FORCE_COLOR; a pipe without FORCE_COLOR gets none either", async () => {
      expect(await edited({ FORCE_COLOR: "1" }, ["--no-pretty"])).not.toContain("\x1b");
      await server.close();
      repo.remove();
      const plain = await edited({});
      expect(plain).toContain('\n-    return "hi " + name\n+    return "hello " + name\n');
      expect(plain).not.toContain("\x1b");
    });
  });

  describe("the tokens and cost line", () => {
    let s: PipedSession;
    afterEach(() => s?.close());

    it("shows the server's usage and the model's prices, and the session cost adds up over two messages", async () => {
      const first = {
        prompt_tokens: 40_000,
        completion_tokens: 2_000,
        prompt_tokens_details: { cached_tokens: 20_000 },
      };
      const second = { prompt_tokens: 30_000, completion_tokens: 1_000 };
      s = await pipedSession([
        { kind: "reply", text: "first answer", usage: first },
        { kind: "reply", text: "second answer", usage: second },
      ]);
      const run = await s.run(["/ask one", "/ask two"]);
      expect(run.code).toBe(0);
      const prices = resolveModel("gpt-4o").settings.prices;
      if (!prices) throw new Error("gpt-4o has no prices in the model table");
      const cost1 =
        ((40_000 - 20_000) * prices.input +
          20_000 * (prices.cacheRead ?? prices.input) +
          2_000 * prices.output) /
        1e6;
      const cost2 = (30_000 * prices.input + 1_000 * prices.output) / 1e6;
      const lines = run.stdout.split("\n").filter((line) => line.startsWith("Tokens: "));
      expect(lines).toEqual([
        `Tokens: ${formatTokens(40_000)} sent, ${formatTokens(20_000)} cache read, ${formatTokens(2_000)} received.` +
          ` Cost: $${cost1.toFixed(4)} message, $${cost1.toFixed(4)} session.`,
        `Tokens: ${formatTokens(30_000)} sent, ${formatTokens(1_000)} received.` +
          ` Cost: $${cost2.toFixed(4)} message, $${(cost1 + cost2).toFixed(4)} session.`,
      ]);
    });

    it("says the cost is unknown for a model without prices", async () => {
      s = await pipedSession([
        { kind: "reply", text: "hi", usage: { prompt_tokens: 500, completion_tokens: 7 } },
      ]);
      const run = await s.run(["/ask one"], ["--model", "my-local-llama"]);
      expect(run.stdout).toContain(
        "Tokens: 500 sent, 7 received. Cost: unknown (no prices for my-local-llama).\n",
      );
    });
  });

  describe("the repo-map progress bar", () => {
    const manyFiles = () => {
      const files: Record<string, string> = {};
      for (let i = 0; i < 110; i++) files[`mods/m${i}.py`] = `def f${i}():\n    return ${i}\n`;
      return files;
    };
    const showMap = async (stderrTty: boolean) => {
      const stdout = new PassThrough();
      const stderr = Object.assign(new PassThrough(), { isTTY: stderrTty });
      let err = "";
      stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
      stdout.resume();
      const stdin = Object.assign(new PassThrough(), { isTTY: false });
      const argv = ["--show-repo-map", "--map-tokens", "1024", "--no-pretty"];
      const code = await main({ argv, env: { HOME: repo.root }, cwd: repo.root, stdin, stdout, stderr });
      expect(code).toBe(0);
      return err;
    };

    it("redraws one line on a terminal's stderr and ends it with the total", async () => {
      await start([], manyFiles());
      const err = await showMap(true);
      const [scanning = "", rest = ""] = err.split("\n", 2);
      expect(scanning).toBe("Scanning 110 files for the repo map…");
      const frames = rest.split("\r\x1b[2K").filter((frame) => frame !== "");
      expect(frames.length).toBeGreaterThan(2);
      for (const frame of frames.slice(0, -1)) expect(frame).toMatch(/^\[#*\.*\] \d+\/110$/);
      expect(frames.at(-2)).toBe(`[${"#".repeat(30)}] 110/110`);
      expect(frames.at(-1)).toMatch(/^Repo map: parsed 110 files in \d+\.\d s$/);
      expect(err.slice(err.indexOf(frames.at(-1) ?? "") + (frames.at(-1) ?? "").length)).toMatch(/^\n/);
    });

    it("writes no bar and no carriage return when stderr is not a terminal", async () => {
      await start([], manyFiles());
      const err = await showMap(false);
      const lines = err.split("\n");
      expect(lines[0]).toBe("Scanning 110 files for the repo map…");
      expect(lines[1]).toMatch(/^Repo map: parsed 110 files in \d+\.\d s$/);
      expect(err).not.toContain("\r");
    });
  });

  describe("flags that shape the request", () => {
    it("--file FILE sends exactly what naming the file does", async () => {
      await start([
        { kind: "reply", text: "no change" },
        { kind: "reply", text: "no change" },
      ]);
      await kerf(["app.py", "-m", "look", "--no-pretty"]);
      await kerf(["--file", "app.py", "-m", "look", "--no-pretty"]);
      // The two runs may fall either side of a minute (or midnight): the clock is the one part that may differ.
      const unclocked = (n: number) =>
        JSON.stringify(bodyOf(n).messages).replace(/\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?/g, "<clock>");
      expect(unclocked(1)).toEqual(unclocked(0));
      expect(unclocked(0)).toContain("[Context: <clock>");
      expect(JSON.stringify(bodyOf(0).messages)).toContain(JSON.stringify(APP).slice(1, -1));
    });

    it("--system-prompt-file puts the file's text at the start of the first system message", async () => {
      await start([{ kind: "reply", text: "ok" }]);
      const text = "You are the house coder of ACME. Answer tersely.\n";
      writeFileSync(path.join(repo.root, "base.md"), text);
      const run = await kerf(["-m", "hi", "--system-prompt-file", "base.md", "--no-pretty"]);
      expect(run.code).toBe(0);
      const system = bodyOf(0).messages[0];
      expect(system?.role).toBe("system");
      expect(String(system?.content).startsWith(text.trimEnd())).toBe(true);
    });

    it("--subtree-only with --show-repo-map from a subfolder maps only that subfolder", async () => {
      await start([], {
        "app.py": "def top_level():\n    return 1\n",
        "pkg/mod.py": "def inside():\n    return 2\n",
        "pkg/deep/more.py": "class Deeper:\n    pass\n",
      });
      const cwd = path.join(repo.root, "pkg");
      const full = await kerf(["--show-repo-map", "--map-tokens", "1024"], {}, cwd);
      expect(full.stdout).toContain("app.py:");
      const sub = await kerf(["--show-repo-map", "--map-tokens", "1024", "--subtree-only"], {}, cwd);
      const mapped = sub.stdout.split("\n").filter((line) => /^[^\s│].*:$/.test(line));
      expect(mapped.sort()).toEqual(["pkg/deep/more.py:", "pkg/mod.py:"]);
    });

    it("--cache-prompts marks cache breakpoints for a Claude model, in --show-prompts and in the request", async () => {
      await start([{ kind: "reply", text: "ok" }]);
      const cached = (messages: { content: unknown }[]) =>
        messages.filter(
          (m) =>
            Array.isArray(m.content) &&
            (m.content as { cache_control?: unknown }[]).some((p) => p.cache_control),
        ).length;
      const claude = ["--model", "claude-sonnet-4-5"];
      const shown = await kerf([...claude, "--show-prompts", "--cache-prompts", "-m", "hi"]);
      expect(cached(JSON.parse(shown.stdout) as { content: unknown }[])).toBeGreaterThan(0);
      const plain = await kerf([...claude, "--show-prompts", "-m", "hi"]);
      expect(cached(JSON.parse(plain.stdout) as { content: unknown }[])).toBe(0);
      await kerf([...claude, "--cache-prompts", "-m", "hi", "--no-pretty"]);
      expect(cached(bodyOf(0).messages)).toBeGreaterThan(0);
      expect(JSON.stringify(bodyOf(0).messages)).toContain('"cache_control":{"type":"ephemeral"}');
    });

    it("--stream and --no-stream set the request body's stream", async () => {
      await start([
        { kind: "reply", text: "streamed" },
        { kind: "reply", text: "whole" },
      ]);
      const streamed = await kerf(["-m", "a", "--stream", "--no-pretty"]);
      const whole = await kerf(["-m", "b", "--no-stream", "--no-pretty"]);
      expect([bodyOf(0).stream, bodyOf(1).stream]).toEqual([true, false]);
      expect(streamed.stdout).toContain("streamed\n");
      expect(whole.stdout).toContain("whole\n");
    });
  });
});
