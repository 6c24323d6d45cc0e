// Files named in a tool's arguments (focus files, chat files): each must lie inside the root by the
// applier's own path rules (edits/workspace/path-rules.ts), else the call is refused in its words.
// Symlinks out of the project are left to the readers that follow (the repo map, the safe reader).
import { issueDetail } from "../edits/issue-text.js";
import { checkPathLexically } from "../edits/workspace/path-rules.js";
import { checkFiles } from "./limits.js";
import { ToolRefusal } from "./tool-result.js";

export function projectFiles(argument: string, root: string, files: readonly string[] | undefined): string[] {
  const given = files ?? [];
  checkFiles(argument, given);
  const out = new Set<string>();
  for (const file of given) {
    const check = checkPathLexically(file, root);
    if (!check.ok)
      throw new ToolRefusal(`${argument}: ${issueDetail({ code: check.code, reason: check.reason })}`);
    out.add(check.rel);
  }
  return [...out];
}
