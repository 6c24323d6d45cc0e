// Turns edit results into plain terminal text for a person (the CLI adds colour), and holds the one
// sentence per issue reason that this message and the model's reflection (prompts/reflection.ts) both
// show. The only place an EditIssue becomes words, with the reflection. Pure.
import { escapeControl } from "../trust/escape-control.js";
import { formatBytes } from "../trust/read-limits.js";
import type { EditIssue } from "./edit.js";
import type {
  CallProblem,
  IssueReason,
  MergeConflict,
  MissingFor,
  ParseReason,
  PlaceholderLook,
  UnprefixedSpot,
} from "./issue-reason.js";
import type { AppliedEdit } from "./apply/apply-types.js";

/** What an edit came from: "block 2" of a text reply, or "tool call 2 (edit)" when `tool` names the
 *  tool the call used (a tool-call format's edits are numbered by call); `where` joins the brackets. */
function unitName(index: number, tool: string | undefined, where?: string): string {
  if (tool === undefined) return `block ${index + 1}${where === undefined ? "" : ` (${where})`}`;
  return `tool call ${index + 1} (${tool}${where === undefined ? "" : `, ${where}`})`;
}

export function describeApplied(edit: AppliedEdit, tool?: string): string {
  const block = unitName(edit.blockIndex, tool);
  const target = edit.to ? `${edit.path} → ${edit.to}` : edit.path;
  const lines = edit.startLine ? ` lines ${edit.startLine}-${edit.endLine}` : "";
  // Neither is a failure, and neither wrote anything: say so rather than "applied".
  if (edit.strategy === "no-op") return `${block} changes nothing in ${target}${lines} (no-op)`;
  if (edit.strategy === "already-applied") return `${block} is already applied in ${target}${lines}`;
  const fuzzy = edit.similarity !== undefined ? `, ${Math.round(edit.similarity * 100)}% similar` : "";
  const overwrote = edit.overwrote ? `, overwrote the existing ${edit.to ?? edit.path}` : "";
  const named = edit.requestedPath
    ? `; the ${tool === undefined ? "block" : "call"} named ${edit.requestedPath}, which does not exist`
    : "";
  return `applied ${block} to ${target}${lines} (${edit.strategy}${fuzzy}${overwrote}${named})`;
}

/** Candidate lines a sentence names: a SEARCH like "}" can match thousands of times; the data has all. */
const MAX_LISTED = 10;

function listed(candidates: readonly number[]): string {
  const more = candidates.length > MAX_LISTED ? ` and ${candidates.length - MAX_LISTED} more` : "";
  return `lines ${candidates.slice(0, MAX_LISTED).join(", ")}${more}`;
}

const quote = (line: string): string => JSON.stringify(line.length > 80 ? `${line.slice(0, 77)}...` : line);

const UNPREFIXED = `has no " ", "-" or "+" prefix, so it was read as an unchanged line`;
const UNPREFIXED_ADVICE =
  "kerf does not guess that it continues the line above: start every hunk line with its prefix and keep a long line on one line";

const MISSING_FOR: Record<MissingFor, string> = {
  search: "its SEARCH text cannot be found",
  delete: "it cannot be deleted",
  move: "it cannot be moved",
};

const PLACEHOLDER_LOOKS: Record<PlaceholderLook, string> = {
  "ellipsis-only": "a comment that is only an ellipsis stands for omitted code",
  "ellipsis-about-omission": "an ellipsis comment about omitted code",
  "says-left-out": "a comment saying code was left out",
};

function conflictText(conflict: MergeConflict): string {
  switch (conflict.why) {
    case "too-many-differences":
      return "the file's lines differ from SEARCH in too many places";
    case "depth-unclear":
      return "the lines SEARCH and REPLACE share sit at different depths relative to the file, so the depth of the lines REPLACE writes is unclear";
    case "extra-file-line":
      return `the file has ${JSON.stringify(conflict.fileLine)} where SEARCH has nothing, inside the lines REPLACE changes`;
    case "search-line-missing":
      return `SEARCH line ${JSON.stringify(conflict.searchLine)} is not in the file there, and REPLACE changes that spot`;
    case "line-differs":
      return `the file has ${JSON.stringify(conflict.fileLine)} where SEARCH has ${JSON.stringify(conflict.searchLine)}, and REPLACE changes that line`;
  }
}

function spotText(spot: UnprefixedSpot): string {
  if (spot.line === undefined) return "the file has no such line there";
  if (spot.text === undefined)
    return `at line ${spot.line} it is not between the lines the hunk puts around it`;
  return `the file has ${quote(spot.text)} at that spot (line ${spot.line})`;
}

