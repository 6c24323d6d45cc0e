// The open(2) flags for files a repository could have swapped after kerf looked at them: the open never
// blocks on a FIFO (O_NONBLOCK: a read opens at once and is refused by its fstat; a write without a
// reader fails with ENXIO) and, where no link may be followed, refuses a planted symlink (O_NOFOLLOW).
import { constants } from "node:fs";

/** Added to refuse a symlink at the last path component. */
export const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;

/** Reading a file the caller checks by its fstat, where an in-project symlink is fine (map sources). */
export const NONBLOCK_READ_FLAGS = constants.O_RDONLY | constants.O_NONBLOCK;

/** Reading a file whose real path was resolved and checked first. */
export const SAFE_READ_FLAGS = NONBLOCK_READ_FLAGS | NO_FOLLOW;

/** Appending to a log or list kerf keeps (chat log, input history, git's exclude file). */
export const SAFE_APPEND_FLAGS =
  constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_NONBLOCK | NO_FOLLOW;

/** Replacing a small file a command writes (/save, /web); add NO_FOLLOW where no link may be followed. */
export const NONBLOCK_WRITE_FLAGS =
  constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NONBLOCK;
