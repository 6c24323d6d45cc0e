// A git repository as kerf uses it: status, exact-file commits credited by the attribution rules,
// dirty commits, the last commit, diffs and .git/info/exclude. Real git binary; never prints.
import { isAbsolute, relative, resolve, sep } from "node:path";
import { attributionMarks, KERF_NAME_MARK, type Attribution } from "./attribution.js";
import { DIRTY_COMMIT_MESSAGE, KERF_COAUTHOR, withCoauthor } from "./commit-message.js";
import { CommitError } from "./commit-error.js";
import { commitIdentity, fallbackNotice, readIdentity, type RunInRepo } from "./commit-identity.js";
import { addExcludeLine } from "./exclude-file.js";
import { restoreIndex, saveIndex } from "./index-snapshot.js";
import { parseStatus, isUntracked } from "./git-status.js";
import { addKerfCommit, type KerfCommitKind } from "./kerf-commits.js";
import { isSecretPath } from "../trust/secret-files.js";
import { DEFAULTS } from "../core/defaults.js";
import { GitTimeoutError, runGit } from "./run-git.js";
import { undoLastKerfCommit, type UndoResult } from "./undo.js";

export interface CommitOptions {
  /** Paths relative to the repository root (or absolute inside it). Only these are committed. */
  files: readonly string[];
  message: string;
  /** The trailer's co-author when the attribution rules add one (default KERF_COAUTHOR); false
   *  leaves the trailer out. */
  coauthor?: string | false;
}

export interface GitRepoOptions {
  /** How kerf's commits credit kerf (Aider's --attribute-* rules); default: the trailer only. */
  attribution?: Attribution;
  /** Told when kerf's state under .kerf/ (the record of its commits) was bad and set aside. */
  onWarning?: (message: string) => void;
  /** Longest one git command may run, in ms (default DEFAULTS.gitTimeoutSeconds); commits, which run
   *  the user's hooks, get at least DEFAULTS.gitHookTimeoutSeconds. */
  timeoutMs?: number;
}

export interface CommitInfo {
  hash: string;
  /** The first line of the message. */
  subject: string;
  message: string;
  authorName: string;
  authorEmail: string;
  files: string[];
}

export class GitRepo {
  /** The exclude file was refused once already: said once per session, not at every commit. */
  private excludeRefused = false;
  /** git had the user's identity at the last commit: later commits need not ask again. */
  private identityKnown = false;
  /** The fallback identity was announced already. */
  private fallbackSaid = false;
  private constructor(
    /** The work tree's top directory, as git reports it. */
    readonly root: string,
    readonly attribution: Attribution,
    /** Absolute .git/info/exclude (a linked worktree's is in the common git dir). */
    private readonly excludeFile: string,
    readonly onWarning?: (message: string) => void,
    /** Each git command's time limit in ms; file listings of this repository use it too. */
    readonly timeoutMs: number = DEFAULTS.gitTimeoutSeconds * 1000,
  ) {}

  /** The repository containing `dir`, or null outside one (or without a git binary). One git
   *  process answers both the root and the exclude file, so start-up asks neither twice. */
  static async open(dir: string, options: GitRepoOptions = {}): Promise<GitRepo | null> {
    try {
      const args = ["rev-parse", "--show-toplevel", "--git-path", "info/exclude"];
      const timeoutMs = options.timeoutMs;
      const [root = "", exclude = ""] = (await runGit(dir, args, { timeoutMs })).stdout.split("\n");
      if (root === "" || exclude === "") return null;
      const excludeFile = resolve(dir, exclude);
      return new GitRepo(root, options.attribution ?? {}, excludeFile, options.onWarning, timeoutMs);
    } catch (error) {
      if (error instanceof GitTimeoutError) options.onWarning?.(`${error.message}; working without git`);
      return null;
    }
  }

  /** `path` as a root-relative POSIX path. */
  relativePath(path: string): string {
    const rel = relative(this.root, isAbsolute(path) ? path : resolve(this.root, path));
    return rel.split(sep).join("/");
  }

  git(args: readonly string[], okExitCodes?: readonly number[]) {
    return runGit(this.root, args, { okExitCodes, timeoutMs: this.timeoutMs });
  }

  /** True if any of `paths` differs from HEAD: staged, modified, deleted or untracked. */
  async isDirty(paths: readonly string[]): Promise<boolean> {
    return (await this.changedAmong(paths)).length > 0;
  }

  /** Tracked files with staged or unstaged changes (untracked files are not included). */
  async dirtyFiles(): Promise<string[]> {
    const { stdout } = await this.git(["status", "--porcelain=v1", "-z", "--untracked-files=no"]);
    return parseStatus(stdout).map((entry) => entry.path);
  }