/** The one sentence saying why: the person's message and the model's reflection both carry it. */
export function reasonText(reason: IssueReason): string {
  switch (reason.kind) {
    case "control-characters":
      return `${escapeControl(reason.file)} holds control characters (shown as \\xNN); kerf never creates or edits a file with such a name`;
    case "empty-path":
      return "the path is empty";
    case "absolute-outside-root":
      return `${reason.file} is an absolute path outside the project root`;
    case "leads-outside-root":
      return `${reason.file} leads outside the project root`;
    case "project-root":
      return `${reason.file} names the project root itself`;
    case "inside-git":
      return `${reason.file} ${reason.resolved ? "resolves" : "is"} inside .git/, which kerf never edits`;
    case "inside-kerf":
      return reason.resolved
        ? `${reason.file} resolves inside .kerf/, kerf's own state`
        : `${reason.file} is inside .kerf/, kerf's own state, which a reply never edits`;
    case "symlink-escape":
      return `${reason.file} goes through a symlink that leads outside the project root`;
    case "folder":
      return `${reason.file} is a folder, not a file; name the file inside it`;
    case "binary":
      return `${reason.file} is a binary file; kerf edits text files only`;
    case "too-large":
      return `${reason.file} is ${formatBytes(reason.size)}, over the limit of ${formatBytes(reason.limit)} for a file kerf edits; not read or edited`;
    case "not-utf8":
      return `${reason.file} is not valid ${reason.encoding} (Latin-1 or another encoding? see --encoding); kerf refuses to edit it so that none of its bytes change`;
    case "no-write-permission":
      return `${reason.file} has no write permission (mode ${(reason.mode & 0o777).toString(8)}); kerf does not replace read-only files`;
    case "create-over-existing":
      return (
        `${reason.file} already exists (${reason.lines} line${reason.lines === 1 ? "" : "s"}), but this block creates it as a ` +
        "new file; kerf does not add a new file's text to an existing file: edit the existing file instead"
      );
    case "secret-file":
      return `${reason.file} looks like a secret store (keys, tokens); kerf edits it only after you say yes in an interactive session`;
    case "read-only-file":
      return `${reason.file} was given as a read-only file (--read); kerf edits it only after you say yes in an interactive session (--yes-always does not)`;
    case "file-missing":
      return `${reason.file} does not exist, so ${MISSING_FOR[reason.needed]}`;
    case "declined":
      return `the user declined changes to ${reason.file}`;
    case "declined-target":
      return `the user declined ${reason.overwrites ? "overwriting" : "creating"} ${reason.file}`;
    case "move-target":
      return `move target refused: ${reasonText(reason.target)}`;
    case "skipped-call":
      return "not applied: another part of the same call failed, and a call applies whole or not at all";
    case "skipped-patch":
      return "not applied: the patch is all-or-nothing and another part of it failed";
    case "write-failed":
      return `could not write ${reason.file}: ${reason.error ?? "another file of this all-or-nothing patch failed to write"}`;
    case "insert-past-end":
      return `cannot insert after line ${reason.line}: the file has ${reason.lineCount} lines (use 0 for the top)`;
    case "anchor-not-found":
      return `anchor ${reason.index + 1} ${JSON.stringify(reason.anchor)} not found in the file`;
    case "search-not-found":
      return (
        "SEARCH lines not found in the file" +
        (reason.belowAnchors ? " below its anchors" : "") +
        (reason.atEnd ? " at its end" : "") +
        (reason.replacePresent ? "; the REPLACE lines are already in the file" : "") +
        (reason.unprefixedLine === undefined
          ? ""
          : `; its line ${quote(reason.unprefixedLine)} ${UNPREFIXED} and must be in the file as written`)
      );
    case "writes-nothing":
      return (
        `SEARCH matches lines ${reason.startLine}-${reason.endLine} only approximately, and writing REPLACE there ` +
        "in the file's own whitespace would change nothing: copy those lines exactly as the file has them"
      );
    case "conflict":
      return (
        `SEARCH matches lines ${reason.startLine}-${reason.endLine} only approximately, and ${conflictText(reason.conflict)}; ` +
        "kerf will not guess which version to keep: copy those lines exactly as the file has them"
      );
    case "unprefixed-unplaced":
      return `no unchanged line of this hunk has its " " prefix (${quote(reason.line)} ${UNPREFIXED}), so nothing shows where it goes; ${UNPREFIXED_ADVICE}`;
    case "unprefixed-misplaced":
      return `the hunk line ${quote(reason.line)} ${UNPREFIXED}, but ${spotText(reason.spot)}; ${UNPREFIXED_ADVICE}`;
    case "search-ambiguous":
      return `SEARCH matches ${reason.candidates.length} places (${listed(reason.candidates)}); add surrounding lines to make it unique`;
    case "old-string-ambiguous":
      return `old_string occurs ${reason.candidates.length} times (${listed(reason.candidates)}); add surrounding lines to make it unique, or set replace_all`;
    case "identical-not-present":
      return "SEARCH and REPLACE are identical, and those lines are not in the file";
    case "placeholder":
      return `REPLACE line ${reason.line} ${JSON.stringify(reason.text)} looks like ${PLACEHOLDER_LOOKS[reason.looks]}; write the full code instead`;
    case "bad-call":
      return callProblemText(reason.tool, reason.problem);
    case "custom":
      return reason.message;
    default:
      return parseReasonText(reason);
  }
}

