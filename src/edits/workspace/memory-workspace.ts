// An in-memory Workspace for tests and dry runs: the same path rules and the same write stage as the
// disk (`writeAllOrNothing`), with a map for the file operations underneath.
import { writeAllOrNothing, type PreparedWrite, type WriteStore } from "../write/write-files.js";
import { checkPathLexically, type PathCheck } from "./path-rules.js";
import { DEFAULT_MAX_FILE_BYTES, type FileData, type FileWrite, type Workspace } from "./workspace.js";

export class MemoryWorkspace implements Workspace {
  readonly root: string;
  readonly maxFileBytes: number;
  readonly files = new Map<string, FileData>();
  /** Every write and remove, in order ("write a.txt", "remove b.txt"), so tests can count them. */
  readonly log: string[] = [];
  /** Paths whose writes fail, to exercise I/O error handling. */
  readonly failWrites = new Set<string>();

  constructor(
    files: Record<string, string | Uint8Array> = {},
    options: { root?: string; maxFileBytes?: number } = {},
  ) {
    this.root = options.root ?? "/project";
    this.maxFileBytes = options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
    for (const [rel, content] of Object.entries(files)) {
      const bytes = typeof content === "string" ? new TextEncoder().encode(content) : content;
      this.files.set(rel, { bytes, mode: 0o644 });
    }
  }

  async check(input: string): Promise<PathCheck> {
    return checkPathLexically(input, this.root);
  }

  async read(rel: string): Promise<FileData | undefined> {
    const file = this.files.get(rel);
    if (!file || file.bytes.length <= this.maxFileBytes) return file;
    return { bytes: new Uint8Array(0), mode: file.mode, oversize: file.bytes.length };
  }

  /** Through the one write stage: every file or none, compare-and-swap on what the plan read. */
  async writeAll(writes: readonly FileWrite[], onNotice?: (message: string) => void): Promise<void> {
    await writeAllOrNothing(this.store(), writes, { notice: onNotice });
  }

  private store(): WriteStore {
    const files = this.files;
    const same = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);
    return {
      lock: async () => ({ release: async () => undefined }),
      holds: async (rel, before) => {
        const file = files.get(rel);
        return file === undefined ? before === undefined : before !== undefined && same(file.bytes, before);
      },
      prepare: async (writes): Promise<PreparedWrite> => {
        const saved = new Map(writes.map((write) => [write.rel, files.get(write.rel)]));
        return {
          place: async (index) => this.place(writes[index] as FileWrite),
          rollBack: async () => {
            for (const [rel, file] of saved) {
              if (file === undefined) files.delete(rel);
              else files.set(rel, file);
            }
          },
          finish: async () => undefined,
        };
      },
    };
  }

  private place(write: FileWrite): void {
    if (this.failWrites.has(write.rel)) throw new Error(`simulated write failure for ${write.rel}`);
    if (write.after === undefined) {
      this.log.push(`remove ${write.rel}`);
      this.files.delete(write.rel);
      return;
    }
    this.log.push(`write ${write.rel}`);
    this.files.set(write.rel, { bytes: new Uint8Array(write.after), mode: write.mode ?? 0o644 });
  }

  isFolder(path: string): boolean {
    const check = checkPathLexically(path, this.root);
    if (!check.ok) return false;
    return [...this.files.keys()].some((rel) => rel.startsWith(`${check.rel}/`));
  }

  /** The text of a file, for assertions. */
  text(rel: string): string | undefined {
    const file = this.files.get(rel);
    return file ? new TextDecoder().decode(file.bytes) : undefined;
  }
}
