// The editor's buffers as a Workspace: chat files are read through the client's `fs/read_text_file` (so
// unsaved edits count) and edits written through `fs/write_text_file`. kerf's rules hold on this path
// too: every path is decided by the disk workspace's `check` (lexical rules, symlinks, .git/, .kerf/)
// before the client is asked; the disk says whether a file exists and whether it is too large or binary
// (those are never asked of the client); the write is all-or-nothing through the one write stage
// (`writeAllOrNothing`): each file is read again through the client and compared with what the plan read
// (the stale check), and a write the client refuses puts back the files already written and stops.
import path from "node:path";
import { unlink } from "node:fs/promises";
import { looksBinary } from "../../edits/workspace/text-file.js";
import type { FsWorkspace } from "../../edits/workspace/fs-workspace.js";
import type { PathCheck } from "../../edits/workspace/path-rules.js";
import type { FileData, FileWrite, Workspace } from "../../edits/workspace/workspace.js";
import { writeAllOrNothing, type PreparedWrite, type WriteStore } from "../../edits/write/write-files.js";

/** The client's two file methods, by absolute path (the ACP connection fills them in). */
export interface ClientFiles {
  read(absolute: string): Promise<string>;
  write(absolute: string, text: string): Promise<void>;
}

const utf8 = new TextEncoder();
const text = new TextDecoder();

export class EditorWorkspace implements Workspace {
  readonly root: string;
  readonly maxFileBytes: number;

  constructor(
    private readonly disk: FsWorkspace,
    private readonly client: ClientFiles,
  ) {
    this.root = disk.root;
    this.maxFileBytes = disk.maxFileBytes;
  }

  check(input: string): Promise<PathCheck> {
    return this.disk.check(input);
  }

  isFolder(input: string): boolean {
    return this.disk.isFolder(input);
  }

  /** The buffer's text for a text file that exists on disk; the disk's own answer otherwise (missing,
   *  oversized, binary: nothing the client is asked for). */
  async read(rel: string): Promise<FileData | undefined> {
    const onDisk = await this.disk.read(rel);
    if (onDisk === undefined || onDisk.oversize !== undefined || looksBinary(onDisk.bytes)) return onDisk;
    const buffer = utf8.encode(await this.client.read(this.abs(rel)));
    if (buffer.length > this.maxFileBytes)
      return { bytes: new Uint8Array(0), mode: onDisk.mode, oversize: buffer.length };
    return { bytes: buffer, mode: onDisk.mode };
  }

  async writeAll(writes: readonly FileWrite[], onNotice?: (message: string) => void): Promise<void> {
    await writeAllOrNothing(this.store(), writes, { notice: onNotice });
  }

  private abs(rel: string): string {
    return path.join(this.root, ...rel.split("/"));
  }

  /** The client as the write stage's store: no lock of its own (the editor serialises its buffers),
   *  the stale check through the client, and a rollback that writes back what each file held. */
  private store(): WriteStore {
    return {
      lock: async () => ({ release: async () => undefined }),
      holds: async (rel, before) => {
        const now = await this.read(rel);
        if (now === undefined || before === undefined) return now === undefined && before === undefined;
        return now.oversize === undefined && text.decode(now.bytes) === text.decode(before);
      },
      prepare: async (writes): Promise<PreparedWrite> => {
        const placed: FileWrite[] = [];
        return {
          place: async (index) => {
            const write = writes[index] as FileWrite;
            placed.push(write);
            await this.place(write);
          },
          rollBack: async () => {
            // The one that failed is among `placed`: writing its old text back is harmless.
            for (const write of placed.reverse()) await this.restore(write).catch(() => undefined);
          },
          finish: async () => undefined,
        };
      },
    };
  }

  private async place(write: FileWrite): Promise<void> {
    // The client has no delete: a deletion goes to the disk, like the CLI's.
    if (write.after === undefined) return unlink(this.abs(write.rel));
    await this.client.write(this.abs(write.rel), text.decode(write.after));
  }

  private async restore(write: FileWrite): Promise<void> {
    if (write.before !== undefined) return this.client.write(this.abs(write.rel), text.decode(write.before));
    // A file this reply created: it goes again.
    await unlink(this.abs(write.rel)).catch(() => undefined);
  }
}
