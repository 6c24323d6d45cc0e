// Resolves a model name the way the session did at start: the model table plus the user's
// .kerf.model.settings.yml files (home, git root, cwd, --model-settings-file). Reads files; prints nothing.
import os from "node:os";
import path from "node:path";
import { resolveModel, type ResolvedModel } from "../../models/resolve-model.js";
import { loadModelSettingsFiles } from "../../models/user-model-settings.js";
import type { Session } from "../setup.js";

export async function resolveSessionModel(session: Session, name: string): Promise<ResolvedModel> {
  const home = session.env.HOME ?? os.homedir();
  const explicit = session.settings.values.modelSettingsFile;
  const files = [home, session.gitRoot, session.io.cwd]
    .filter((dir): dir is string => Boolean(dir))
    .map((dir) => path.join(dir, ".kerf.model.settings.yml"))
    .concat(typeof explicit === "string" && explicit !== "" ? [path.resolve(session.io.cwd, explicit)] : []);
  return resolveModel(name, { userSettings: await loadModelSettingsFiles(files) });
}