  /**
   * Commits exactly `files` (their work-tree content), whatever else is staged: other staged changes
   * stay staged. Hooks run; the author is the user's (or a fallback where git has none). Returns null
   * when none of the files changed; throws CommitError, with the index as it was, when git refuses.
   */
  commit(options: CommitOptions): Promise<CommitInfo | null> {
    return this.commitAs("edit", options);
  }

  /** Commits the user's uncommitted changes to `files` before kerf edits them; null if clean. */
  commitDirty(files: readonly string[]): Promise<CommitInfo | null> {
    return this.commitAs("dirty", { files, message: DIRTY_COMMIT_MESSAGE, coauthor: false });
  }

  /** The paths kerf may stage: never a git-ignored file or one that looks like a secret store. */
  async committable(paths: readonly string[]): Promise<{ paths: string[]; skipped: string[] }> {
    const rel = paths.map((p) => this.relativePath(p));
    if (rel.length === 0) return { paths: [], skipped: [] };
    const ignored = await this.git(["check-ignore", "--", ...rel], [1]);
    const ignoredSet = new Set(ignored.stdout.split("\n").filter(Boolean));
    const skipped = rel.filter((p) => ignoredSet.has(p) || isSecretPath(p));
    return { paths: rel.filter((p) => !skipped.includes(p)), skipped };
  }

  private async commitAs(kind: KerfCommitKind, options: CommitOptions): Promise<CommitInfo | null> {
    const changed = (await this.committable(await this.changedAmong(options.files))).paths;
    if (changed.length === 0) return null;
    const marks = attributionMarks(this.attribution, kind === "edit");
    const coauthor = marks.trailer ? (options.coauthor ?? KERF_COAUTHOR) : false;
    const message = coauthor === false ? options.message : withCoauthor(options.message, coauthor);
    // A hook the model wrote must never run: such an edit commit is made with hooks off.
    const hooksOff =
      kind === "edit" && (await this.touchesHooks(changed)) ? ["-c", "core.hooksPath=/dev/null"] : [];
    const who = await this.identityArgs(marks);
    // `add` first, so new files are known to git; `commit -- paths` then commits only those paths. A
    // refused commit puts the index back as it was: kerf's edit is never left staged.
    const saved = await saveIndex((args, ok) => this.git(args, ok), changed);
    await this.git(["add", "-A", "--", ...changed]);
    const commit = [...who.config, ...hooksOff, "commit", "--quiet", ...who.author, "-m", message];
    try {
      await runGit(this.root, [...commit, "--", ...changed], {
        env: who.env,
        timeoutMs: this.hookTimeoutMs(),
      });
    } catch (error) {
      await restoreIndex((args, ok) => this.git(args, ok), saved).catch(() => undefined);
      throw new CommitError(changed, error);
    }
    const info = await this.lastCommit();
    if (info === null) return null;
    await this.ensureExcluded(".kerf/");
    await addKerfCommit(this.root, { hash: info.hash, kind, files: changed }, this.onWarning);
    return info;
  }

  /** Commits the user's own changes to tracked `files` (/commit): the committer is marked by the
   *  attribution rules; not recorded as kerf's, so /undo never takes it back. */
  async commitOwn(files: readonly string[], message: string): Promise<CommitInfo | null> {
    const who = await this.identityArgs(attributionMarks(this.attribution, false));
    const args = [...who.config, "commit", "--quiet", "-m", message, "--", ...files];
    // `commit -- paths` stages nothing itself when git refuses, so there is nothing to put back.
    await runGit(this.root, args, { env: who.env, timeoutMs: this.hookTimeoutMs() }).catch((error) => {
      throw new CommitError(files, error);
    });
    return this.lastCommit();
  }

  private hookTimeoutMs(): number {
    return Math.max(this.timeoutMs, DEFAULTS.gitHookTimeoutSeconds * 1000);
  }

  /** The fallback identity's `-c` arguments where git has none (said once per session), then
   *  `--author` and committer variables that add " (kerf)" to the name git would use. `--author`
   *  beats GIT_AUTHOR_NAME; the committer is set through GIT_COMMITTER_NAME/EMAIL, since a
   *  GIT_COMMITTER_NAME in the environment would beat `-c committer.name=`. No mark: nothing added. */
  private async identityArgs(marks: { author: boolean; committer: boolean }) {
    const git: RunInRepo = (args, ok) => this.git(args, ok);
    const { config, fallback } = this.identityKnown
      ? { config: [], fallback: null }
      : await commitIdentity(git);
    this.identityKnown = config.length === 0;
    if (fallback && !this.fallbackSaid) this.onWarning?.(fallbackNotice(fallback));
    this.fallbackSaid ||= fallback !== null;
    const env: Record<string, string> = {};
    const author: string[] = [];
    if (marks.author) {
      const id = await readIdentity(git, config, "GIT_AUTHOR_IDENT");
      if (id) author.push(`--author=${marked(id.name)} <${id.email}>`);
    }
    if (marks.committer) {
      const id = await readIdentity(git, config, "GIT_COMMITTER_IDENT");
      if (id) Object.assign(env, { GIT_COMMITTER_NAME: marked(id.name), GIT_COMMITTER_EMAIL: id.email });
    }
    return { env, author, config };
  }

