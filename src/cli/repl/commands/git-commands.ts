// /undo, /diff, /commit and /git: the session's git repository. /undo takes back only kerf's own last
// edit commit (undoLastKerfCommit decides); /commit commits the user's dirty tracked files.
import { requestSettings } from "../../../coders/llm-request.js";
import { cleanCommitMessage } from "../../../git/commit-message.js";
import { commitMessageRequest } from "../../../prompts/turn-texts.js";
import type { GitRepo } from "../../../git/git-repo.js";
import { undoLastKerfCommit } from "../../../git/undo.js";
import { roleModels } from "../../../models/model-roles.js";
import { maskSecrets } from "../../../trust/secret-mask.js";
import type { Repl } from "../repl.js";
import { runShell } from "../shell.js";
import type { Command } from "./command.js";

function repoOf(repl: Repl): GitRepo | null {
  if (!repl.session.git) repl.term.err("Not in a git repository (or --no-git): this command is off.");
  return repl.session.git;
}

async function undo(repl: Repl): Promise<void> {
  const git = repoOf(repl);
  if (!git) return;
  const result = await undoLastKerfCommit(git);
  if (!result.undone) return repl.term.err(`Cannot undo: ${result.detail}`);
  repl.term.out(`Undid ${result.hash} ${result.subject} (${result.files.join(", ")}).`);
  // The model must not build on edits that are gone.
  repl.coder.done.push(
    { role: "user", content: `I undid commit ${result.hash} (${result.subject}); its edits are gone.` },
    { role: "assistant", content: "Ok." },
  );
  repl.lastCommits = [];
}

async function diff(repl: Repl): Promise<void> {
  const git = repoOf(repl);
  if (!git) return;
  const first = repl.lastCommits[0];
  const last = repl.lastCommits.at(-1);
  let text: string;
  if (first && last) {
    const parent = await git.git(["rev-parse", "--verify", "--quiet", `${first}^`], [1]);
    const from =
      parent.exitCode === 0
        ? `${first}^`
        : (await git.git(["hash-object", "-t", "tree", "/dev/null"])).stdout.trim();
    text = (await git.git(["diff", from, last])).stdout;
  } else text = await git.diff();
  if (text.trim() === "") return repl.term.out("No changes.");
  repl.term.diff(text);
}

async function commitMessage(repl: Repl, git: GitRepo, files: string[]): Promise<string> {
  const weak = roleModels(repl.coder.options).weakModel;
  try {
    const reply = await repl.session.llm().chat({
      model: weak.expanded,
      messages: commitMessageRequest(
        await requestDiff(git, files),
        undefined,
        repl.coder.options.commitPrompt,
      ),
      stream: false,
      settings: requestSettings(weak.settings),
    });
    const message = reply.partial ? undefined : cleanCommitMessage(reply.text);
    if (message) return message;
  } catch (error) {
    repl.term.err(
      `warning: no commit message from ${weak.name}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return `chore: update ${files.length === 1 ? files[0] : `${files.length} files`}`;
}

/** The diff the weak model sees: no secret store's content, every credential shape masked. */
async function requestDiff(git: GitRepo, files: string[]): Promise<string> {
  const { paths } = await git.committable(files);
  return paths.length === 0 ? "" : maskSecrets(await git.diff({ paths }));
}

async function commit(repl: Repl, args: string): Promise<void> {
  const git = repoOf(repl);
  if (!git) return;
  const files = await git.dirtyFiles();
  if (files.length === 0) return repl.term.out("Nothing to commit.");
  const message = args.trim() || (await commitMessage(repl, git, files));
  const head = await git.commitOwn(files, message);
  repl.term.out(repl.term.color.yellow(`commit ${head?.hash.slice(0, 7) ?? "?"} ${message}`));
}

async function gitCommand(repl: Repl, args: string): Promise<void> {
  if (!repoOf(repl)) return;
  const result = await runShell(`git ${args}`, repl.session.root);
  repl.term.write(
    result.output.endsWith("\n") || result.output === "" ? result.output : `${result.output}\n`,
  );
  if (result.code !== 0) repl.term.err(`exit code ${result.code}`);
}

export const GIT_COMMANDS: Command[] = [
  { name: "undo", help: "take back kerf's last edit commit (only if nothing else depends on it)", run: undo },
  { name: "diff", help: "show the changes of the last message (or the uncommitted ones)", run: diff },
  {
    name: "commit",
    usage: "[MESSAGE]",
    help: "commit the dirty tracked files (the weak model writes the message if none is given)",
    run: commit,
  },
  { name: "git", usage: "ARGS", help: "run a git command", run: gitCommand },
];
