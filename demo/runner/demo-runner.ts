// `npm run demo` as a function: copies the bundled project to a temp folder, starts the replay server,
// runs the real kerf CLI against it as a child process and shows the commits. Output goes through the
// caller's writers and the environment comes from the caller; this module never touches `process`.
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { readReplayFile, replayScript } from "../../replay/replay-file.js";
import type { RecordedRequest } from "../../replay/script-step.js";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server.js";
import { demoBanner, demoFooter, stepHeading } from "./demo-banner.js";
import { childEnv, type Env } from "./demo-env.js";
import { prepareDemoProject, recentCommits } from "./demo-project.js";
import { packageRoot } from "./package-root.js";
import { demoCliArgs, demoMapArgs, shellLine } from "./demo-script.js";
import { runChild } from "./run-child.js";

/** The repository's demo/ folder, from demo/runner and from dist-tools/demo/runner alike. */
export const DEMO_DIR = path.join(packageRoot(), "demo");

export interface RunDemoOptions {
  /** How to start kerf, e.g. [process.execPath, "<repo>/dist/cli/bin.js"]; the demo's arguments follow. */
  cliCommand: readonly string[];
  env: Env;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Colours for the CLI and git, although both write into pipes. */
  color?: boolean;
  /** Holds project/ and conversation.json; default DEMO_DIR. */
  demoDir?: string;
  /** Keep the temporary project and return its path, instead of removing it. */
  keep?: boolean;
  /** Stream replies at the recorded pace (default); off, they arrive at once. */
  paced?: boolean;
}

export interface DemoResult {
  /** The CLI's exit code. */
  code: number;
  /** Every request the replay server received, in order. */
  requests: RecordedRequest[];
  /** Requests that did not look as recorded, and steps never asked for. */
  replayProblems: string[];
  /** The temporary project when `keep` was set, else null (it was removed). */
  projectDir: string | null;
}

export async function runDemo(options: RunDemoOptions): Promise<DemoResult> {
  const demoDir = options.demoDir ?? DEMO_DIR;
  const tempDir = await mkdtemp(path.join(tmpdir(), "kerf-demo-"));
  const projectDir = path.join(tempDir, "todo");
  const problems: string[] = [];
  let server: ScriptedServer | undefined;
  try {
    const home = path.join(tempDir, "home");
    await mkdir(home);
    const env = childEnv(options.env, { home, color: options.color ?? false });
    await prepareDemoProject({ source: path.join(demoDir, "project"), target: projectDir, env });
    server = await startReplay(path.join(demoDir, "conversation.json"), {
      paced: options.paced ?? true,
      onProblem: (problem) => problems.push(problem),
    });
    options.stdout(demoBanner({ baseUrl: server.baseUrl, projectDir }));
    const code = await playSteps(options, { baseUrl: server.baseUrl, projectDir, env });
    if (server.remaining() > 0) problems.push(`${server.remaining()} recorded replies were never asked for`);
    for (const problem of problems) options.stderr(`demo: ${problem}\n`);
    const kept = options.keep ? projectDir : null;
    options.stdout(demoFooter(code, kept));
    return { code, requests: server.requests, replayProblems: problems, projectDir: kept };
  } finally {
    await server?.close();
    if (!options.keep) await rm(tempDir, { recursive: true, force: true });
  }
}

interface StepContext {
  baseUrl: string;
  projectDir: string;
  env: Record<string, string>;
}

/** The map, the message, the commits; stops at the first CLI run that fails. Returns kerf's exit code. */
async function playSteps(options: RunDemoOptions, context: StepContext): Promise<number> {
  const { baseUrl, projectDir: cwd, env } = context;
  const kerf = (args: string[]) => runChild([...options.cliCommand, ...args], { ...options, cwd, env });
  const mapArgs = demoMapArgs(baseUrl);
  options.stdout(
    stepHeading(
      1,
      "The repo map: what the model is shown of the files outside the chat (no model is asked)",
      shellLine(mapArgs),
    ),
  );
  const mapCode = await kerf(mapArgs);
  if (mapCode !== 0) return mapCode;
  const args = demoCliArgs(baseUrl);
  options.stdout(
    stepHeading(2, "One message to the model (replayed), edits applied and committed", shellLine(args)),
  );
  const code = await kerf(args);
  options.stdout(stepHeading(3, "The commits kerf made", "git log --stat -2"));
  options.stdout(await recentCommits(cwd, { env, color: options.color ?? false }));
  return code;
}

async function startReplay(
  file: string,
  options: { paced: boolean; onProblem: (problem: string) => void },
): Promise<ScriptedServer> {
  const replay = await readReplayFile(file);
  const steps = options.paced
    ? replay.steps
    : replay.steps.map((step) => ({ ...step, chunkDelayMs: undefined }));
  const script = replayScript({ ...replay, steps }, (error) => options.onProblem(error.message));
  return startScriptedServer(script, { onError: (error) => options.onProblem(error.message) });
}
