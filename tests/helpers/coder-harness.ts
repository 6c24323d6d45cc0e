// Test harness: a coder wired to a real scripted OpenAI-compatible server and a real temp git repo.
import "../../src/coders";
import { Coder, type CoderEvent, type CreateCoderOptions } from "../../src/coders";
import { GitRepo } from "../../src/git/git-repo";
import { createLlmClient } from "../../src/llm/llm-client";
import { resolveModel } from "../../src/models/resolve-model";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import type { ScriptEntry } from "../../replay/script-step";
import { makeTempRepo, type TempRepo } from "./temp-repo";

export interface Harness {
  repo: TempRepo;
  server: ScriptedServer;
  events: CoderEvent[];
  errors: Error[];
  coder(options?: CreateCoderOptions): Promise<Coder>;
  /** The messages of the n-th chat request. */
  messages(n: number): { role: string; content: unknown }[];
  close(): Promise<void>;
}

export const PLATFORM = { os: "Linux", shell: "bash", date: "2026-11-22", isGitRepo: true };

export async function harness(
  files: Record<string, string>,
  script: readonly ScriptEntry[],
): Promise<Harness> {
  const repo = makeTempRepo(files);
  const errors: Error[] = [];
  const server = await startScriptedServer(script, { onError: (error) => errors.push(error) });
  const events: CoderEvent[] = [];
  const llm = createLlmClient({
    baseURL: server.baseUrl,
    apiKey: "sk-test-harness",
    maxRetries: 2,
    retry: { initialBackoffMs: 10, maxBackoffMs: 50 },
  });
  return {
    repo,
    server,
    events,
    errors,
    async coder(options = {}) {
      const git = await GitRepo.open(repo.root);
      return Coder.create({
        root: repo.root,
        model: resolveModel("gpt-4o"),
        weakModel: resolveModel("gpt-4o-mini"),
        llm,
        platform: PLATFORM,
        git,
        reporter: (event) => events.push(event),
        yesAlways: true,
        // The per-turn preamble (time, branch) varies by run; tests of it turn it on themselves.
        turnPreamble: false,
        ...options,
      });
    },
    messages(n) {
      const body = server.requests.filter((r) => r.path.endsWith("/chat/completions"))[n]?.body as {
        messages: { role: string; content: unknown }[];
      };
      return body.messages;
    },
    async close() {
      await server.close();
      repo.remove();
    },
  };
}

export function block(path: string, search: string, replace: string): string {
  return `${path}\n\`\`\`\n<<<<<<< SEARCH\n${search}=======\n${replace}>>>>>>> REPLACE\n\`\`\`\n`;
}
