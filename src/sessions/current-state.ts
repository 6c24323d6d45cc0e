// A coder's state in the session log's terms: its history, files, mode, model, prompt state, and a
// SHA-256 of each chat and read-only file as it is on disk now (a resume compares them). Unmasked: the
// log masks what it writes.
import path from "node:path";
import type { Coder } from "../coders/base-coder.js";
import { READ_LIMITS, readSafeIfPresent } from "../trust/index.js";
import type { CurrentState } from "./session-state.js";
import { sha256 } from "./session-store.js";

export async function currentState(coder: Coder): Promise<CurrentState> {
  const files = [...coder.files];
  const readOnlyFiles = [...coder.readOnlyFiles];
  return {
    history: coder.done.map(({ replay: _replay, ...message }) => message),
    files,
    readOnlyFiles,
    editFormat: coder.editFormat,
    model: coder.options.model.name,
    prompt: coder.promptState.snapshot(),
    hashes: await fileHashes(coder.root, [...files, ...readOnlyFiles]),
  };
}

/** SHA-256 of each file as it is now; a file that cannot be read is left out. */
export async function fileHashes(root: string, files: readonly string[]): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const file of [...new Set(files)].sort()) {
    const bytes = await readSafeIfPresent(path.resolve(root, file), { limit: READ_LIMITS.chatFile }).catch(
      () => undefined,
    );
    if (bytes) hashes[file] = sha256(bytes);
  }
  return hashes;
}
