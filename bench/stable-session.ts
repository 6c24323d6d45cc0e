// The scripted session of issue 26 behind `npm run bench cost`: the email package of the local Python
// standard library (a real repository, copied to a temp dir), two chat files edited in every turn, a
// failed edit and its reflection in turn 3, an architect turn (plan, then editor) in turn 7, run with
// claude-sonnet-4-5 over Anthropic Messages against the loopback server. Run in kerf's order, or with a
// layer transform that sends it in Aider's order (whole chat files after the history) as the baseline.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Coder } from "../src/coders/index.js";
import type { LayerTransform } from "../src/chunks/transform-layers.js";
import { messageText, type ChatMessage } from "../src/core/chat-message.js";
import { DEFAULT_FENCE } from "../src/core/fences.js";
import { EditBlockPrompts } from "../src/prompts/editblock-prompts.js";
import { loadInstructions } from "../src/instructions/load-instructions.js";
import { createLlmClient } from "../src/llm/llm-client.js";
import { resolveModel } from "../src/models/resolve-model.js";
import { renderFileBlock } from "../src/prompts/render-file-block.js";
import { RepoMap } from "../src/repomap/repo-map.js";
import type { RecordedRequest } from "../replay/script-step.js";
import { startScriptedServer } from "../replay/scripted-server.js";
import { pythonStdlib } from "./repomap-corpus.js";
import { SESSION_TURNS, Q, B } from "./stable-session-turns.js";

export type SessionOrder = "kerf" | "aider";

export interface SessionRequest {
  /** "3" or "3 reflection", "7 architect", "7 editor". */
  label: string;
  turn: number;
  kind: "first" | "reflection" | "editor";
  request: RecordedRequest;
  /** The scripted reply to this request. */
  reply: string;
  /** The chat files on disk when the request arrived: what the model must see as current. */
  files: Record<string, string>;
}

/** The chat files' message as Aider's order sends it: whole and current, after the history. */
function aiderOrder(root: string): LayerTransform {
  return (layers) => {
    const files = [Q, B].map((rel) =>
      renderFileBlock(rel, readFileSync(path.join(root, rel), "utf8"), DEFAULT_FENCE),
    );
    const whole = [
      {
        role: "user" as const,
        content:
          "I added these files to the chat, so you may edit them.\n\nTheir contents below are current. " +
          `Trust them over any older version earlier in the conversation.\n\n${files.join("\n")}`,
      },
      {
        role: "assistant" as const,
        content: "Ok. I will base every change on these contents and edit only these files.",
      },
    ];
    const kept = layers
      .filter((layer) => layer.name !== "chatFiles" && layer.name !== "chatChanges")
      .map((layer) => ({ ...layer, messages: withoutNotes(layer.messages) }));
    return [...kept, { name: "chatChanges", title: "chat files (Aider's place)", messages: whole }];
  };
}

/** Aider's history has no change notes (its whole files are current): each note's pair goes. */
function withoutNotes(messages: readonly ChatMessage[]): ChatMessage[] {
  const heading = new EditBlockPrompts().filesChangedPrefix.split(".")[0]!;
  return messages.filter(
    (message, index) =>
      !messageText(message).startsWith(heading) &&
      !(index > 0 && messageText(messages[index - 1]!).startsWith(heading)),
  );
}

function copyProject(): string {
  const stdlib = pythonStdlib();
  if (!stdlib) throw new Error("the cost bench needs a Python standard library (python3 on PATH)");
  const root = mkdtempSync(path.join(os.tmpdir(), "kerf-stable-session-"));
  cpSync(path.join(stdlib, "email"), path.join(root, "email"), {
    recursive: true,
    filter: (source) => !source.includes("__pycache__"),
  });
  writeFileSync(
    path.join(root, "AGENTS.md"),
    "# Conventions\n\n- Keep the module's public names and signatures.\n- Docstrings in the imperative.\n- Raise ValueError for bad arguments; never print.\n",
  );
  return root;
}

/** Each request of the script: its turn, kind and reply. */
function scriptSteps() {
  return SESSION_TURNS.flatMap((turn, index) =>
    turn.replies.map((reply, round) => ({
      turn: index + 1,
      kind: round === 0 ? ("first" as const) : turn.architect ? ("editor" as const) : ("reflection" as const),
      reply,
    })),
  );
}

/** The coder of the session, as a user of `kerf --sonnet --cache-prompts` with the two files has it. */
async function sessionCoder(root: string, baseURL: string, order: SessionOrder): Promise<Coder> {
  let minute = 0;
  return Coder.create({
    root,
    model: resolveModel("claude-sonnet-4-5"),
    llm: createLlmClient({ baseURL, apiKey: "sk-bench", protocol: "anthropic" }),
    files: [Q, B],
    platform: { os: "Linux", shell: "bash", date: "2026-11-28", isGitRepo: false, cwd: root },
    instructions: await loadInstructions({ gitRoot: null, cwd: root }),
    repoMap: new RepoMap({ root, workers: 0, refresh: "files" }),
    mapTokens: 1024,
    cachePrompts: true,
    yesAlways: true,
    autoAcceptArchitect: true,
    summarizeHistory: false,
    timeZone: "UTC",
    clock: () => new Date(Date.UTC(2026, 10, 28, 9, minute++)),
    ...(order === "aider" ? { transformLayers: aiderOrder(root) } : {}),
  });
}

/** Runs the ten turns in `order`; returns every request with its turn, kind and reply. */
export async function runStableSession(order: SessionOrder): Promise<SessionRequest[]> {
  const root = copyProject();
  const steps = scriptSteps();
  const seen: Record<string, string>[] = [];
  const server = await startScriptedServer(
    steps.map((step) => () => {
      seen.push(Object.fromEntries([Q, B].map((rel) => [rel, readFileSync(path.join(root, rel), "utf8")])));
      return { kind: "reply" as const, text: step.reply };
    }),
  );
  try {
    let coder = await sessionCoder(root, server.baseUrl, order);
    for (const turn of SESSION_TURNS) {
      if (!turn.architect) {
        await coder.run(turn.message);
        continue;
      }
      // As the REPL's `/architect MESSAGE`: one message in architect mode, then back to the edit mode.
      // kerf's REPL writes a one-off talking-mode message to no cache; Aider's marks it like any other.
      const once = order === "kerf" ? { cachePrompts: false } : {};
      const architect = Coder.create({ from: coder, editFormat: "architect", ...once });
      await architect.run(turn.message);
      coder = Coder.create({ from: architect, editFormat: coder.editFormat, cachePrompts: true });
    }
    if (server.requests.length !== steps.length)
      throw new Error(`expected ${steps.length} requests, the server received ${server.requests.length}`);
    return server.requests.map((request, index) => {
      const step = steps[index]!;
      const architect = step.kind === "first" && SESSION_TURNS[step.turn - 1]!.architect === true;
      const label =
        step.kind === "first" ? `${step.turn}${architect ? " architect" : ""}` : `${step.turn} ${step.kind}`;
      return { label, turn: step.turn, kind: step.kind, request, reply: step.reply, files: seen[index]! };
    });
  } finally {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
}