  async lastCommit(): Promise<CommitInfo | null> {
    const log = await this.git(["log", "-1", "--format=%H%x00%an%x00%ae%x00%B"], [128]);
    if (log.exitCode !== 0 || log.stdout === "") return null;
    const [hash = "", authorName = "", authorEmail = "", message = ""] = log.stdout.split("\0");
    const files = await this.commitFiles(hash);
    const body = message.replace(/\n+$/, "\n");
    return { hash, subject: body.split("\n")[0] ?? "", message: body, authorName, authorEmail, files };
  }

  /** Root-relative paths a commit changed (both sides of a rename). */
  async commitFiles(hash: string): Promise<string[]> {
    const args = ["diff-tree", "--no-commit-id", "--name-only", "-r", "-z", "--no-renames", "--root", hash];
    const { stdout } = await this.git(args);
    return stdout.split("\0").filter((p) => p !== "");
  }

  /**
   * Unified diff of the work tree against `from` (default HEAD), limited to `paths` if given; new
   * untracked files among `paths` are shown as additions.
   */
  async diff(options: { from?: string; paths?: readonly string[] } = {}): Promise<string> {
    const paths = (options.paths ?? []).map((p) => this.relativePath(p));
    const from = options.from ?? (await this.headOrEmptyTree());
    const tracked = await this.git(["diff", from, "--", ...paths]);
    const untracked = (await this.status(paths)).filter(isUntracked).map((e) => e.path);
    let out = tracked.stdout;
    for (const path of options.paths === undefined ? [] : untracked) {
      out += (await this.git(["diff", "--no-index", "--", "/dev/null", path], [1])).stdout;
    }
    return out;
  }

  /** The checked-out branch, or null on a detached HEAD. */
  async branch(): Promise<string | null> {
    const result = await this.git(["symbolic-ref", "--quiet", "--short", "HEAD"], [0, 1, 128]).catch(
      () => null,
    );
    const name = result?.stdout.trim();
    return name ? name : null;
  }

  /** Adds `pattern` to .git/info/exclude (never to .gitignore) unless a line already says it; a
   *  FIFO, device or symlink there is left alone, with a warning. */
  async ensureExcluded(pattern: string): Promise<void> {
    const label = relative(this.root, this.excludeFile).split(sep).join("/");
    const refused = await addExcludeLine(this.excludeFile, pattern, label);
    if (refused && !this.excludeRefused) this.onWarning?.(refused);
    this.excludeRefused ||= refused !== null;
  }

  /** Reverts HEAD if it is a kerf edit commit that is safe to take back; otherwise says why not. */
  undo(): Promise<UndoResult> {
    return undoLastKerfCommit(this);
  }

  /** Whether any path lies in a hooks folder: core.hooksPath, .husky/ or .githooks/. */
  async touchesHooks(paths: readonly string[]): Promise<boolean> {
    const configured = (await this.git(["config", "--get", "core.hooksPath"], [1])).stdout.trim();
    const dirs = [".husky", ".githooks"];
    if (configured) dirs.push(relative(this.root, resolve(this.root, configured)).split(sep).join("/"));
    return paths.some((p) =>
      dirs.some((dir) => dir !== "" && !dir.startsWith("..") && (p === dir || p.startsWith(`${dir}/`))),
    );
  }

  /** False in a repository with no commits yet (HEAD names an unborn branch). */
  async hasCommits(): Promise<boolean> {
    const head = await this.git(["rev-parse", "--verify", "--quiet", "HEAD"], [1]);
    return head.exitCode === 0;
  }

  /** HEAD, or the empty tree in a repository with no commits yet. */
  private async headOrEmptyTree(): Promise<string> {
    if (await this.hasCommits()) return "HEAD";
    return (await this.git(["hash-object", "-t", "tree", "/dev/null"])).stdout.trim();
  }

  private async changedAmong(paths: readonly string[]): Promise<string[]> {
    if (paths.length === 0) return [];
    const entries = await this.status(paths.map((p) => this.relativePath(p)));
    return [...new Set(entries.flatMap((e) => (e.from ? [e.path, e.from] : [e.path])))].sort();
  }

  private async status(paths: readonly string[]) {
    const args = ["status", "--porcelain=v1", "-z", "--untracked-files=all", "--no-renames", "--", ...paths];
    return parseStatus((await this.git(args)).stdout);
  }
}

function marked(name: string): string {
  return name.endsWith(KERF_NAME_MARK) ? name : `${name}${KERF_NAME_MARK}`;
}