/** A reply line as a parse issue quotes it. */
const quoteLine = (line: string): string => JSON.stringify(line.slice(0, 80));

/** `a, b or c`. */
function orList(items: readonly string[]): string {
  if (items.length < 2) return items.join("");
  return `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
}

const prefixList = (prefixes: readonly string[]): string => orList(prefixes.map((p) => JSON.stringify(p)));

function parseReasonText(reason: ParseReason): string {
  switch (reason.kind) {
    case "near-marker": {
      const line = JSON.stringify(reason.line);
      const why = reason.run
        ? `its first line ${line} has ${reason.run.count} \`${reason.run.char}\` characters; the marker is exactly ${reason.marker}`
        : `its first line ${line} is not ${reason.marker}`;
      return `looked like ${reason.unit} but ${why}, so it was not read`;
    }
    case "nothing-follows": {
      const unit = `${reason.unit}${reason.marker === undefined ? "" : ` (${reason.marker})`}${reason.file === undefined ? "" : ` of ${reason.file}`}`;
      const after = reason.after === undefined ? "" : ` ${reason.after}`;
      return `looked like ${unit} but no ${orList(reason.expected)} ${reason.part} follows${after}, so nothing was changed`;
    }
    case "missing-marker":
      return `no ${reason.expected} line before ${reason.before}`;
    case "marker-early":
      return `${reason.found} came before the ${reason.expected} line`;
    case "reply-ended":
      return reason.closing === undefined
        ? `the reply ended before the ${reason.expected} line`
        : `the reply ended before the closing ${reason.expected} of ${reason.closing}`;
    case "unclosed":
      return `${reason.opened} without ${reason.expected}`;
    case "no-path-line": {
      const earlier =
        reason.earlier === undefined ? "" : `, and no earlier ${reason.earlier} to take it from`;
      return `no file path on the line before ${reason.unit}${earlier}`;
    }
    case "names-no-file":
      return `${reason.part} names no file`;
    case "both-empty":
      return `both ${reason.first} and ${reason.second} headers are ${reason.empty} or empty`;
    case "before-any":
      return `${reason.unit} before any ${reason.expected}`;
    case "must-follow":
      return `${reason.marker} must directly follow ${reason.follows}`;
    case "ends-nothing":
      return `${reason.marker} after no lines`;
    case "no-lines":
      return `${reason.unit} has no lines`;
    case "no-changes":
      return `${reason.marker} with no changes`;
    case "expected-line":
      return `expected a ${reason.expected} line, got ${quoteLine(reason.line)}`;
    case "unexpected-line":
      return reason.allowed === undefined
        ? `unexpected line ${reason.place} ${quoteLine(reason.line)}`
        : `unexpected line ${reason.place} (${reason.allowed.lines} start with ${prefixList(reason.allowed.prefixes)}): ${quoteLine(reason.line)}`;
    case "line-must-start":
      return `${reason.unit} must start with ${prefixList(reason.prefixes)}: ${quoteLine(reason.line)}`;
  }
}

