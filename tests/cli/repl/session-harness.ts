// Test support: a temp git repo, a scripted model server and the CLI's session fed from piped stdin.
import { runCli, type CliRun } from "../../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../../helpers/temp-repo";
import { startScriptedServer, type ScriptedServer } from "../../../replay/scripted-server";
import type { ScriptEntry } from "../../../replay/script-step";
import { APP } from "../../helpers/greet-fixtures";

export { APP };

export interface PipedSession {
  repo: TempRepo;
  server: ScriptedServer;
  /** Runs the session with these input lines (joined, newline-terminated) and extra flags. */
  run(lines: string[], flags?: string[]): Promise<CliRun>;
  /** The chat messages of the n-th chat request. */
  messages(n: number): { role: string; content: string }[];
  /** The content of the last user message of the n-th chat request. */
  lastUser(n: number): string | undefined;
  close(): Promise<void>;
}

export async function pipedSession(
  script: ScriptEntry[],
  files: Record<string, string> = { "app.py": APP },
): Promise<PipedSession> {
  const repo = makeTempRepo(files);
  const server = await startScriptedServer(script);
  const chats = () => server.requests.filter((r) => r.path.endsWith("/chat/completions"));
  const messagesOf = (n: number) =>
    (chats()[n]?.body as { messages: { role: string; content: string }[] }).messages;
  return {
    repo,
    server,
    run: (lines, flags = []) =>
      runCli(
        [
          // The per-turn preamble carries the time; these tests read messages exactly.
          "--turn-preamble",
          "none",
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
          env: { HOME: repo.root, OPENAI_API_KEY: "sk-repl-test" },
          input: lines.map((line) => `${line}\n`).join(""),
        },
      ),
    messages: messagesOf,
    lastUser(n) {
      return messagesOf(n)
        .filter((m) => m.role === "user")
        .at(-1)?.content;
    },
    async close() {
      await server.close();
      repo.remove();
    },
  };
}
