// Applies one `replace` edit to a file's text: checks, the matching cascade, already-applied
// detection and the closest lines on failure. Pure: strings in, a new string or a reason out.
import { locateAnchors } from "./anchors.js";
import { CERTAIN_STAGES, fullCascade, runCascade } from "./cascade.js";
import { findClosest } from "./closest.js";
import { exactLinesRefusal, firstUnprefixed } from "./exact-lines.js";
import { DEFAULT_FUZZY_BUDGET, DEFAULT_FUZZY_THRESHOLD } from "./fuzzy.js";
import { FileView, isBlank, splitLines } from "./lines.js";
import { applyPieces, type Match, type Region } from "./located.js";
import { findPlaceholder } from "./placeholder.js";
import { inlineReplace } from "./inline-text.js";
import { settleCandidates } from "./settle.js";
import type { MergeConflict } from "../issue-reason.js";
import type { ReplaceOptions, ReplaceOutcome, ReplaceRequest } from "./types.js";

/** One edit being applied: the request, the file's view and where its SEARCH may land. */
interface Job {
  req: ReplaceRequest;
  view: FileView;
  region: Region;
  budget: number;
}

/** Empty SEARCH: append, or insert right below the last anchor. */
function insertOnly(view: FileView, req: ReplaceRequest, lastAnchor?: number): ReplaceOutcome {
  if (lastAnchor === undefined) {
    const end = view.lineCount;
    const content = view.content + req.replace;
    return { ok: true, content, strategy: "append", startLine: end, endLine: end };
  }
  const at = lastAnchor + 1;
  const content = applyPieces(view, [{ start: at, end: at, text: req.replace }]);
  return { ok: true, content, strategy: "anchored", startLine: at, endLine: at };
}

/** Empty SEARCH with a line number (an insert tool): below that line, which must exist. */
function insertAfter(view: FileView, req: ReplaceRequest, line: number): ReplaceOutcome {
  if (!Number.isInteger(line) || line < 0 || line > view.lineCount) {
    return {
      ok: false,
      code: "not-found",
      reason: { kind: "insert-past-end", line, lineCount: view.lineCount },
    };
  }
  return insertOnly(view, req, line - 1);
}

function notFound({ req, view, budget }: Job, present: boolean): ReplaceOutcome {
  const closest = findClosest(view, req.search, budget);
  const unprefixedLine = firstUnprefixed(req.search, req.exactLines);
  return {
    ok: false,
    code: "not-found",
    reason: {
      kind: "search-not-found",
      belowAnchors: !!req.anchors?.length,
      atEnd: !!req.atEnd,
      replacePresent: present,
      ...(unprefixedLine !== undefined && { unprefixedLine }),
    },
    ...(closest ? { closest } : {}),
    ...(present ? { replaceAlreadyPresent: true } : {}),
  };
}

/**
 * SEARCH was not found: is REPLACE there? Only the certain stages may say so, since a fuzzy hit
 * on the unedited lines would silently drop the edit; a deletion is never "already applied".
 */
function replacePresent(job: Job): ReplaceOutcome | "ambiguous" | undefined {
  const { req, view, region } = job;
  if (splitLines(req.replace).every(isBlank)) return undefined;
  const present = runCascade(CERTAIN_STAGES, { view, search: req.replace, replace: req.replace, region });
  if (present.kind === "ambiguous") return "ambiguous";
  if (present.kind !== "unique") return undefined;
  const { start, end } = present.match;
  return { ok: true, content: view.content, strategy: "already-applied", startLine: start + 1, endLine: end };
}

function alreadyApplied(job: Job): ReplaceOutcome {
  const present = replacePresent(job);
  return typeof present === "object" ? present : notFound(job, present === "ambiguous");
}

/**
 * The SEARCH was found only approximately and the file differs where REPLACE changes it. The one
 * place named is the closest-lines search's, with its real lines (the merge window is wider).
 */
function conflict(job: Job, found: { conflict: MergeConflict; start: number; end: number }): ReplaceOutcome {
  const present = replacePresent(job);
  if (typeof present === "object") return present;
  const window = {
    startLine: found.start + 1,
    lines: job.view.lines.slice(found.start, found.end),
    similarity: 0,
  };
  const closest = findClosest(job.view, job.req.search, job.budget) ?? window;
  const last = closest.startLine + closest.lines.length - 1;
  const reason = {
    kind: "conflict",
    startLine: closest.startLine,
    endLine: last,
    conflict: found.conflict,
  } as const;
  return { ok: false, code: "conflict", reason, closest };
}

/**
 * A tolerant stage matched, but writing its result leaves the file as it was (REPLACE restyled back
 * into the file's whitespace): applied when REPLACE is already there verbatim, else never "applied".
 */
function writesNothing(view: FileView, match: Match): boolean {
  const { content, offsets } = view;
  return match.pieces.every((p) => content.slice(offsets[p.start], offsets[p.end]) === p.text);
}