/** Why a tool call could not be read; the call's result, word for word. */
function callProblemText(tool: string, problem: CallProblem): string {
  switch (problem.why) {
    case "not-json":
      return `the arguments of ${tool} are not valid JSON; send the call again with a JSON object`;
    case "not-object":
      return `the arguments of ${tool} must be a JSON object`;
    case "missing-argument":
      return problem.type === "string"
        ? `${tool} needs a string "${problem.argument}"${problem.holding === undefined ? "" : ` holding ${problem.holding}`}`
        : `${tool} needs a number ${problem.argument}${problem.hint === undefined ? "" : ` (${problem.hint})`}`;
    case "empty-argument":
      return `${problem.argument} is empty; to ${problem.purpose}, use ${problem.use}`;
    case "no-such-tool": {
      const names = [...problem.declared];
      const last = names.pop() ?? "";
      const known =
        names.length === 0 ? `the one tool is ${last}` : `the tools are ${names.join(", ")} and ${last}`;
      return `there is no tool "${tool}"; ${known}`;
    }
    case "unsupported-command":
      return `the ${problem.command ?? "missing"} command is not supported here; use ${orList(problem.supported)}`;
    case "unreadable-patch":
      return `the patch could not be read: ${problem.reasons.map(reasonText).join("; ")}`;
    case "no-operations":
      return "the patch has no file operations";
    case "operation-without-path":
      return `the ${tool} operation has no path`;
    case "unknown-operation":
      return `unknown ${tool} operation type ${problem.given}`;
  }
}

/** The sentence an issue's renderers show under their headline. */
export function issueDetail(issue: EditIssue): string {
  return reasonText(issue.reason);
}

/** What each issue code means, in plain words. */
const MEANINGS: Record<EditIssue["code"], string> = {
  malformed: "the block could not be read",
  "missing-path": "the block names no file",
  unterminated: "the block is not finished",
  "not-found": "the text to replace is not in the file",
  ambiguous: "the text to replace appears more than once",
  "no-change": "the block changes nothing",
  placeholder: "the new text leaves code out",
  conflict: "the file differs from the text to replace where the change is made",
  "invalid-path": "the file path is not valid",
  "outside-root": "the file is outside the project",
  "git-dir": "the file is inside .git",
  "kerf-dir": "the file is inside .kerf, kerf's own state",
  "read-only": "the file is read-only",
  "not-utf8": "the file is not valid UTF-8",
  "secret-file": "the file looks like a secret store",
  "read-only-file": "the file was given as read-only",
  "symlink-escape": "the path leads outside the project through a symlink",
  binary: "the file is binary",
  "too-large": "the file is too large to edit",
  "file-missing": "the file does not exist",
  "file-exists": "the file already exists",
  refused: "you declined it",
  skipped: "not applied because another part of the patch failed",
  "io-error": "the file could not be written",
};

/** Upper-cases a leading plain word; a detail that opens with a path or a code word keeps its case. */
function capitalize(detail: string, path: string | undefined): string {
  if (path !== undefined && detail.startsWith(path)) return detail;
  const first = /^\S*/.exec(detail)?.[0] ?? "";
  return /^[a-z]+[,:;]?$/.test(first) ? detail.charAt(0).toUpperCase() + detail.slice(1) : detail;
}

/** The reason's sentence after the code's meaning, as its own sentence; nothing when it only says the
 *  meaning again ("SEARCH lines not found in the file" after "the text to replace is not in the file"). */
function detailOf(issue: EditIssue): string {
  const { reason } = issue;
  const restates =
    reason.kind === "search-not-found" &&
    !reason.belowAnchors &&
    !reason.atEnd &&
    !reason.replacePresent &&
    reason.unprefixedLine === undefined;
  if (restates) return "";
  const detail = capitalize(issueDetail(issue), issue.path);
  return ` ${detail}${/[.!?]$/.test(detail) ? "" : "."}`;
}

export function describeIssue(issue: EditIssue, tool?: string): string {
  const where = issue.path ?? (issue.line !== undefined ? `reply line ${issue.line}` : undefined);
  const unit =
    issue.blockIndex !== undefined
      ? unitName(issue.blockIndex, tool, where)
      : `the reply${where === undefined ? "" : ` (${where})`}`;
  const parts = [
    `${unit.charAt(0).toUpperCase()}${unit.slice(1)} was not applied: ${MEANINGS[issue.code]}.${detailOf(issue)}`,
  ];
  if (issue.candidates?.length) parts.push(`  candidates at lines ${issue.candidates.join(", ")}`);
  if (issue.closest) {
    const { startLine, lines, similarity } = issue.closest;
    parts.push(
      `  closest lines ${startLine}-${startLine + lines.length - 1} (${Math.round(similarity * 100)}% similar)`,
    );
  }
  if (issue.replaceAlreadyPresent) parts.push("  its replacement text is already in the file");
  return parts.join("\n");
}
