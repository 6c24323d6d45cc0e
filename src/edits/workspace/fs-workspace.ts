// A Workspace on the real file system: symlink-aware path checks and atomic writes (temp file in the
// same folder, then rename). Never touches anything outside the root it was given.
import { randomBytes } from "node:crypto";
import { promises as fs, statSync } from "node:fs";
import path from "node:path";
import { fileKind, readSafe, SafeReadError } from "../../trust/index.js";
import { checkPathLexically, type PathCheck } from "./path-rules.js";
import { writeFilesAtomically } from "../write/write-files.js";
import { DEFAULT_MAX_FILE_BYTES, type FileData, type FileWrite, type Workspace } from "./workspace.js";

export interface FsWorkspaceOptions {
  maxFileBytes?: number;
}

export class FsWorkspace implements Workspace {
  readonly root: string;
  readonly maxFileBytes: number;
  private realRoot: string | undefined;

  constructor(root: string, options: FsWorkspaceOptions = {}) {
    this.root = path.resolve(root);
    this.maxFileBytes = options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  }

  async check(input: string): Promise<PathCheck> {
    const lexical = checkPathLexically(input, this.root);
    if (!lexical.ok) return lexical;
    const real = await this.realTarget(lexical.rel);
    const root = await this.rootReal();
    const inside = path.relative(root, real);
    if (inside === ".." || inside.startsWith(`..${path.sep}`) || path.isAbsolute(inside)) {
      return {
        ok: false,
        code: "symlink-escape",
        reason: { kind: "symlink-escape", file: input },
      };
    }
    const parts = inside.split(path.sep).map((part) => part.toLowerCase());
    if (parts.includes(".git")) {
      return { ok: false, code: "git-dir", reason: { kind: "inside-git", file: input, resolved: true } };
    }
    if (parts.includes(".kerf")) {
      return { ok: false, code: "kerf-dir", reason: { kind: "inside-kerf", file: input, resolved: true } };
    }
    return lexical;
  }

  isFolder(input: string): boolean {
    const lexical = checkPathLexically(input, this.root);
    if (!lexical.ok) return false;
    try {
      return statSync(this.abs(lexical.rel)).isDirectory();
    } catch {
      return false;
    }
  }

  /** Through the bounded reader: the size is checked before a byte is read, and an oversized file
   *  comes back unread (`oversize`), so a 1 GiB file costs a stat, not a read. */
  async read(rel: string): Promise<FileData | undefined> {
    const file = this.abs(rel);
    const stat = await fs.stat(file).catch((error: unknown) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
    if (stat === undefined) return undefined;
    if (!stat.isFile())
      throw new Error(`${rel} is ${fileKind(stat)}, not a regular file; not read or edited`);
    const mode = stat.mode & 0o7777;
    if (stat.size > this.maxFileBytes) return { bytes: new Uint8Array(0), mode, oversize: stat.size };
    try {
      return {
        bytes: await readSafe(file, { limit: this.maxFileBytes, roots: [this.root], label: rel }),
        mode,
      };
    } catch (error) {
      if (!(error instanceof SafeReadError)) throw error;
      if (error.code === "missing") return undefined;
      // It grew past the limit between the stat and the read.
      if (error.code === "too-large")
        return { bytes: new Uint8Array(0), mode, oversize: error.size ?? stat.size };
      throw error;
    }
  }

  async write(rel: string, bytes: Uint8Array, mode?: number): Promise<void> {
    const target = await this.realTarget(rel);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temp = path.join(
      path.dirname(target),
      `.${path.basename(target)}.kerf-${randomBytes(4).toString("hex")}.tmp`,
    );
    try {
      await fs.writeFile(temp, bytes, { mode: mode ?? 0o644, flag: "wx" });
      if (mode !== undefined) await fs.chmod(temp, mode);
      await fs.rename(temp, target);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
  }

  /** Journaled, locked, all-or-nothing; each path is written where it really leads (through an
   *  in-project symlink), so a symlink is never replaced by a regular file. */
  async writeAll(writes: readonly FileWrite[], onNotice?: (message: string) => void): Promise<void> {
    const root = await this.rootReal();
    const real = await Promise.all(
      writes.map(async (w) => ({
        ...w,
        rel: path
          .relative(root, await this.realTarget(w.rel))
          .split(path.sep)
          .join("/"),
      })),
    );
    await writeFilesAtomically(root, real, { notice: onNotice });
  }

  async remove(rel: string): Promise<void> {
    await fs.rm(this.abs(rel));
  }

  private abs(rel: string): string {
    return path.join(this.root, ...rel.split("/"));
  }

  private async rootReal(): Promise<string> {
    this.realRoot ??= await fs.realpath(this.root);
    return this.realRoot;
  }

  /** The real path the file would be written at: its existing ancestor resolved, the rest appended. */
  private async realTarget(rel: string): Promise<string> {
    const parts = rel.split("/");
    for (let keep = parts.length; keep >= 0; keep--) {
      const prefix = path.join(this.root, ...parts.slice(0, keep));
      try {
        const real = await fs.realpath(prefix);
        return path.join(real, ...parts.slice(keep));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    }
    return this.abs(rel);
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}
