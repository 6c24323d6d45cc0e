// What every tool handler is given by the server (the library never reads the environment itself), and
// the `root` argument they share.
import { z } from "zod";
import type { PlatformFacts } from "../prompts/platform-text.js";
import type { ResolvedModel } from "../models/resolve-model.js";

export interface ToolContext {
  /** The server's working directory: the default root, and what a relative root is resolved from. */
  cwd: string;
  /** Resolves a model name with the settings the server started with (the user's, through the trust gate). */
  resolveModel: (name: string) => ResolvedModel;
  /** The repo map's caches for a project root: a folder outside it, so reading tools write nothing there. */
  cacheDirFor: (root: string) => string;
  /** What the system prompt says of the machine (os, shell); the date and the root are filled per call. */
  platform: Pick<PlatformFacts, "os" | "shell">;
}

export const ROOT_ARGUMENT = z
  .string()
  .optional()
  .describe(
    "The project folder (absolute, or relative to the server's working directory); default the server's working directory.",
  );