function unchanged(job: Job, match: Match): ReplaceOutcome {
  const { req, view } = job;
  const { offsets } = view;
  const startLine = match.start + 1;
  if (view.content.slice(offsets[match.start], offsets[match.end]) === req.replace) {
    return { ok: true, content: view.content, strategy: "already-applied", startLine, endLine: match.end };
  }
  const window = { startLine, lines: view.lines.slice(match.start, match.end), similarity: 0 };
  const reason = { kind: "writes-nothing", startLine, endLine: match.end } as const;
  const closest = findClosest(view, req.search, job.budget) ?? window;
  return { ok: false, code: "not-found", reason, closest };
}

function locate(job: Job, opts: ReplaceOptions): ReplaceOutcome {
  const { req, view, region, budget } = job;
  const stages = fullCascade({ threshold: opts.fuzzyThreshold ?? DEFAULT_FUZZY_THRESHOLD, budget });
  const found = runCascade(stages, { view, search: req.search, replace: req.replace, region });
  if (found.kind === "ambiguous") {
    const { candidates } = found;
    const chosen = req.placement ? settleCandidates(candidates, req.placement) : undefined;
    // Re-run from the chosen line: the nearest match at or below it is that candidate.
    if (chosen !== undefined)
      return locate({ ...job, region: { ...region, from: chosen - 1, nearest: true } }, opts);
    return { ok: false, code: "ambiguous", reason: { kind: "search-ambiguous", candidates }, candidates };
  }
  if (found.kind === "conflict") return conflict(job, found);
  if (found.kind === "none" || !found.strategy) return alreadyApplied(job);
  const { match } = found;
  // Lines sent without a prefix are context only where the file has them, whichever stage found it.
  const unprefixed = req.exactLines?.length && found.strategy !== "already-applied";
  const refusal = unprefixed ? exactLinesRefusal(view, req.search, req.exactLines ?? [], match) : undefined;
  if (refusal) return { ok: false, code: "not-found", ...refusal };
  // Only a tolerant stage restyles what it writes; comparing its pieces costs their length, not the file's.
  const tolerant = found.strategy !== "exact" && found.strategy !== "already-applied";
  if (tolerant && writesNothing(view, match)) return unchanged(job, match);
  const content = applyPieces(view, match.pieces);
  return {
    ok: true,
    content,
    strategy: found.strategy,
    startLine: match.start + 1,
    endLine: match.end,
    ...(match.similarity !== undefined ? { similarity: match.similarity } : {}),
  };
}

/**
 * SEARCH and REPLACE are identical (an empty trailing hunk, a context-only hunk): when the text is in
 * the file the block is a no-op, reported as applied and changing nothing; when it is not, the model
 * believes the file holds lines it does not, which is worth telling it.
 */
function noOp(req: ReplaceRequest): ReplaceOutcome {
  const view = new FileView(req.content);
  const unchanged = { ok: true, content: req.content, strategy: "no-op" } as const;
  if (req.search === "") return { ...unchanged, startLine: 0, endLine: 0 };
  const region: Region = { from: 0, nearest: false, atEnd: !!req.atEnd };
  const found = runCascade(CERTAIN_STAGES, { view, search: req.search, replace: req.replace, region });
  if (found.kind === "unique")
    return { ...unchanged, startLine: found.match.start + 1, endLine: found.match.end };
  if (found.kind === "ambiguous") {
    const first = found.candidates[0] ?? 1;
    return { ...unchanged, startLine: first, endLine: first + splitLines(req.search).length - 1 };
  }
  return {
    ok: false,
    code: "no-change",
    reason: { kind: "identical-not-present" },
  };
}

// The contract says whole lines; a parser that lost the last "\n" must not make a match end mid-line.
const wholeLines = (text: string): string => (text === "" || text.endsWith("\n") ? text : `${text}\n`);

// The workspace keeps a file's BOM out of its text; a model that copied it into SEARCH and REPLACE
// must not get a second one written.
const withoutBom = (text: string): string => (text.startsWith("\uFEFF") ? text.slice(1) : text);

export function applyReplace(request: ReplaceRequest, opts: ReplaceOptions = {}): ReplaceOutcome {
  if (request.inline) {
    const exact = inlineReplace(request);
    if (exact) return exact;
  }
  const bom = request.search.startsWith("\uFEFF") && !request.content.startsWith("\uFEFF");
  const search = bom ? withoutBom(request.search) : request.search;
  const replace = bom ? withoutBom(request.replace) : request.replace;
  const req = { ...request, search: wholeLines(search), replace: wholeLines(replace) };
  if (req.search === req.replace) return noOp(req);
  const placeholder = findPlaceholder(req.search, req.replace, { content: req.content, path: req.path });
  if (placeholder) {
    return { ok: false, code: "placeholder", reason: placeholder, line: placeholder.line };
  }
  const view = new FileView(req.content);
  const anchors = locateAnchors(view, req.anchors ?? []);
  if (!anchors.ok) {
    const reason = { kind: "anchor-not-found", index: anchors.index, anchor: anchors.anchor } as const;
    return { ok: false, code: "not-found", reason };
  }
  if (req.search === "" && req.afterLine !== undefined) return insertAfter(view, req, req.afterLine);
  if (req.search === "") return insertOnly(view, req, anchors.lastLine);
  const region: Region = { from: anchors.from, nearest: anchors.lastLine !== undefined, atEnd: !!req.atEnd };
  return locate({ req, view, region, budget: opts.fuzzyBudget ?? DEFAULT_FUZZY_BUDGET }, opts);
}
