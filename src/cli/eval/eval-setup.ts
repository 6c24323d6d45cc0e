// Turns `kerf eval` flags, the environment and the project into the library's EvalOptions: models
// resolved with the user's settings files, the endpoint, where results go. No running here.
import os from "node:os";
import path from "node:path";
import "../../coders/index.js";
import { allEditFormats } from "../../eval/run-eval.js";
import type { EvalOptions } from "../../eval/eval-options.js";
import { parseShard } from "../../eval/plan.js";
import { resolveEndpoint } from "../../llm/endpoint.js";
import { createLlmClient } from "../../llm/llm-client.js";
import { modelSettingsPaths } from "../../models/model-settings-paths.js";
import { resolveModel } from "../../models/resolve-model.js";
import { loadModelSettingsFiles } from "../../models/user-model-settings.js";
import type { CliIo } from "../cli-io.js";
import type { TrustGate } from "../../trust/index.js";
import { UsageError } from "../exit-codes.js";
import { DEFAULT_MODEL } from "../setup.js";

export interface EvalContext {
  io: CliIo;
  env: Record<string, string | undefined>;
  gitRoot: string | null;
  /** The project: git root, else the working folder. */
  root: string;
  /** Decides whether the project's settings files may set powerful keys. */
  gate: TrustGate;
}

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);
const list = (value: unknown) => (Array.isArray(value) ? (value as string[]) : []);

export function resultsRootOf(values: Record<string, unknown>, ctx: EvalContext): string {
  const flag = text(values.results);
  return flag ? path.resolve(ctx.io.cwd, flag) : path.join(ctx.root, ".kerf", "eval");
}

export function editFormatsOf(values: Record<string, unknown>, fallback: string): string[] {
  const named = [...list(values.editFormat), ...list(values.editFormats)];
  const formats = named.flatMap((f) => (f === "all" ? allEditFormats() : [f]));
  return [...new Set(formats.length > 0 ? formats : [fallback])];
}

export async function evalOptionsFrom(
  values: Record<string, unknown>,
  ctx: EvalContext,
  signal: AbortSignal,
): Promise<EvalOptions> {
  const { io, env } = ctx;
  const flagFile = text(values.modelSettingsFile);
  const userSettings = await loadModelSettingsFiles(
    modelSettingsPaths({
      home: env.HOME ?? os.homedir(),
      gitRoot: ctx.gitRoot,
      cwd: io.cwd,
      flagFile: flagFile && path.resolve(io.cwd, flagFile),
    }),
    { gate: ctx.gate, projectRoot: ctx.root },
  );
  const resolve = (name: string) => resolveModel(name, { userSettings });
  const names = list(values.model);
  const models = (names.length > 0 ? names : [DEFAULT_MODEL]).map(resolve);
  const editor = text(values.editorModel);
  let shard;
  try {
    shard = typeof values.shard === "string" ? parseShard(values.shard) : undefined;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const endpoint = resolveEndpoint({
    flagBase: text(values.openaiApiBase),
    flagKey: text(values.openaiApiKey),
    env,
  });
  return {
    models,
    editFormats: editFormatsOf(values, models[0]?.settings.editFormat ?? "diff"),
    editorModel: editor ? resolve(editor) : null,
    editorEditFormat: text(values.editorEditFormat) ?? null,
    llm: createLlmClient({ baseURL: endpoint.baseUrl, apiKey: endpoint.apiKey }),
    tries: typeof values.tries === "number" ? Math.floor(values.tries) : 2,
    jobs: typeof values.jobs === "number" ? Math.floor(values.jobs) : os.availableParallelism(),
    tasks: list(values.tasks).map((dir) => path.resolve(io.cwd, dir)),
    languages: list(values.languages),
    only: list(values.only),
    ...(typeof values.limit === "number" ? { limit: values.limit } : {}),
    ...(shard ? { shard } : {}),
    resultsRoot: resultsRootOf(values, ctx),
    ...(text(values.runId) ? { runId: text(values.runId) } : {}),
    env,
    tempDir: os.tmpdir(),
    ...(typeof values.testTimeout === "number" ? { testTimeoutMs: values.testTimeout * 1000 } : {}),
    platform: {
      os: `${os.type()} ${os.release()} ${os.arch()}`,
      shell: env.SHELL,
      date: new Date(),
      isGitRepo: false,
    },
    stream: values.stream !== false,
    signal,
  };
}
