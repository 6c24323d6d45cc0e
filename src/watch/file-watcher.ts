// Watches a project folder for files whose "AI" comments ask for something (--watch-files): a real
// watcher (chokidar; an editor's write-temp-then-rename save arrives as a change), changes debounced
// into batches, only project files counted (git's view minus .kerfignore/.aiderignore, never .git,
// .kerf or node_modules). Reports through its callbacks; never prints, never edits a file.
import path from "node:path";
import { watch, type FSWatcher } from "chokidar";
import { discoverFiles } from "../repomap/discover-files.js";
import { requestedAction, type AiAction } from "./ai-comments.js";
import { readCommented } from "./read-commented.js";
import { watchIgnoreRules } from "./watch-ignore.js";
import { watchRequestText, type CommentedFile } from "./watch-request.js";

export interface WatchRequest {
  /** What the actionable comments ask for. */
  action: AiAction;
  /** Every changed file with AI comments (those with only context comments too). */
  files: CommentedFile[];
  /** The request to send, as a user message. */
  text: string;
}

export interface FileWatcherOptions {
  /** The project root; paths in requests are relative to it. */
  root: string;
  /** A batch of changes whose AI comments ask something. */
  onRequest(request: WatchRequest): void;
  /** Changed files with only context ("AI") comments: nothing to run yet. */
  onContextOnly?(files: CommentedFile[]): void;
  /** A file that could not be read, or a watcher error: reported, never thrown. */
  onWarning?(message: string): void;
  /** Quiet time before a batch of changes is looked at (default 300 ms). */
  debounceMs?: number;
  /** The encoding files are read in (--encoding); default UTF-8. */
  encoding?: string;
  /** false: project files are listed by walking, never with git (--no-git). */
  git?: boolean;
  /** Longest `git ls-files` may run, in ms (past it the folder is walked instead). */
  gitTimeoutMs?: number;
}

export class FileWatcher {
  private watcher: FSWatcher | undefined;
  private readonly pending = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  /** The comments each file had when it was last looked at: a save that leaves them as they were
   *  (kerf's own write, when the model kept a comment) never runs the same request twice. */
  private readonly seen = new Map<string, string>();
  private batch: Promise<void> = Promise.resolve();

  constructor(private readonly options: FileWatcherOptions) {}

  /** Starts watching; resolves once the initial scan is done and changes are being seen. */
  async start(): Promise<void> {
    const root = path.resolve(this.options.root);
    const ignored = await watchIgnoreRules(root, (message) =>
      this.options.onWarning?.(`file watcher: ${message}`),
    );
    const watcher = watch(root, {
      ignoreInitial: true,
      ignored: (file) => ignored(path.relative(root, file)),
      // An editor's atomic save (write a temp file, rename it over the original) is one change.
      atomic: true,
      awaitWriteFinish: { stabilityThreshold: 50, pollInterval: 20 },
    });
    this.watcher = watcher;
    const changed = (file: string) => this.changed(path.relative(root, file));
    watcher.on("add", changed).on("change", changed);
    watcher.on("error", (error) => this.options.onWarning?.(`file watcher: ${String(error)}`));
    await new Promise<void>((resolve) => watcher.once("ready", () => resolve()));
  }

  async close(): Promise<void> {
    clearTimeout(this.timer);
    await this.watcher?.close();
    this.watcher = undefined;
    await this.batch;
  }

  private changed(rel: string): void {
    this.pending.add(rel.split(path.sep).join("/"));
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      const paths = [...this.pending];
      this.pending.clear();
      this.batch = this.batch.then(() => this.look(paths));
    }, this.options.debounceMs ?? 300);
  }

  /** Reads the changed project files and reports what their AI comments ask. */
  private async look(paths: string[]): Promise<void> {
    const { root, git, gitTimeoutMs } = this.options;
    const listing = { root, git, gitTimeoutMs };
    const project = new Set(await discoverFiles(listing).catch(() => []));
    const files: CommentedFile[] = [];
    for (const rel of paths.filter((p) => project.has(p)).sort()) {
      const file = await this.read(rel);
      if (file === undefined) continue;
      const { text, comments } = file;
      const signature = JSON.stringify(comments.map((c) => c.text.trim()));
      const before = this.seen.get(rel);
      this.seen.set(rel, signature);
      if (comments.length === 0 || signature === before) continue;
      files.push({ path: rel, text, comments });
    }
    if (files.length === 0) return;
    const action = requestedAction(files.flatMap((f) => f.comments));
    if (action === null) return this.options.onContextOnly?.(files);
    this.options.onRequest({ action, files, text: watchRequestText(action, files) });
  }

  private async read(rel: string): Promise<CommentedFile | undefined> {
    try {
      return await readCommented(this.options.root, rel, this.options.encoding);
    } catch (error) {
      this.options.onWarning?.(`--watch-files: cannot read ${rel}: ${String((error as Error).message)}`);
      return undefined;
    }
  }
}
