// The open(2) flags for files a repository could have swapped after kerf looked at them: the open never
// blocks on a FIFO (O_NONBLOCK: a read opens at once and is refused by its fstat; an append without a
// reader fails with ENXIO) and never follows a planted symlink (O_NOFOLLOW refuses it at open).
import { constants } from "node:fs";

const SAFE = constants.O_NONBLOCK | (constants.O_NOFOLLOW ?? 0);

/** Reading a file whose real path was resolved and checked first. */
export const SAFE_READ_FLAGS = constants.O_RDONLY | SAFE;

/** Appending to a log or list kerf keeps (chat log, input history, git's exclude file). */
export const SAFE_APPEND_FLAGS = constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | SAFE;
