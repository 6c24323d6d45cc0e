// Whether kerf may write its own files where a project says they are: the `.kerf/` state folder (and
// its journal folder) and the chat log. A repository can ship either as a symlink (to ~/.ssh, to another
// project) or as a FIFO; kerf then writes nothing there rather than follow. Decides only: never writes,
// never prints; callers warn with the returned reason.
import { lstatSync, readlinkSync, type Stats } from "node:fs";
import { fileKind } from "./file-kind.js";

/** Why kerf must not write into the folder `dir`, or null when it may: absent (it will be made) or a
 *  real folder. `label` names it in the reason (".kerf"). */
export function stateDirRefusal(dir: string, label: string): string | null {
  const own = lstatOf(dir);
  if (!own || own.isDirectory()) return null;
  if (own.isSymbolicLink())
    return `${label} is a symlink (to ${linkTarget(dir)}); kerf does not write through it`;
  return `${label} is ${fileKind(own)}, not a folder; kerf does not write there`;
}

/** Why kerf must not append to the file `file` it keeps (the chat log), or null: absent or regular. */
export function ownFileRefusal(file: string, label: string): string | null {
  const own = lstatOf(file);
  if (!own || own.isFile()) return null;
  if (own.isSymbolicLink())
    return `${label} is a symlink (to ${linkTarget(file)}); kerf does not write through it`;
  return `${label} is ${fileKind(own)}, not a regular file; kerf does not write to it`;
}

function lstatOf(file: string): Stats | undefined {
  try {
    return lstatSync(file, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

function linkTarget(file: string): string {
  try {
    return readlinkSync(file);
  } catch {
    return "?";
  }
}
