// `root` is untrusted input: it must name an existing folder. Returned as its real path (symlinks
// followed), relative paths taken from the server's working directory. Nothing under it is read here.
import { realpath, stat } from "node:fs/promises";
import path from "node:path";
import { escapeControl } from "../trust/index.js";
import { MCP_LIMITS } from "./limits.js";
import { ToolRefusal } from "./tool-result.js";

export async function resolveRoot(root: string | undefined, cwd: string): Promise<string> {
  if (root === undefined) return realpath(cwd);
  if (root.length > MCP_LIMITS.pathChars)
    throw new ToolRefusal(
      `root is ${root.length} characters long, over the limit of ${MCP_LIMITS.pathChars}`,
    );
  const shown = escapeControl(root);
  if (root.trim() === "" || root.includes("\0"))
    throw new ToolRefusal(`root "${shown}" is not a folder path`);
  const absolute = path.resolve(cwd, root);
  let real: string;
  try {
    real = await realpath(absolute);
  } catch {
    throw new ToolRefusal(`root "${shown}" does not exist`);
  }
  if (!(await stat(real)).isDirectory()) throw new ToolRefusal(`root "${shown}" is not a folder`);
  return real;
}
