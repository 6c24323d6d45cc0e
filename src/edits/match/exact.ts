// Stage 1: the SEARCH text occurs verbatim, starting at a line boundary. Works on the raw string so a
// 100k-line file is never split into lines.
import { NONE, select, singlePiece, type Located, type Match, type StageInput } from "./located.js";

export function exactStage({ view, search, replace, region }: StageInput): Located {
  const { content } = view;
  if (search === "") return NONE;
  const lineCount = search.split("\n").length - 1;
  const matches: Match[] = [];
  let at = content.indexOf(search);
  while (at !== -1) {
    if (at === 0 || content[at - 1] === "\n") {
      const start = view.lineAt(at);
      matches.push(singlePiece(start, start + lineCount, replace));
    }
    at = content.indexOf(search, at + 1);
  }
  return matches.length === 0 ? NONE : select(matches, region, view.lineCount);
}
