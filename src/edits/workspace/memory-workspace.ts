// An in-memory Workspace for tests and dry runs: the same path rules, no disk.
import { checkPathLexically, type PathCheck } from "./path-rules.js";
import { DEFAULT_MAX_FILE_BYTES, type FileData, type Workspace } from "./workspace.js";

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

  async write(rel: string, bytes: Uint8Array, mode = 0o644): Promise<void> {
    if (this.failWrites.has(rel)) throw new Error(`simulated write failure for ${rel}`);
    this.log.push(`write ${rel}`);
    this.files.set(rel, { bytes: new Uint8Array(bytes), mode });
  }

  async remove(rel: string): Promise<void> {
    this.log.push(`remove ${rel}`);
    this.files.delete(rel);
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
