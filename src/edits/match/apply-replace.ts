// Applies one `replace` edit to a file's text: checks, the matching cascade, already-applied
// detection and the closest lines on failure. Pure: strings in, a new string or a reason out.
import { locateAnchors } from "./anchors.js";
import { CERTAIN_STAGES, fullCascade, runCascade } from "./cascade.js";
import { findClosest } from "./closest.js";
import { DEFAULT_FUZZY_BUDGET, DEFAULT_FUZZY_THRESHOLD } from "./fuzzy.js";
import { FileView, isBlank, splitLines } from "./lines.js";
import { applyPieces, type Region } from "./located.js";
import { findPlaceholder } from "./placeholder.js";
import type { ReplaceOptions, ReplaceOutcome, ReplaceRequest } from "./types.js";

function insertAt(view: FileView, line: number, text: string): string {
  return applyPieces(view, [{ start: line, end: line, text }]);
}

/** Empty SEARCH: append, or insert right below the last anchor. */
function insertOnly(view: FileView, req: ReplaceRequest, lastAnchor?: number): ReplaceOutcome {
  if (lastAnchor === undefined) {
    const end = view.lineCount;
    const content = view.content + req.replace;
    return { ok: true, content, strategy: "append", startLine: end, endLine: end };
  }
  const content = insertAt(view, lastAnchor + 1, req.replace);
  return { ok: true, content, strategy: "anchored", startLine: lastAnchor + 1, endLine: lastAnchor + 1 };
}

function notFound(view: FileView, req: ReplaceRequest, budget: number, present: boolean): ReplaceOutcome {
  const closest = findClosest(view, req.search, budget);
  const detail =
    `SEARCH lines not found in the file` +
    (req.anchors?.length ? " below its anchors" : "") +
    (req.atEnd ? " at its end" : "") +
    (present ? "; the REPLACE lines are already in the file" : "");
  return {
    ok: false,
    code: "not-found",
    detail,
    ...(closest ? { closest } : {}),
    ...(present ? { replaceAlreadyPresent: true } : {}),
  };
}

/** SEARCH was not found: is REPLACE there, found by the cascade's certain stages? */
function alreadyApplied(view: FileView, req: ReplaceRequest, region: Region, budget: number) {
  if (splitLines(req.replace).every(isBlank)) return notFound(view, req, budget, false);
  const input = { view, search: req.replace, replace: req.replace, region };
  const present = runCascade(CERTAIN_STAGES, input);
  if (present.kind === "unique") {
    const { start, end } = present.match;
    const outcome: ReplaceOutcome = {
      ok: true,
      content: view.content,
      strategy: "already-applied",
      startLine: start + 1,
      endLine: end,
    };
    return outcome;
  }
  return notFound(view, req, budget, present.kind === "ambiguous");
}

export function applyReplace(req: ReplaceRequest, opts: ReplaceOptions = {}): ReplaceOutcome {
  if (req.search === req.replace) {
    return { ok: false, code: "no-change", detail: "SEARCH and REPLACE are identical: nothing to change" };
  }
  const placeholder = findPlaceholder(req.search, req.replace);
  if (placeholder)
    return { ok: false, code: "placeholder", detail: placeholder.reason, line: placeholder.line };
  const view = new FileView(req.content);
  const anchors = locateAnchors(view, req.anchors ?? []);
  if (!anchors.ok) {
    const detail = `anchor ${anchors.index + 1} ${JSON.stringify(anchors.anchor)} not found in the file`;
    return { ok: false, code: "not-found", detail };
  }
  if (req.search === "") return insertOnly(view, req, anchors.lastLine);
  const budget = opts.fuzzyBudget ?? DEFAULT_FUZZY_BUDGET;
  const region: Region = { from: anchors.from, nearest: anchors.lastLine !== undefined, atEnd: !!req.atEnd };
  const stages = fullCascade({ threshold: opts.fuzzyThreshold ?? DEFAULT_FUZZY_THRESHOLD, budget });
  const found = runCascade(stages, { view, search: req.search, replace: req.replace, region });
  if (found.kind === "ambiguous") {
    const lines = found.candidates.join(", ");
    const detail = `SEARCH matches ${found.candidates.length} places (lines ${lines}); add surrounding lines to make it unique`;
    return { ok: false, code: "ambiguous", detail, candidates: found.candidates };
  }
  if (found.kind === "none" || !found.strategy) return alreadyApplied(view, req, region, budget);
  const { match } = found;
  return {
    ok: true,
    content: applyPieces(view, match.pieces),
    strategy: found.strategy,
    startLine: match.start + 1,
    endLine: match.end,
    ...(match.similarity !== undefined ? { similarity: match.similarity } : {}),
  };
}
