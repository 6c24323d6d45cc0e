// A workspace whose writes are announced: before the one write of a reply lands, `watch.before` hears
// every file it will change (the ACP session shows each as a pending edit tool call with its diff), and
// after it, `watch.after` hears whether it landed or why not. Everything else is the inner workspace's.
import type { PathCheck } from "../../edits/workspace/path-rules.js";
import type { FileData, FileWrite, Workspace } from "../../edits/workspace/workspace.js";

export interface WriteWatch {
  before(writes: readonly FileWrite[]): void;
  after(writes: readonly FileWrite[], error: unknown): void;
}

export class WatchedWorkspace implements Workspace {
  readonly root: string;
  readonly maxFileBytes: number;

  constructor(
    readonly inner: Workspace,
    private readonly watch: WriteWatch,
  ) {
    this.root = inner.root;
    this.maxFileBytes = inner.maxFileBytes;
  }

  check(input: string): Promise<PathCheck> {
    return this.inner.check(input);
  }

  read(rel: string): Promise<FileData | undefined> {
    return this.inner.read(rel);
  }

  isFolder(input: string): boolean {
    return this.inner.isFolder?.(input) ?? false;
  }

  async writeAll(writes: readonly FileWrite[], onNotice?: (message: string) => void): Promise<void> {
    if (writes.length > 0) this.watch.before(writes);
    try {
      await this.inner.writeAll(writes, onNotice);
    } catch (error) {
      if (writes.length > 0) this.watch.after(writes, error);
      throw error;
    }
    if (writes.length > 0) this.watch.after(writes, undefined);
  }
}
