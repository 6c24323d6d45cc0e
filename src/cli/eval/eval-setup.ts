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
import { DEFAULT_MODEL } from "../session-models.js";
import type { EvalSettings } from "./eval-flags.js";
import { chooseEditFormat } from "../../coders/format-choice.js";

export interface EvalContext {
  io: CliIo;
  env: Record<string, string | undefined>;
  gitRoot: string | null;
  /** The project: git root, else the working folder. */
  root: string;
  /** Decides whether the project's settings files may set powerful keys. */
  gate: TrustGate;
}

/** `--results`, else `.kerf/eval` in the project (`kerf eval report` has no --results). */
export function resultsRootOf(values: { results?: string }, ctx: EvalContext): string {
  const flag = values.results;
  return flag ? path.resolve(ctx.io.cwd, flag) : path.join(ctx.root, ".kerf", "eval");
}

export function editFormatsOf(values: EvalSettings, fallback: string): string[] {
  const named = [...values.editFormat, ...values.editFormats];
  const formats = named.flatMap((f) => (f === "all" ? allEditFormats() : [f]));
  return [...new Set(formats.length > 0 ? formats : [fallback])];
}

export async function evalOptionsFrom(
  values: EvalSettings,
  ctx: EvalContext,
  signal: AbortSignal,
): Promise<EvalOptions> {
  const { io, env } = ctx;
  const flagFile = values.modelSettingsFile;
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
  const models = (values.model.length > 0 ? values.model : [DEFAULT_MODEL]).map(resolve);
  const editor = values.editorModel;
  const shard = values.shard === undefined ? undefined : shardOf(values.shard);
  const endpoint = resolveEndpoint({ flagBase: values.openaiApiBase, flagKey: values.openaiApiKey, env });
  return {
    models,
    editFormats: editFormatsOf(values, models[0] ? chooseEditFormat(null, models[0]) : "diff"),
    editorModel: editor ? resolve(editor) : null,
    editorEditFormat: values.editorEditFormat ?? null,
    llm: createLlmClient({ baseURL: endpoint.baseUrl, apiKey: endpoint.apiKey }),
    tries: values.tries,
    jobs: values.jobs ?? os.availableParallelism(),
    tasks: values.tasks.map((dir) => path.resolve(io.cwd, dir)),
    languages: values.languages,
    only: values.only,
    ...(values.limit === undefined ? {} : { limit: values.limit }),
    ...(shard ? { shard } : {}),
    resultsRoot: resultsRootOf(values, ctx),
    ...(values.runId === undefined ? {} : { runId: values.runId }),
    env,
    tempDir: os.tmpdir(),
    ...(values.testTimeout === undefined ? {} : { testTimeoutMs: values.testTimeout * 1000 }),
    platform: {
      os: `${os.type()} ${os.release()} ${os.arch()}`,
      shell: env.SHELL,
      date: new Date(),
      isGitRepo: false,
    },
    stream: values.stream,
    signal,
  };
}

/** `--shard i/n`, or the usage error that names it. */
function shardOf(text: string) {
  try {
    return parseShard(text);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}
