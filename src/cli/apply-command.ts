// `kerf --apply REPLY_FILE --edit-format F [FILES…]`: applies a saved model reply to the current
// directory and reports every edit. Exit 0 all applied, 3 some failed or were refused.
import path from "node:path";
import { applyReply } from "../formats/apply-reply.js";
import { editingFormatNames } from "../formats/registry.js";
import { describeApplied, describeIssue } from "../edits/issue-text.js";
import { READ_LIMITS, readSafe } from "../trust/index.js";
import type { CliIo } from "./cli-io.js";
import { askYesNo } from "./confirm.js";
import { EXIT, UsageError } from "./exit-codes.js";
import type { Settings } from "./settings.js";
import type { Terminal } from "./terminal.js";
import { textOptions } from "./text-options.js";

export async function runApply(
  replyFile: string,
  settings: Settings,
  io: CliIo,
  term: Terminal,
): Promise<number> {
  const v = settings.values;
  const format = v.editFormat;
  if (!format) throw new UsageError(`--apply needs --edit-format (${editingFormatNames().join(", ")})`);
  const reply = (await readSafe(path.resolve(io.cwd, replyFile), { limit: READ_LIMITS.reply })).toString(
    "utf8",
  );
  const files = settings.files.map((file) =>
    path.relative(io.cwd, path.resolve(io.cwd, file)).split(path.sep).join("/"),
  );
  const dryRun = v.dryRun;
  const result = await applyReply(io.cwd, reply, {
    format,
    files,
    dryRun,
    // --apply asks before creating files, and before deleting or rewriting whole a file not named on
    // the command line (refused on a non-interactive stdin, like -m); search/replace edits are what
    // the user asked for. A secret store is never edited without a person's yes.
    confirmOverwrites: true,
    confirm: async (request) => {
      if (v.yesAlways || request.kind === "edit-outside-chat") return true;
      if (request.kind === "move") return askYesNo(io, `Move ${request.path} to ${request.to ?? "?"}?`);
      const verb = { create: "Create new file", delete: "Delete", overwrite: "Rewrite the whole of" }[
        request.kind
      ];
      return askYesNo(io, `${verb} ${request.path}?`);
    },
    confirmSecret: (file) => askYesNo(io, `${file} looks like a secret store (keys, tokens). Edit it?`),
    onNotice: (message) => term.err(term.color.yellow(`warning: ${message}`)),
    text: textOptions(v),
  });
  for (const change of result.changes) term.diff(change.diff);
  for (const applied of result.applied) term.out(term.color.green(describeApplied(applied)));
  for (const issue of result.failed) term.out(term.color.red(describeIssue(issue)));
  for (const command of result.parsed.commands)
    term.out(term.color.yellow(`suggested command (not run): ${command}`));
  term.out(
    `${result.applied.length} applied, ${result.failed.length} failed${dryRun ? " (dry run: nothing written)" : ""}`,
  );
  return result.failed.length > 0 ? EXIT.editsFailed : EXIT.ok;
}
