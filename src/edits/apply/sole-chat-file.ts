// A replace edit naming a file that does not exist while its SEARCH matches exactly once in the only
// chat file: the model misnamed that file (issue 27 point 12). Decides where; applies nothing.
import type { Edit } from "../edit.js";
import { exactStage } from "../match/exact.js";
import { FileView } from "../match/lines.js";

const wholeLines = (text: string): string => (text.endsWith("\n") ? text : `${text}\n`);

/** The only chat file, when the edit's SEARCH occurs in it exactly once; else undefined. */
export async function soleChatFileFor(
  edit: Extract<Edit, { kind: "replace" }>,
  chatFiles: ReadonlySet<string> | undefined,
  textOf: (rel: string) => Promise<string | undefined>,
): Promise<string | undefined> {
  if (edit.search.trim() === "" || chatFiles?.size !== 1) return undefined;
  const [only] = [...chatFiles] as [string];
  const content = await textOf(only);
  if (content === undefined || only === edit.path) return undefined;
  const view = new FileView(content);
  const region = { from: 0, nearest: false, atEnd: false };
  const found = exactStage({ view, search: wholeLines(edit.search), replace: edit.replace, region });
  return found.kind === "unique" ? only : undefined;
}
