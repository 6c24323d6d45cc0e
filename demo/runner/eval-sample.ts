// Regenerates the README's sample report: a real `kerf eval` of the bundled Python and JavaScript
// exercises against the scripted local server, whose replies are the exercises' reference solutions —
// in `whole` always right, in `diff` sometimes malformed first (fixed after the reflection) and
// sometimes empty on try 1 (fixed on try 2). Run: tsc -p demo/tsconfig.json && node dist-tools/demo/runner/eval-sample.js
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { BUNDLED_EXERCISES } from "../../src/eval/find-exercises.js";
import { startScriptedServer } from "../../replay/scripted-server.js";
import type { RecordedRequest, ScriptStep } from "../../replay/script-step.js";
import { processIo } from "../../src/cli/cli-io.js";
import { main } from "../../src/cli/main.js";

const LANGUAGES = ["python", "javascript"];

interface Message {
  role: string;
  content: unknown;
}

function exerciseOf(messages: Message[]): { dir: string; file: string } | undefined {
  const file = /solve the exercise described above: ([\w.-]+)\./.exec(JSON.stringify(messages))?.[1];
  if (!file) return undefined;
  const name = file.replace(/\.(py|js)$/, "");
  const dir = LANGUAGES.map((language) => path.join(BUNDLED_EXERCISES, language, name)).find((candidate) =>
    existsSync(path.join(candidate, file)),
  );
  return dir ? { dir, file } : undefined;
}

function reply(request: RecordedRequest): ScriptStep {
  const messages = (request.body as { messages: Message[] }).messages;
  const found = exerciseOf(messages);
  if (!found) return { kind: "reply", text: "I cannot tell which exercise this is." };
  const stub = readFileSync(path.join(found.dir, found.file), "utf8");
  const example = readFileSync(path.join(found.dir, ".meta", `example${path.extname(found.file)}`), "utf8");
  const system = JSON.stringify(messages[0]?.content ?? "");
  if (!system.includes("SEARCH")) return { kind: "reply", text: `${found.file}\n\`\`\`\n${example}\`\`\`\n` };
  const userTurns = messages.filter(
    (m) => m.role === "user" && JSON.stringify(m.content).includes("####"),
  ).length;
  const lastUser = JSON.stringify(messages.filter((m) => m.role === "user").at(-1)?.content ?? "");
  const seed = found.file.length;
  const block = (search: string) =>
    `${found.file}\n\`\`\`\n<<<<<<< SEARCH\n${search}=======\n${example}>>>>>>> REPLACE\n\`\`\`\n`;
  // Try 1 of every third exercise: a reply with no edit; the test output then brings try 2.
  if (seed % 3 === 0 && userTurns <= 1) return { kind: "reply", text: "The code looks complete to me." };
  // Every other exercise: a first block whose SEARCH is not in the file; the reflection fixes it.
  if (seed % 2 === 0 && !lastUser.includes("SEARCH"))
    return { kind: "reply", text: block("def missing():\n") };
  return { kind: "reply", text: block(stub) };
}

async function run(): Promise<void> {
  const server = await startScriptedServer(Array.from({ length: 400 }, () => reply));
  const project = await mkdtemp(path.join(os.tmpdir(), "kerf-eval-sample-"));
  const io = processIo();
  try {
    const base = [
      "--openai-api-base",
      server.baseUrl,
      "--model",
      "gpt-4o",
      "--languages",
      LANGUAGES.join(","),
    ];
    const code = await main({ ...io, cwd: project, argv: ["eval", ...base, "--edit-formats", "diff,whole"] });
    if (code !== 0) throw new Error(`kerf eval exited ${code}`);
    await main({ ...io, cwd: project, argv: ["eval", "report", "--format", "markdown"] });
  } finally {
    await server.close();
    await rm(project, { recursive: true, force: true });
  }
}

run().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exitCode = 1;
});
