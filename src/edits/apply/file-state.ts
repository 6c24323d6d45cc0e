// The applier's virtual view of the files an edit set touches: loaded once, edited in memory, written
// once. No writes here.
import {
  decodeText,
  isValidText,
  looksBinary,
  NEW_FILE_STYLE,
  newFileStyle,
  type TextOptions,
  type TextStyle,
} from "../workspace/text-file.js";
import type { FileData, Workspace } from "../workspace/workspace.js";

export interface FileState {
  rel: string;
  /** The text on disk before any edit (LF form), undefined when the file did not exist. */
  before: string | undefined;
  /** The text after the edits so far, undefined when the file does not (or no longer) exist. */
  text: string | undefined;
  style: TextStyle;
  mode: number | undefined;
  binary: boolean;
  /** Over the workspace's limit: never read (`before` and `text` are "" stand-ins), never edited. */
  tooLarge: boolean;
  /** The size on disk, for a file that is too large. */
  size?: number;
  /** Not valid UTF-8 (or not text in the --encoding given): refused for editing, so its bytes are
   *  never re-encoded. */
  notUtf8?: boolean;
  /** The bytes on disk when loaded (the write stage checks they are still there). */
  bytes?: Uint8Array;
}

export class FileStates {
  private readonly states = new Map<string, FileState>();

  constructor(
    private readonly workspace: Workspace,
    private readonly textOptions: TextOptions = {},
  ) {}

  async get(rel: string): Promise<FileState> {
    const known = this.states.get(rel);
    if (known) return known;
    const data = await this.workspace.read(rel);
    const state = data
      ? loaded(rel, data, this.textOptions.encoding)
      : missing(rel, newFileStyle(this.textOptions));
    this.states.set(rel, state);
    return state;
  }

  /** What every loaded file holds now, to go back to if a block fails (see restore). */
  snapshot(): Map<string, Pick<FileState, "text" | "style" | "mode">> {
    const saved = new Map<string, Pick<FileState, "text" | "style" | "mode">>();
    for (const [rel, state] of this.states)
      saved.set(rel, { text: state.text, style: state.style, mode: state.mode });
    return saved;
  }

  /** Puts every file back as the snapshot had it; files loaded since are forgotten (read again later). */
  restore(saved: ReadonlyMap<string, Pick<FileState, "text" | "style" | "mode">>): void {
    for (const [rel, state] of this.states) {
      const before = saved.get(rel);
      if (before) Object.assign(state, before);
      else this.states.delete(rel);
    }
  }

  /** The files whose text differs from the snapshot's (or, loaded since, from disk). */
  changedSince(saved: ReadonlyMap<string, Pick<FileState, "text">>): FileState[] {
    return [...this.states.values()].filter((state) =>
      saved.has(state.rel) ? saved.get(state.rel)?.text !== state.text : state.before !== state.text,
    );
  }

  /** Every file whose final state differs from what is on disk, in first-touched order. */
  changed(): FileState[] {
    return [...this.states.values()].filter((state) => state.text !== state.before);
  }
}

function loaded(rel: string, data: FileData, encoding: string | undefined): FileState {
  const { bytes, mode } = data;
  if (data.oversize !== undefined) {
    const size = data.oversize;
    return { rel, before: "", text: "", style: NEW_FILE_STYLE, mode, binary: false, tooLarge: true, size };
  }
  const binary = looksBinary(bytes, encoding);
  if (binary)
    return { rel, before: "", text: "", style: NEW_FILE_STYLE, mode, binary, tooLarge: false, bytes };
  if (!isValidText(bytes, encoding)) {
    const notUtf8 = true;
    return {
      rel,
      before: "",
      text: "",
      style: NEW_FILE_STYLE,
      mode,
      binary,
      tooLarge: false,
      notUtf8,
      bytes,
    };
  }
  const { text, style } = decodeText(bytes, encoding);
  return { rel, before: text, text, style, mode, binary, tooLarge: false, bytes };
}

function missing(rel: string, style: TextStyle): FileState {
  return {
    rel,
    before: undefined,
    text: undefined,
    style,
    mode: undefined,
    binary: false,
    tooLarge: false,
  };
}
